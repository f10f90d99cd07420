import Diagnostics

extension RuleDescription {
    /// `devtodev-expire-past`: expire is a time already in the past.
    public static let devtodevExpirePast = RuleDescription(
        id: "devtodev-expire-past",
        defaultSeverity: .warning,
        summary: #"expire is a time already in the past"#,
        help: #"The message is discarded; give a future time."#,
        examples: RuleExamples(
            correct: #""expire": 1900000000"#,
            incorrect: #""expire": 1000000000"#
        )
    )
}
