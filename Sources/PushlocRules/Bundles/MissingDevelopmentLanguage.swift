import PushlocDiagnostics

extension RuleDescription {
    /// `missing-development-language`: a bundle without its development language.
    public static let missingDevelopmentLanguage = RuleDescription(
        id: "missing-development-language",
        defaultSeverity: .warning,
        summary: #"A bundle without its development language"#,
        help: #"Only the checks within each language run: there is nothing to compare translations against. Add the development language's folder or pass --base."#,
        examples: [
            .triggering([
                "fr.lproj/Localizable.strings": #""title" = "Boîte de réception";"#,
                "de.lproj/Localizable.strings": #""title" = "Posteingang";"#,
            ], at: "de.lproj:1:1"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""title" = "Inbox";"#,
                "fr.lproj/Localizable.strings": #""title" = "Boîte de réception";"#,
            ]),
        ]
    )
}
