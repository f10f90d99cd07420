import PushlocDiagnostics

extension RuleDescription {
    /// `argument-missing`: a translation drops an argument the development string uses.
    public static let argumentMissing = RuleDescription(
        id: "argument-missing",
        defaultSeverity: .warning,
        summary: #"A translation drops an argument the development string uses"#,
        help: #"Check that the translation still says what the argument carried. Where a piece of the specifier is left (a bare @, %1$, ٪@, {0}), the finding is a broken-specifier error instead."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""sent" = "%@ sent %@";"#,
                "fr.lproj/Localizable.strings": #""sent" = "%@ a envoyé";"#,
            ], at: "fr.lproj/Localizable.strings:1:10"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""sent" = "%@ sent %@";"#,
                "fr.lproj/Localizable.strings": #""sent" = "%1$@ a envoyé %2$@";"#,
            ]),
        ]
    )
}
