import Diagnostics

extension RuleDescription {
    /// `plural-form-untranslated`: a plural form the device shows keeps the development text while the
    /// plural's other forms are translated.
    public static let pluralFormUntranslated = RuleDescription(
        id: "plural-form-untranslated",
        defaultSeverity: .warning,
        summary: #"A plural form the device shows keeps the development text while the other forms are translated"#,
        help: #"A 'zero' form is shown for 0 in every language, and 'one', 'two', 'few' and 'many' for the numbers the language gives them: a form left in the development language shows that text to readers of a translated plural. Translate it, or remove a 'zero' form that the language's rules lack, so that 0 takes the language's own form."#,
        examples: RuleExamples(
            correct: #"ru zero = "Нет записей", one = "%d запись""#,
            incorrect: #"ru zero = "No entries" (as in en), one = "%d запись""#
        )
    )
}
