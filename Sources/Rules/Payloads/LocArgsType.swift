import Diagnostics

extension RuleDescription {
    /// `loc-args-type`: loc-args is not an array of strings.
    public static let locArgsType = RuleDescription(
        id: "loc-args-type",
        defaultSeverity: .error,
        summary: #"loc-args is not an array of strings"#,
        help: #"APNs loc-args are strings."#,
        examples: RuleExamples(
            correct: #""loc-args": ["3"]"#,
            incorrect: #""loc-args": [3]"#
        )
    )
}
