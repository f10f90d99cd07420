import Diagnostics

extension RuleDescription {
    /// `duplicate-key`: the same key twice in one table.
    public static let duplicateKey = RuleDescription(
        id: RuleID.duplicateKey,
        defaultSeverity: .warning,
        summary: #"The same key twice in one table"#,
        help: #"The device takes the later value; the message says whether the two values differ. Remove the other."#,
        examples: RuleExamples(
            correct: #""title" = "Inbox";"#,
            incorrect: #"""
            "title" = "Inbox";
            "title" = "Mail";
            """#
        ),
        isFixable: true
    )
}
