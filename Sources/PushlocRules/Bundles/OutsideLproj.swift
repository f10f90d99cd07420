import PushlocDiagnostics

extension RuleDescription {
    /// `outside-lproj`: a table file named on the command line that is not inside a `<lang>.lproj` folder.
    public static let outsideLproj = RuleDescription(
        id: "outside-lproj",
        defaultSeverity: .warning,
        summary: #"A table file named on the command line that is not inside a <lang>.lproj folder"#,
        help: #"The file has no language, so nothing can be compared with it: only its syntax and format strings are checked. Move it into its language's .lproj folder, or name the folder instead of the file."#,
        examples: [
            .triggering([
                "Localizable.strings": #""greeting" = "Hello";"#,
            ], arguments: ["check", "Localizable.strings", "--format", "json"], at: "Localizable.strings:1:1"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""greeting" = "Hello";"#,
            ], arguments: ["check", "en.lproj/Localizable.strings", "--format", "json"]),
        ]
    )
}
