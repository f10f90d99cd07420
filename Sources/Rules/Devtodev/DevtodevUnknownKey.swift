import Diagnostics

extension RuleDescription {
    /// `devtodev-unknown-key`: a key devtodev does not define.
    public static let devtodevUnknownKey = RuleDescription(
        id: "devtodev-unknown-key",
        defaultSeverity: .warning,
        summary: #"A key devtodev does not define"#,
        help: #"devtodev ignores it; it is usually a typo (body for text)."#,
        examples: RuleExamples(
            correct: #"{"payload": {"text": "Hi"}}"#,
            incorrect: #"{"payload": {"body": "Hi"}}"#
        )
    )
}
