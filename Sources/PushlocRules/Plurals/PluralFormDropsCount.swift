import PushlocDiagnostics

extension RuleDescription {
    /// `plural-form-drops-count`: a plural form for a category of several numbers leaves out the count.
    public static let pluralFormDropsCount = RuleDescription(
        id: "plural-form-drops-count",
        defaultSeverity: .warning,
        summary: #"A plural form for a category of several numbers leaves out the count"#,
        help: #"ru/uk/sr/hr/bs use 'one' for 1, 21, 31 …, so "один файл" (or a fixed "1") is wrong for 21, and fil 'one' is 1, 2, 3, 5, 7, 8 …, so "daily" is wrong for 2; write the count. ICU says which numbers a category covers; a category of one count (de 'one', fr 'one' for 0 and 1) may leave it out."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "deleted", format: "%#@files@", variables: [.init("files", forms: ["one": "Deleted %d file", "other": "Deleted %d files"])]),
                ]),
                "ru.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "deleted", format: "%#@files@", variables: [.init("files", forms: ["one": "Удалён один файл", "few": "Удалено %d файла", "many": "Удалено %d файлов", "other": "Удалено %d файла"])]),
                ]),
            ], at: "ru.lproj/Localizable.stringsdict:16:21"),
            .nonTriggering([
                "en.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "deleted", format: "%#@files@", variables: [.init("files", forms: ["one": "Deleted %d file", "other": "Deleted %d files"])]),
                ]),
                "ru.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "deleted", format: "%#@files@", variables: [.init("files", forms: ["one": "Удалён %d файл", "few": "Удалено %d файла", "many": "Удалено %d файлов", "other": "Удалено %d файла"])]),
                ]),
            ]),
        ]
    )
}
