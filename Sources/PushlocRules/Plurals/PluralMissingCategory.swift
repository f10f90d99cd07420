import PushlocDiagnostics

extension RuleDescription {
    /// `plural-missing-category`: a plural category the language's rules need is missing.
    public static let pluralMissingCategory = RuleDescription(
        id: "plural-missing-category",
        defaultSeverity: .warning,
        summary: #"A plural category the language's rules need is missing"#,
        help: #"ICU's plural rules for the language use it; add the form."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "files", format: "%#@files@", variables: [.init("files", forms: ["one": "%d file", "other": "%d files"])]),
                ]),
                "ru.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "files", format: "%#@files@", variables: [.init("files", forms: ["one": "%d файл", "other": "%d файла"])]),
                ]),
            ], at: "ru.lproj/Localizable.stringsdict:5:5"),
            .nonTriggering([
                "en.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "files", format: "%#@files@", variables: [.init("files", forms: ["one": "%d file", "other": "%d files"])]),
                ]),
                "ru.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "files", format: "%#@files@", variables: [.init("files", forms: ["one": "%d файл", "few": "%d файла", "many": "%d файлов", "other": "%d файла"])]),
                ]),
            ]),
        ]
    )
}
