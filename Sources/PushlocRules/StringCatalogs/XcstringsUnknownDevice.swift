import PushlocDiagnostics

extension RuleDescription {
    /// `xcstrings-unknown-device`: a device variation that names a device Xcode does not write.
    public static let xcstringsUnknownDevice = RuleDescription(
        id: "xcstrings-unknown-device",
        defaultSeverity: .warning,
        summary: #"A device variation that names a device Xcode does not write"#,
        help: #"No device uses it; use iphone, ipad, ipod, mac, applewatch, appletv, applevision or other."#,
        examples: [
            .triggering([
                "Localizable.xcstrings": #"""
                    {
                      "sourceLanguage": "en",
                      "strings": {
                        "Tap to open": {
                          "localizations": {
                            "en": {
                              "variations": {
                                "device": {
                                  "iPhone": {"stringUnit": {"state": "translated", "value": "Tap to open"}},
                                  "other": {"stringUnit": {"state": "translated", "value": "Click to open"}}
                                }
                              }
                            }
                          }
                        }
                      },
                      "version": "1.0"
                    }
                    """#,
            ], at: "Localizable.xcstrings:9:15"),
            .nonTriggering([
                "Localizable.xcstrings": #"""
                    {
                      "sourceLanguage": "en",
                      "strings": {
                        "Tap to open": {
                          "localizations": {
                            "en": {
                              "variations": {
                                "device": {
                                  "iphone": {"stringUnit": {"state": "translated", "value": "Tap to open"}},
                                  "other": {"stringUnit": {"state": "translated", "value": "Click to open"}}
                                }
                              }
                            }
                          }
                        }
                      },
                      "version": "1.0"
                    }
                    """#,
            ]),
        ]
    )
}
