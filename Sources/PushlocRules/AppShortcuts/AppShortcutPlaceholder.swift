import PushlocDiagnostics

extension RuleDescription {
    /// `app-shortcut-placeholder`: an App Shortcut language's `${...}` tokens differ from the source's.
    public static let appShortcutPlaceholder = RuleDescription(
        id: "app-shortcut-placeholder",
        defaultSeverity: .warning,
        summary: #"An App Shortcut language's ${...} tokens differ from the source's (an error for a token no source phrase has)"#,
        help: #"A token no source phrase has is an error (the shortcut has no such parameter); a token the source uses and no phrase of the language does is a warning."#,
        examples: [
            .triggering([
                "AppShortcuts.xcstrings": #"""
                    {
                      "sourceLanguage": "en",
                      "strings": {
                        "Open ${list} in ${applicationName}": {
                          "localizations": {
                            "en": {
                              "stringSet": {"state": "translated", "values": ["Open ${list} in ${applicationName}"]}
                            },
                            "fr": {
                              "stringSet": {
                                "state": "translated",
                                "values": ["Ouvrir ${liste} dans ${applicationName}"]
                              }
                            }
                          }
                        }
                      },
                      "version": "1.0"
                    }
                    """#,
            ], at: "AppShortcuts.xcstrings:12:24"),
            .triggering([
                "AppShortcuts.xcstrings": #"""
                    {
                      "sourceLanguage": "en",
                      "strings": {
                        "Open ${list} in ${applicationName}": {
                          "localizations": {
                            "en": {
                              "stringSet": {"state": "translated", "values": ["Open ${list} in ${applicationName}"]}
                            },
                            "fr": {
                              "stringSet": {
                                "state": "translated",
                                "values": ["Ouvrir ma liste dans ${applicationName}"]
                              }
                            }
                          }
                        }
                      },
                      "version": "1.0"
                    }
                    """#,
            ], at: "AppShortcuts.xcstrings:12:24"),
            .nonTriggering([
                "AppShortcuts.xcstrings": #"""
                    {
                      "sourceLanguage": "en",
                      "strings": {
                        "Open ${list} in ${applicationName}": {
                          "localizations": {
                            "en": {
                              "stringSet": {"state": "translated", "values": ["Open ${list} in ${applicationName}"]}
                            },
                            "fr": {
                              "stringSet": {
                                "state": "translated",
                                "values": ["Ouvrir ${list} dans ${applicationName}"]
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

extension RuleLevel {
    /// `app-shortcut-placeholder` for a token that no source phrase has: the shortcut has no such
    /// parameter, so an error.
    public static let appShortcutUnknownToken = RuleDescription.appShortcutPlaceholder.level(.error)
}
