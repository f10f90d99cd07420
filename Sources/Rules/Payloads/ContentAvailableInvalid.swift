import Diagnostics
import Payloads

extension RuleDescription {
    /// `content-available-invalid`: content-available is not 1 (a warning for 0, which does nothing).
    public static let contentAvailableInvalid = RuleDescription(
        id: PayloadRule.contentAvailableInvalid,
        defaultSeverity: .error,
        summary: #"content-available is not 1 (a warning for 0, which does nothing)"#,
        help: #"Use 1 or leave it out."#,
        examples: RuleExamples(
            correct: #"{"aps": {"content-available": 1}}"#,
            incorrect: #"{"aps": {"content-available": 2}}"#
        )
    )
}
