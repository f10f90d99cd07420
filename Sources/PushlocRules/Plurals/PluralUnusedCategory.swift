import PushlocDiagnostics

extension RuleDescription {
    /// `plural-unused-category`: a plural category the language never uses.
    public static let pluralUnusedCategory = RuleDescription(
        id: "plural-unused-category",
        defaultSeverity: .warning,
        summary: #"A plural category the language never uses"#,
        help: #"It is never shown; remove it."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "files", format: "%#@files@", variables: [.init("files", forms: ["one": "%d file", "other": "%d files"])]),
                ]),
                "ja.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "files", format: "%#@files@", variables: [.init("files", forms: ["one": "%d 件のファイル", "other": "%d 件のファイル"])]),
                ]),
            ]),
            .nonTriggering([
                "en.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "files", format: "%#@files@", variables: [.init("files", forms: ["one": "%d file", "other": "%d files"])]),
                ]),
                "ja.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "files", format: "%#@files@", variables: [.init("files", forms: ["other": "%d 件のファイル"])]),
                ]),
            ]),
        ]
    )
}
