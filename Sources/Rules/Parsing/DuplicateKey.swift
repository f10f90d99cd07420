import Diagnostics

extension RuleDescription {
    /// `duplicate-key`: the same key twice in one table.
    public static let duplicateKey = RuleDescription(
        id: RuleID.duplicateKey,
        defaultSeverity: .error,
        summary: #"The same key twice in one table"#,
        help: #"The device takes the last one; remove the other."#,
        examples: RuleExamples(
            correct: #""title" = "Inbox";"#,
            incorrect: #"""
            "title" = "Inbox";
            "title" = "Mail";
            """#
        )
    )
}
