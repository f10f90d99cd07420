import PushlocDiagnostics

extension RuleDescription {
    /// `argument-extra`: a translation reads an argument the development string does not have.
    public static let argumentExtra = RuleDescription(
        id: "argument-extra",
        defaultSeverity: .error,
        summary: #"A translation reads an argument the development string does not have"#,
        help: #"The app never passes it: garbage or a crash on the device. Remove it."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""sent" = "%@ sent";"#,
                "fr.lproj/Localizable.strings": #""sent" = "%@ a envoyé %@";"#,
            ], at: "fr.lproj/Localizable.strings:1:23"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""sent" = "%@ sent";"#,
                "fr.lproj/Localizable.strings": #""sent" = "%@ a envoyé";"#,
            ]),
        ]
    )
}
