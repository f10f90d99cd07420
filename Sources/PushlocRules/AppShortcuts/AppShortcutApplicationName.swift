import PushlocDiagnostics

extension RuleDescription {
    /// `app-shortcut-application-name`: an App Shortcut phrase without `${applicationName}`.
    public static let appShortcutApplicationName = RuleDescription(
        id: "app-shortcut-application-name",
        defaultSeverity: .error,
        summary: #"An App Shortcut phrase without ${applicationName}"#,
        help: #"Siri only accepts a phrase that names the app; write ${applicationName} in every phrase of every language."#,
        examples: [
            .triggering([
                "AppShortcuts.xcstrings": #"""
                    {
                      "sourceLanguage": "en",
                      "strings": {
                        "Start a timer in ${applicationName}": {
                          "localizations": {
                            "en": {
                              "stringSet": {
                                "state": "translated",
                                "values": ["Start a timer in ${applicationName}", "Start a timer"]
                              }
                            }
                          }
                        }
                      },
                      "version": "1.0"
                    }
                    """#,
            ], at: "AppShortcuts.xcstrings:9:63"),
            .nonTriggering([
                "AppShortcuts.xcstrings": #"""
                    {
                      "sourceLanguage": "en",
                      "strings": {
                        "Start a timer in ${applicationName}": {
                          "localizations": {
                            "en": {
                              "stringSet": {
                                "state": "translated",
                                "values": [
                                  "Start a timer in ${applicationName}",
                                  "Start a ${applicationName} timer"
                                ]
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
