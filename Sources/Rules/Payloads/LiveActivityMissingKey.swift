import Diagnostics

extension RuleDescription {
    /// `live-activity-missing-key`: a Live Activity push without a required key.
    public static let liveActivityMissingKey = RuleDescription(
        id: "live-activity-missing-key",
        defaultSeverity: .error,
        summary: #"A Live Activity push without a required key"#,
        help: #"Add timestamp, event and content-state."#,
        examples: RuleExamples(
            correct: #"{"aps": {"timestamp": 1700000000, "event": "update", "content-state": {}}}"#,
            incorrect: #"{"aps": {"event": "update", "content-state": {}}}"#
        )
    )
}
