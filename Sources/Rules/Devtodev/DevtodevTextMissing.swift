import Diagnostics

extension RuleDescription {
    /// `devtodev-text-missing`: a visible message without text or loc-key.
    public static let devtodevTextMissing = RuleDescription(
        id: "devtodev-text-missing",
        defaultSeverity: .error,
        summary: #"A visible message without text or loc-key"#,
        help: #"The device has nothing to show; add text or a loc-key."#,
        examples: RuleExamples(
            correct: #"{"payload": {"text": "Hi"}}"#,
            incorrect: #"{"payload": {"title": "Hi"}}"#
        )
    )
}
