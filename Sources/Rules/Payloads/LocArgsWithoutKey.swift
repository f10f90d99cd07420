import Diagnostics

extension RuleDescription {
    /// `loc-args-without-key`: loc-args without loc-key.
    public static let locArgsWithoutKey = RuleDescription(
        id: "loc-args-without-key",
        defaultSeverity: .error,
        summary: #"loc-args without loc-key"#,
        help: #"Add loc-key or remove loc-args."#,
        examples: RuleExamples(
            correct: #"{"loc-key": "SENT", "loc-args": ["Ana"]}"#,
            incorrect: #"{"loc-args": ["Ana"]}"#
        )
    )
}
