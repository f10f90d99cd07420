import PushlocDiagnostics

extension RuleDescription {
    /// `aps-missing`: the payload has no 'aps' dictionary.
    public static let apsMissing = RuleDescription(
        id: "aps-missing",
        defaultSeverity: .error,
        summary: #"The payload has no 'aps' dictionary"#,
        help: #"Add 'aps'."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"alert": {"loc-key": "new"}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:1"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
        ]
    )
}
