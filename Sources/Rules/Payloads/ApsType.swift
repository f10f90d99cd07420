import Diagnostics
import Payloads

extension RuleDescription {
    /// `aps-type`: a known APNs key has a value of the wrong type.
    public static let apsType = RuleDescription(
        id: PayloadRule.apsType,
        defaultSeverity: .error,
        summary: #"A known APNs key has a value of the wrong type"#,
        help: #"See Apple's payload key reference."#,
        examples: RuleExamples(
            correct: #"{"aps": {"badge": 3}}"#,
            incorrect: #"{"aps": {"badge": "3"}}"#
        )
    )
}
