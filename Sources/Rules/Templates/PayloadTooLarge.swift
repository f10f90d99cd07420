import Diagnostics

extension RuleDescription {
    /// `payload-too-large`: a payload that cannot fit its size limit.
    public static let payloadTooLarge = RuleDescription(
        id: "payload-too-large",
        defaultSeverity: .error,
        summary: #"A payload that cannot fit its size limit"#,
        help: #"Shorten the custom data; APNs rejects the payload."#,
        examples: RuleExamples(
            correct: #"a payload of 3,900 bytes"#,
            incorrect: #"a payload of 4,200 bytes that no truncation fits into 4,096"#
        )
    )
}
