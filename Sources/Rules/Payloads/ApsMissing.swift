import Diagnostics

extension RuleDescription {
    /// `aps-missing`: the payload has no 'aps' dictionary.
    public static let apsMissing = RuleDescription(
        id: "aps-missing",
        defaultSeverity: .error,
        summary: #"The payload has no 'aps' dictionary"#,
        help: #"Add 'aps'."#,
        examples: RuleExamples(
            correct: #"{"aps": {"alert": "Hi"}}"#,
            incorrect: #"{"alert": "Hi"}"#
        )
    )
}
