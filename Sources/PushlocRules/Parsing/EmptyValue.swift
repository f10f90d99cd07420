import PushlocDiagnostics

extension RuleDescription {
    /// `empty-value`: an empty translation.
    public static let emptyValue = RuleDescription(
        id: "empty-value",
        defaultSeverity: .warning,
        summary: #"An empty translation"#,
        help: #"The device shows nothing; translate the string or remove the entry so the development language shows."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""title" = "Inbox";"#,
                "fr.lproj/Localizable.strings": #""title" = "";"#,
            ], at: "fr.lproj/Localizable.strings:1:11"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""title" = "Inbox";"#,
                "fr.lproj/Localizable.strings": #""title" = "Boîte de réception";"#,
            ]),
        ]
    )
}
