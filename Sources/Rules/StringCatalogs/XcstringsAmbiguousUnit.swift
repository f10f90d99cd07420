import Diagnostics

extension RuleDescription {
    /// `xcstrings-ambiguous-unit`: a localization with both stringUnit and variations.
    public static let xcstringsAmbiguousUnit = RuleDescription(
        id: "xcstrings-ambiguous-unit",
        defaultSeverity: .warning,
        summary: #"A localization with both stringUnit and variations"#,
        help: #"Only one of them is used; keep one."#,
        examples: RuleExamples(
            correct: #""fr": {"stringUnit": {...}}"#,
            incorrect: #""fr": {"stringUnit": {...}, "variations": {...}}"#
        )
    )
}
