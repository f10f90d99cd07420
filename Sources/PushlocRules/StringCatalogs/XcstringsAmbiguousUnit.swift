import PushlocDiagnostics

extension RuleDescription {
    /// `xcstrings-ambiguous-unit`: a localization with both stringUnit and variations.
    public static let xcstringsAmbiguousUnit = RuleDescription(
        id: "xcstrings-ambiguous-unit",
        defaultSeverity: .warning,
        summary: #"A localization with both stringUnit and variations"#,
        help: #"Only one of them is used; keep one."#,
        examples: [
            .triggering([
                "Localizable.xcstrings": #"""
                    {
                      "sourceLanguage": "en",
                      "strings": {
                        "%lld files": {
                          "localizations": {
                            "en": {
                              "variations": {
                                "plural": {
                                  "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
                                  "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}
                                }
                              }
                            },
                            "fr": {
                              "stringUnit": {"state": "translated", "value": "%lld fichiers"},
                              "variations": {
                                "plural": {
                                  "one": {"stringUnit": {"state": "translated", "value": "%lld fichier"}},
                                  "other": {"stringUnit": {"state": "translated", "value": "%lld fichiers"}}
                                }
                              }
                            }
                          }
                        }
                      },
                      "version": "1.0"
                    }
                    """#,
            ], at: "Localizable.xcstrings:14:15"),
            .nonTriggering([
                "Localizable.xcstrings": #"""
                    {
                      "sourceLanguage": "en",
                      "strings": {
                        "%lld files": {
                          "localizations": {
                            "en": {
                              "variations": {
                                "plural": {
                                  "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
                                  "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}
                                }
                              }
                            },
                            "fr": {
                              "variations": {
                                "plural": {
                                  "one": {"stringUnit": {"state": "translated", "value": "%lld fichier"}},
                                  "other": {"stringUnit": {"state": "translated", "value": "%lld fichiers"}}
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
