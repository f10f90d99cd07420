import PushlocDiagnostics

extension RuleDescription {
    /// `unreadable-file`: a table or notification template that cannot be read at all.
    public static let unreadableFile = RuleDescription(
        id: "unreadable-file",
        defaultSeverity: .error,
        summary: #"A table or notification template that cannot be read"#,
        help: #"Nothing in the file was checked: it is not a readable regular file (a folder named like a template, a file without read permission). Make it a readable file, or remove it. Always an error: it cannot be turned off or lowered."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""greeting" = "Hello";"#,
                "templates/notifications/welcome.json/README": "a folder named like a template",
            ], at: "templates/notifications/welcome.json:1:1"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""greeting" = "Hello";"#,
                "templates/notifications/welcome.json": #"{"aps":{"alert":{"loc-key":"greeting"}}}"#,
            ]),
        ],
        isMandatory: true
    )
}
