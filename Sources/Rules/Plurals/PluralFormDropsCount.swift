import Diagnostics

extension RuleDescription {
    /// `plural-form-drops-count`: a plural form for a category of several numbers leaves out the count.
    public static let pluralFormDropsCount = RuleDescription(
        id: "plural-form-drops-count",
        defaultSeverity: .warning,
        summary: #"A plural form for a category of several numbers leaves out the count"#,
        help: #"ru/uk/sr/hr/bs use 'one' for 1, 21, 31 …, so "один файл" (or a fixed "1") is wrong for 21; write the count. A category of one number (de 'one') may leave it out."#,
        examples: RuleExamples(
            correct: #"ru one = "Удалён %d файл""#,
            incorrect: #"ru one = "Удалён один файл""#
        )
    )
}
