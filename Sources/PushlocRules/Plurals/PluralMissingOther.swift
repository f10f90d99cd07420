import PushlocDiagnostics

extension RuleDescription {
    /// `plural-missing-other`: a .stringsdict plural rule without 'other'.
    public static let pluralMissingOther = RuleDescription(
        id: "plural-missing-other",
        defaultSeverity: .error,
        summary: #"A .stringsdict plural rule without 'other'"#,
        help: #"The device needs 'other' as the fallback form."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "files", format: "%#@files@", variables: [.init("files", forms: ["one": "%d file"])]),
                ]),
            ], at: "en.lproj/Localizable.stringsdict:5:5"),
            .nonTriggering([
                "en.lproj/Localizable.stringsdict": StringsDictExample.text([
                    .init(key: "files", format: "%#@files@", variables: [.init("files", forms: ["one": "%d file", "other": "%d files"])]),
                ]),
            ]),
        ]
    )
}
