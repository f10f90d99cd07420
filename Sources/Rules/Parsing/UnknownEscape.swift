import Diagnostics

extension RuleDescription {
    /// `unknown-escape`: a backslash before a character that is not an escape.
    public static let unknownEscape = RuleDescription(
        id: RuleID.unknownEscape,
        defaultSeverity: .warning,
        summary: #"A backslash before a character that is not an escape"#,
        help: #"\u203A (lowercase u) shows a literal 'u203A' on the device; write \U203A."#,
        examples: RuleExamples(
            correct: #""next" = "Next \U203A";"#,
            incorrect: #""next" = "Next \u203A";"#
        ),
        isFixable: true
    )
}
