import PushlocDiagnostics

extension RuleDescription {
    /// `catalog-in-lproj`: a String Catalog inside an .lproj folder other than mul.lproj.
    public static let catalogInLproj = RuleDescription(
        id: "catalog-in-lproj",
        defaultSeverity: .error,
        summary: #"A String Catalog inside an .lproj folder other than mul.lproj"#,
        help: #"Xcode's build stops: "Localizable.xcstrings should not be inside an lproj directory" (swift-build's String Catalog compiler). A catalog holds every language itself: move it beside the .lproj folders (mul.lproj is only for a storyboard's catalog)."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.xcstrings": #"""
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
            ], at: "en.lproj/Localizable.xcstrings:1:1"),
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
