import PushlocDiagnostics

extension RuleDescription {
    /// `plural-form-untranslated`: a plural form the device shows keeps the development text while the
    /// plural's other forms are translated.
    public static let pluralFormUntranslated = RuleDescription(
        id: "plural-form-untranslated",
        defaultSeverity: .warning,
        summary: #"A plural form the device shows keeps the development text while the other forms are translated"#,
        help: #"A 'zero' form is shown for 0 in every language, and 'one', 'two', 'few' and 'many' for the numbers the language gives them: a form left in the development language shows that text to readers of a translated plural. Translate it, or remove a 'zero' form that the language's rules lack, so that 0 takes the language's own form."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "entries", format: "%#@entries@", variables: [.init("entries", forms: ["zero": "No entries", "one": "%d entry", "other": "%d entries"])]),
                ]),
                "ru.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "entries", format: "%#@entries@", variables: [.init("entries", forms: ["zero": "No entries", "one": "%d запись", "few": "%d записи", "many": "%d записей", "other": "%d записи"])]),
                ]),
            ], at: "ru.lproj/Localizable.stringsdict:16:21"),
            .nonTriggering([
                "en.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "entries", format: "%#@entries@", variables: [.init("entries", forms: ["zero": "No entries", "one": "%d entry", "other": "%d entries"])]),
                ]),
                "ru.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "entries", format: "%#@entries@", variables: [.init("entries", forms: ["zero": "Нет записей", "one": "%d запись", "few": "%d записи", "many": "%d записей", "other": "%d записи"])]),
                ]),
            ]),
        ]
    )
}
