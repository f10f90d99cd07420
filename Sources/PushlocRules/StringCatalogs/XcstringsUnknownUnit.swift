import PushlocDiagnostics

extension RuleDescription {
    /// `xcstrings-unknown-unit`: a String Catalog unit of a kind pushloc does not know.
    public static let xcstringsUnknownUnit = RuleDescription(
        id: "xcstrings-unknown-unit",
        defaultSeverity: .warning,
        summary: #"A String Catalog unit of a kind pushloc does not know"#,
        help: #"Known kinds are stringUnit, variations and stringSet; the unit is kept as it is but not checked."#,
        examples: [
            .triggering([
                "Localizable.xcstrings": #"""
                    {
                      "sourceLanguage": "en",
                      "strings": {"Hello": {"localizations": {"fr": {"stringList": {"values": ["Bonjour"]}}}}},
                      "version": "1.0"
                    }
                    """#,
            ], at: "Localizable.xcstrings:3:49"),
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
