import Diagnostics

extension RuleDescription {
    /// `plural-unused-category`: a plural category the language never uses.
    public static let pluralUnusedCategory = RuleDescription(
        id: "plural-unused-category",
        defaultSeverity: .warning,
        summary: #"A plural category the language never uses"#,
        help: #"It is never shown; remove it."#,
        examples: RuleExamples(
            correct: #"ja: an other form only"#,
            incorrect: #"ja: one and other forms"#
        )
    )
}
