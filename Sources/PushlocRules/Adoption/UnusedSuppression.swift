import PushlocDiagnostics

extension RuleDescription {
    /// `unused-suppression`: a pushloc:disable comment that suppresses nothing.
    public static let unusedSuppression = RuleDescription(
        id: "unused-suppression",
        defaultSeverity: .warning,
        summary: #"A pushloc:disable comment that suppresses nothing"#,
        help: #"Remove the comment, so suppressions do not outlive the problems they hid."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""title" = "Inbox";"#,
                "fr.lproj/Localizable.strings": #"""
                    /* pushloc:disable:next empty-value */
                    "title" = "Boîte de réception";
                    """#,
            ], at: "fr.lproj/Localizable.strings:1:1"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""title" = "Inbox";"#,
                "fr.lproj/Localizable.strings": #"""
                    /* pushloc:disable:next empty-value */
                    "title" = "";
                    """#,
            ]),
        ]
    )
}
