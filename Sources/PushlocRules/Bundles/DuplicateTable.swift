import PushlocDiagnostics

extension RuleDescription {
    /// `duplicate-table`: one table of one language both in a .strings/.stringsdict file and in a String Catalog.
    public static let duplicateTable = RuleDescription(
        id: "duplicate-table",
        defaultSeverity: .error,
        summary: #"One table of one language both in a .strings/.stringsdict file and in a String Catalog"#,
        help: #"Xcode's build stops: "Localizable.xcstrings cannot co-exist with other .strings or .stringsdict tables with the same name" (swift-build's String Catalog compiler). Migrate the rest into the catalog and delete the other file."#,
        examples: [
            .triggering([
                "Localizable.xcstrings": #"""
                    {
                      "sourceLanguage": "en",
                      "strings": {
                        "title": {
                          "localizations": {
                            "en": {"stringUnit": {"state": "translated", "value": "Inbox"}},
                            "fr": {"stringUnit": {"state": "translated", "value": "Boîte de réception"}}
                          }
                        }
                      },
                      "version": "1.0"
                    }
                    """#,
                "fr.lproj/Localizable.strings": #""title" = "Boîte de réception";"#,
            ], at: "Localizable.xcstrings:1:1"),
            .nonTriggering([
                "Localizable.xcstrings": #"""
                    {
                      "sourceLanguage": "en",
                      "strings": {
                        "title": {
                          "localizations": {
                            "en": {"stringUnit": {"state": "translated", "value": "Inbox"}},
                            "fr": {"stringUnit": {"state": "translated", "value": "Boîte de réception"}}
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
