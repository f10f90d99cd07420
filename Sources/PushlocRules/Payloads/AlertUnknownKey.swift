import PushlocDiagnostics

extension RuleDescription {
    /// `alert-unknown-key`: a key inside 'alert' that Apple does not define.
    public static let alertUnknownKey = RuleDescription(
        id: "alert-unknown-key",
        defaultSeverity: .warning,
        summary: #"A key inside 'alert' that Apple does not define"#,
        help: #"Apple ignores it."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new", "text": "New message"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:38"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
        ]
    )
}
