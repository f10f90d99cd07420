import PushlocDiagnostics

extension RuleDescription {
    /// `empty-file`: a 0-byte .strings file.
    public static let emptyFile = RuleDescription(
        id: "empty-file",
        defaultSeverity: .warning,
        summary: #"A 0-byte .strings file"#,
        help: #"Apple's parser rejects an empty file; add a comment or remove the file."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": "",
            ], at: "en.lproj/Localizable.strings:1:1"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #"/* No strings yet. */"#,
            ]),
        ]
    )
}
