import Diagnostics

extension RuleDescription {
    /// `alert-unknown-key`: a key inside 'alert' that Apple does not define.
    public static let alertUnknownKey = RuleDescription(
        id: "alert-unknown-key",
        defaultSeverity: .warning,
        summary: #"A key inside 'alert' that Apple does not define"#,
        help: #"Apple ignores it."#,
        examples: RuleExamples(
            correct: #"{"aps": {"alert": {"body": "Hi"}}}"#,
            incorrect: #"{"aps": {"alert": {"text": "Hi"}}}"#
        )
    )
}
