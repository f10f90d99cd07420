import Diagnostics
import Payloads

extension RuleDescription {
    /// `badge-invalid`: badge is not a non-negative integer.
    public static let badgeInvalid = RuleDescription(
        id: PayloadRule.badgeInvalid,
        defaultSeverity: .error,
        summary: #"badge is not a non-negative integer"#,
        help: #"Use 0 to clear the badge."#,
        examples: RuleExamples(
            correct: #"{"aps": {"badge": 0}}"#,
            incorrect: #"{"aps": {"badge": -1}}"#
        )
    )
}
