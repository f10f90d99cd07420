import Diagnostics

extension RuleDescription {
    /// `sound-invalid`: sound is not a name or a critical-sound dictionary.
    public static let soundInvalid = RuleDescription(
        id: "sound-invalid",
        defaultSeverity: .error,
        summary: #"sound is not a name or a critical-sound dictionary"#,
        help: #"Use a string or {critical, name, volume 0...1}."#,
        examples: RuleExamples(
            correct: #"{"aps": {"sound": "default"}}"#,
            incorrect: #"{"aps": {"sound": {"critical": 1, "volume": 2}}}"#
        )
    )
}
