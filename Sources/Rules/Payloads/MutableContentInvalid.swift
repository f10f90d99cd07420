import Diagnostics

extension RuleDescription {
    /// `mutable-content-invalid`: mutable-content is not 1 (a warning for 0, which does nothing).
    public static let mutableContentInvalid = RuleDescription(
        id: "mutable-content-invalid",
        defaultSeverity: .error,
        summary: #"mutable-content is not 1 (a warning for 0, which does nothing)"#,
        help: #"Use 1 or leave it out."#,
        examples: RuleExamples(
            correct: #"{"aps": {"mutable-content": 1}}"#,
            incorrect: #"{"aps": {"mutable-content": true}}"#
        )
    )
}

extension RuleLevel {
    /// `mutable-content-invalid` for 0, which does nothing: a warning.
    public static let mutableContentZero = RuleDescription.mutableContentInvalid.level(.warning)
}
