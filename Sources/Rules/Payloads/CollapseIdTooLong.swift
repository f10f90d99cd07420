import Diagnostics
import Payloads

extension RuleDescription {
    /// `collapse-id-too-long`: apns-collapse-id over 64 bytes.
    public static let collapseIdTooLong = RuleDescription(
        id: PayloadRule.collapseIDTooLong,
        defaultSeverity: .error,
        summary: #"apns-collapse-id over 64 bytes"#,
        help: #"Shorten it."#,
        examples: RuleExamples(
            correct: #"apns-collapse-id: order-42"#,
            incorrect: #"apns-collapse-id: (65 bytes or more)"#
        )
    )
}
