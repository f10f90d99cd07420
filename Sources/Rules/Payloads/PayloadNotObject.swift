import Diagnostics

extension RuleDescription {
    /// `payload-not-object`: the payload is not a JSON object.
    public static let payloadNotObject = RuleDescription(
        id: "payload-not-object",
        defaultSeverity: .error,
        summary: #"The payload is not a JSON object"#,
        help: #"An APNs payload is an object with 'aps'."#,
        examples: RuleExamples(
            correct: #"{"aps": {"alert": "Hi"}}"#,
            incorrect: #"["Hi"]"#
        )
    )
}
