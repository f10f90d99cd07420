import Diagnostics

extension RuleDescription {
    /// `devtodev-expire-invalid`: expire is not a non-negative integer.
    public static let devtodevExpireInvalid = RuleDescription(
        id: "devtodev-expire-invalid",
        defaultSeverity: .error,
        summary: #"expire is not a non-negative integer"#,
        help: #"Give a UNIX time in seconds."#,
        examples: RuleExamples(
            correct: #""expire": 1900000000"#,
            incorrect: #""expire": "tomorrow""#
        )
    )
}
