import Diagnostics

extension RuleDescription {
    /// `payload-truncated`: a payload's alert text was shortened to fit.
    public static let payloadTruncated = RuleDescription(
        id: "payload-truncated",
        defaultSeverity: .warning,
        summary: #"A payload's alert text was shortened to fit"#,
        help: #"Shorten the translation or raise the limit."#,
        examples: RuleExamples(
            correct: #"every language fits 4,096 bytes"#,
            incorrect: #"de: the body was cut to fit 4,096 bytes"#
        )
    )
}
