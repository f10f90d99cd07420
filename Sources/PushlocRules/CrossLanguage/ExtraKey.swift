import PushlocDiagnostics

extension RuleDescription {
    /// `extra-key`: keys of a translation the development language lacks, one note per table.
    public static let extraKey = RuleDescription(
        id: "extra-key",
        defaultSeverity: .note,
        summary: #"Keys of a translation the development language lacks (one note per table)"#,
        help: #"Usually a renamed or removed key; the device shows them only if code asks for them. One note per bundle, language and table names the first keys and the count; delete them."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""title" = "Inbox";"#,
                "fr.lproj/Localizable.strings": #"""
                    "title" = "Boîte de réception";
                    "heading" = "Courrier";
                    """#,
            ], at: "fr.lproj/Localizable.strings:2:1"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""title" = "Inbox";"#,
                "fr.lproj/Localizable.strings": #""title" = "Boîte de réception";"#,
            ]),
        ]
    )
}
