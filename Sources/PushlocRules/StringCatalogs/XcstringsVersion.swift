import PushlocDiagnostics

extension RuleDescription {
    /// `xcstrings-version`: a String Catalog without a version, or with one this reader does not know.
    public static let xcstringsVersion = RuleDescription(
        id: "xcstrings-version",
        defaultSeverity: .warning,
        summary: #"A String Catalog without a version, or with one this reader does not know"#,
        help: #"pushloc reads versions 1.0 and 1.1; newer fields may be misread. Save the catalog with Xcode."#,
        examples: [
            .triggering([
                "Localizable.xcstrings": #"""
                    {
                      "sourceLanguage": "en",
                      "strings": {
                        "Hello": {
                          "localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Bonjour"}}}
                        }
                      }
                    }
                    """#,
            ], at: "Localizable.xcstrings:1:1"),
            .nonTriggering([
                "Localizable.xcstrings": #"""
                    {
                      "sourceLanguage": "en",
                      "strings": {
                        "Hello": {
                          "localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Bonjour"}}}
                        }
                      },
                      "version": "1.0"
                    }
                    """#,
            ]),
        ]
    )
}
