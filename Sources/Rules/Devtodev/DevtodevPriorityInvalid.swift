import Diagnostics

extension RuleDescription {
    /// `devtodev-priority-invalid`: a priority other than high or normal.
    public static let devtodevPriorityInvalid = RuleDescription(
        id: "devtodev-priority-invalid",
        defaultSeverity: .error,
        summary: #"A priority other than high or normal"#,
        help: #"Use high or normal."#,
        examples: RuleExamples(
            correct: #""priority": "high""#,
            incorrect: #""priority": "urgent""#
        )
    )
}
