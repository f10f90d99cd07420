import Diagnostics

extension RuleDescription {
    /// `content-available-invalid`: content-available is not 1 (a warning for 0, which does nothing).
    public static let contentAvailableInvalid = RuleDescription(
        id: "content-available-invalid",
        defaultSeverity: .error,
        summary: #"content-available is not 1 (a warning for 0, which does nothing)"#,
        help: #"Use 1 or leave it out."#,
        examples: RuleExamples(
            correct: #"{"aps": {"content-available": 1}}"#,
            incorrect: #"{"aps": {"content-available": 2}}"#
        )
    )
}

extension RuleLevel {
    /// `content-available-invalid` for 0, which does nothing: a warning.
    public static let contentAvailableZero = RuleDescription.contentAvailableInvalid.level(.warning)
}
