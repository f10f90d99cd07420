import Diagnostics

extension RuleDescription {
    /// `title-loc-args-without-key`: title-loc-args without title-loc-key.
    public static let titleLocArgsWithoutKey = RuleDescription(
        id: "title-loc-args-without-key",
        defaultSeverity: .error,
        summary: #"title-loc-args without title-loc-key"#,
        help: #"Add title-loc-key or remove title-loc-args."#,
        examples: RuleExamples(
            correct: #"{"title-loc-key": "FROM", "title-loc-args": ["Ana"]}"#,
            incorrect: #"{"title-loc-args": ["Ana"]}"#
        )
    )
}
