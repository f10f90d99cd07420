import Diagnostics

extension RuleDescription {
    /// `json-duplicate-key`: a JSON object has the same key twice.
    public static let jsonDuplicateKey = RuleDescription(
        id: "json-duplicate-key",
        defaultSeverity: .warning,
        summary: #"A JSON object has the same key twice"#,
        help: #"Receivers keep the last one; remove the other."#,
        examples: RuleExamples(
            correct: #"{"badge": 1}"#,
            incorrect: #"{"badge": 1, "badge": 2}"#
        )
    )
}
