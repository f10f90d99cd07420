import Diagnostics

extension RuleDescription {
    /// `devtodev-loc-args-without-key`: loc-args without loc-key, or title-loc-args without title-loc-key.
    public static let devtodevLocArgsWithoutKey = RuleDescription(
        id: "devtodev-loc-args-without-key",
        defaultSeverity: .error,
        summary: #"loc-args without loc-key, or title-loc-args without title-loc-key"#,
        help: #"Add the key or remove the arguments."#,
        examples: RuleExamples(
            correct: #"{"loc-key": "SENT", "loc-args": ["Ana"]}"#,
            incorrect: #"{"loc-args": ["Ana"]}"#
        )
    )
}
