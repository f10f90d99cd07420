import Diagnostics

extension RuleDescription {
    /// `devtodev-hidden-payload`: a hidden message whose payload carries more than data.
    public static let devtodevHiddenPayload = RuleDescription(
        id: "devtodev-hidden-payload",
        defaultSeverity: .error,
        summary: #"A hidden message whose payload carries more than data"#,
        help: #"A hidden message shows nothing; keep only data."#,
        examples: RuleExamples(
            correct: #"{"hidden": true, "payload": {"data": {}}}"#,
            incorrect: #"{"hidden": true, "payload": {"text": "Hi"}}"#
        )
    )
}
