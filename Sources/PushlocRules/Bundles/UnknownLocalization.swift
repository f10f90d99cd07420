import PushlocDiagnostics

extension RuleDescription {
    /// `unknown-localization`: an .lproj folder whose name is not a language.
    public static let unknownLocalization = RuleDescription(
        id: "unknown-localization",
        defaultSeverity: .warning,
        summary: #"An .lproj folder whose name is not a language"#,
        help: #"The device never picks it; rename it to a language tag (fr, pt-BR, zh-Hans)."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""title" = "Inbox";"#,
                "francais.lproj/Localizable.strings": #""title" = "Boîte de réception";"#,
            ], at: "francais.lproj:1:1"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""title" = "Inbox";"#,
                "fr.lproj/Localizable.strings": #""title" = "Boîte de réception";"#,
            ]),
        ]
    )
}
