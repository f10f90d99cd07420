import Diagnostics

extension RuleDescription {
    /// `unused-suppression`: a pushloc:disable comment that suppresses nothing.
    public static let unusedSuppression = RuleDescription(
        id: "unused-suppression",
        defaultSeverity: .warning,
        summary: #"A pushloc:disable comment that suppresses nothing"#,
        help: #"Remove the comment, so suppressions do not outlive the problems they hid."#,
        examples: RuleExamples(
            correct: #"""
            /* pushloc:disable:next empty-value */
            "title" = "";
            """#,
            incorrect: #"""
            /* pushloc:disable:next empty-value */
            "title" = "Inbox";
            """#
        )
    )
}
