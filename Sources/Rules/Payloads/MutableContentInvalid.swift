import Diagnostics
import Payloads

extension RuleDescription {
    /// `mutable-content-invalid`: mutable-content is not 1 (a warning for 0, which does nothing).
    public static let mutableContentInvalid = RuleDescription(
        id: PayloadRule.mutableContentInvalid,
        defaultSeverity: .error,
        summary: #"mutable-content is not 1 (a warning for 0, which does nothing)"#,
        help: #"Use 1 or leave it out."#,
        examples: RuleExamples(
            correct: #"{"aps": {"mutable-content": 1}}"#,
            incorrect: #"{"aps": {"mutable-content": true}}"#
        )
    )
}
