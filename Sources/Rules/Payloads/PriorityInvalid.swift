import Diagnostics

extension RuleDescription {
    /// `priority-invalid`: an apns-priority other than 1, 5 or 10.
    public static let priorityInvalid = RuleDescription(
        id: "priority-invalid",
        defaultSeverity: .error,
        summary: #"An apns-priority other than 1, 5 or 10"#,
        help: #"Use 10 for alerts, 5 for background."#,
        examples: RuleExamples(
            correct: #"apns-priority: 10"#,
            incorrect: #"apns-priority: 7"#
        )
    )
}
