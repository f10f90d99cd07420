import Diagnostics

extension RuleDescription {
    /// `alert-body-and-loc-key`: a plain body and a loc-key.
    public static let alertBodyAndLocKey = RuleDescription(
        id: "alert-body-and-loc-key",
        defaultSeverity: .warning,
        summary: #"A plain body and a loc-key"#,
        help: #"The device shows the plain body; remove one."#,
        examples: RuleExamples(
            correct: #"{"loc-key": "SENT"}"#,
            incorrect: #"{"body": "Sent", "loc-key": "SENT"}"#
        )
    )
}
