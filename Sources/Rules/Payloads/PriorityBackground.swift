import Diagnostics

extension RuleDescription {
    /// `priority-background`: priority 10 on a background push.
    public static let priorityBackground = RuleDescription(
        id: "priority-background",
        defaultSeverity: .error,
        summary: #"Priority 10 on a background push"#,
        help: #"Background pushes need priority 5."#,
        examples: RuleExamples(
            correct: #"apns-push-type: background, apns-priority: 5"#,
            incorrect: #"apns-push-type: background, apns-priority: 10"#
        )
    )
}
