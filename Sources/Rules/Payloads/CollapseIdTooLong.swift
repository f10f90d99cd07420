import Diagnostics

extension RuleDescription {
    /// `collapse-id-too-long`: apns-collapse-id over 64 bytes.
    public static let collapseIdTooLong = RuleDescription(
        id: "collapse-id-too-long",
        defaultSeverity: .error,
        summary: #"apns-collapse-id over 64 bytes"#,
        help: #"Shorten it."#,
        examples: RuleExamples(
            correct: #"apns-collapse-id: order-42"#,
            incorrect: #"apns-collapse-id: (65 bytes or more)"#
        )
    )
}
