import Diagnostics

extension RuleDescription {
    /// `live-activity-event-invalid`: an unknown Live Activity event.
    public static let liveActivityEventInvalid = RuleDescription(
        id: "live-activity-event-invalid",
        defaultSeverity: .error,
        summary: #"An unknown Live Activity event"#,
        help: #"Use start, update or end."#,
        examples: RuleExamples(
            correct: #""event": "update""#,
            incorrect: #""event": "refresh""#
        )
    )
}
