import Diagnostics

extension RuleDescription {
    /// `subtitle-loc-args-without-key`: subtitle-loc-args without subtitle-loc-key.
    public static let subtitleLocArgsWithoutKey = RuleDescription(
        id: "subtitle-loc-args-without-key",
        defaultSeverity: .error,
        summary: #"subtitle-loc-args without subtitle-loc-key"#,
        help: #"Add subtitle-loc-key or remove subtitle-loc-args."#,
        examples: RuleExamples(
            correct: #"{"subtitle-loc-key": "IN", "subtitle-loc-args": ["Team"]}"#,
            incorrect: #"{"subtitle-loc-args": ["Team"]}"#
        )
    )
}
