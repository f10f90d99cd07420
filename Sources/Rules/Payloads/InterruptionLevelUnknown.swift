import Diagnostics

extension RuleDescription {
    /// `interruption-level-unknown`: an unknown interruption-level.
    public static let interruptionLevelUnknown = RuleDescription(
        id: "interruption-level-unknown",
        defaultSeverity: .error,
        summary: #"An unknown interruption-level"#,
        help: #"Use passive, active, time-sensitive or critical."#,
        examples: RuleExamples(
            correct: #"{"aps": {"interruption-level": "time-sensitive"}}"#,
            incorrect: #"{"aps": {"interruption-level": "urgent"}}"#
        )
    )
}
