import Diagnostics

extension RuleDescription {
    /// `plural-missing-category`: a plural category the language's rules need is missing.
    public static let pluralMissingCategory = RuleDescription(
        id: "plural-missing-category",
        defaultSeverity: .warning,
        summary: #"A plural category the language's rules need is missing"#,
        help: #"ICU's plural rules for the language use it; add the form."#,
        examples: RuleExamples(
            correct: #"ru: one, few, many and other forms"#,
            incorrect: #"ru: only one and other forms"#
        )
    )
}
