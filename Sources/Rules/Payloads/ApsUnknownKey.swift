import Diagnostics

extension RuleDescription {
    /// `aps-unknown-key`: a key inside 'aps' that Apple does not define.
    public static let apsUnknownKey = RuleDescription(
        id: "aps-unknown-key",
        defaultSeverity: .warning,
        summary: #"A key inside 'aps' that Apple does not define"#,
        help: #"Apple ignores it; move custom data outside 'aps'."#,
        examples: RuleExamples(
            correct: #"{"aps": {"alert": "Hi"}, "order": 7}"#,
            incorrect: #"{"aps": {"alert": "Hi", "order": 7}}"#
        )
    )
}
