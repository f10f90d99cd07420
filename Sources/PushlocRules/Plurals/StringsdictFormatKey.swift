import PushlocDiagnostics

extension RuleDescription {
    /// `stringsdict-format-key`: a .stringsdict entry whose NSStringLocalizedFormatKey names none of its variables.
    public static let stringsdictFormatKey = RuleDescription(
        id: "stringsdict-format-key",
        defaultSeverity: .error,
        summary: #"A .stringsdict entry whose NSStringLocalizedFormatKey names none of its variables"#,
        help: #"The device shows the format key's text as it is and never picks a plural form; reference a variable with %#@name@."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "files", format: "%#@files@", variables: [.init("files", forms: ["one": "%d file", "other": "%d files"])]),
                ]),
                "fr.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "files", format: "%d fichiers", variables: [.init("files", forms: ["one": "%d fichier", "other": "%d fichiers"])]),
                ]),
            ], at: "fr.lproj/Localizable.stringsdict:5:5"),
            .nonTriggering([
                "en.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "files", format: "%#@files@", variables: [.init("files", forms: ["one": "%d file", "other": "%d files"])]),
                ]),
                "fr.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "files", format: "%#@files@", variables: [.init("files", forms: ["one": "%d fichier", "other": "%d fichiers"])]),
                ]),
            ]),
        ]
    )
}
