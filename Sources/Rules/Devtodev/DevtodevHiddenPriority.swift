import Diagnostics

extension RuleDescription {
    /// `devtodev-hidden-priority`: priority high on a hidden message.
    public static let devtodevHiddenPriority = RuleDescription(
        id: "devtodev-hidden-priority",
        defaultSeverity: .error,
        summary: #"priority high on a hidden message"#,
        help: #"APNs forbids high priority for a content-available-only push; use normal."#,
        examples: RuleExamples(
            correct: #"{"hidden": true, "options": {"priority": "normal"}}"#,
            incorrect: #"{"hidden": true, "options": {"priority": "high"}}"#
        )
    )
}
