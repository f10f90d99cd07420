import PushlocDiagnostics

extension RuleDescription {
    /// `plural-unused-category`: a plural category the language never uses: a note, since the phone
    /// never shows the form and nothing is lost.
    public static let pluralUnusedCategory = RuleDescription(
        id: "plural-unused-category",
        defaultSeverity: .note,
        summary: #"A plural category the language never uses (he 'many', ja 'one'): the form is never shown, and nothing is lost"#,
        help: #"The phone picks a form by the language's plural rules (ICU's, as CLDR gives them), and those never give this category for any number: a Hebrew 'many' (CLDR 42 folded it into 'other') or a Japanese 'one' is never shown. A translator who fills it harms nothing, so this is a note; remove the form to keep the file tidy. 'zero' is always honoured for 0, so it is never reported."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "files", format: "%#@files@", variables: [.init("files", forms: ["one": "%d file", "other": "%d files"])]),
                ]),
                "ja.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "files", format: "%#@files@", variables: [.init("files", forms: ["one": "%d 件のファイル", "other": "%d 件のファイル"])]),
                ]),
            ], at: "ja.lproj/Localizable.stringsdict:16:21"),
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
