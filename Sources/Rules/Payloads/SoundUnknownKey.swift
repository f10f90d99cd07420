import Diagnostics

extension RuleDescription {
    /// `sound-unknown-key`: an unknown key in the sound dictionary.
    public static let soundUnknownKey = RuleDescription(
        id: "sound-unknown-key",
        defaultSeverity: .warning,
        summary: #"An unknown key in the sound dictionary"#,
        help: #"Apple ignores it."#,
        examples: RuleExamples(
            correct: #"{"sound": {"critical": 1, "name": "alarm.caf"}}"#,
            incorrect: #"{"sound": {"critical": 1, "file": "alarm.caf"}}"#
        )
    )
}
