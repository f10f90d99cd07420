import Diagnostics

extension RuleDescription {
    /// `devtodev-loc-args-type`: loc-args or title-loc-args is not an array of strings.
    public static let devtodevLocArgsType = RuleDescription(
        id: "devtodev-loc-args-type",
        defaultSeverity: .error,
        summary: #"loc-args or title-loc-args is not an array of strings"#,
        help: #"Send the arguments as strings."#,
        examples: RuleExamples(
            correct: #""loc-args": ["3"]"#,
            incorrect: #""loc-args": [3]"#
        )
    )
}
