import PushlocDiagnostics

extension RuleDescription {
    /// `background-with-alert`: a background push with an alert, badge or sound.
    public static let backgroundWithAlert = RuleDescription(
        id: "background-with-alert",
        defaultSeverity: .warning,
        summary: #"A background push with an alert, badge or sound"#,
        help: #"Use an alert push instead."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"content-available": 1, "alert": {"loc-key": "new"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--push-type", "background"], at: "push.json:1:34"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"content-available": 1}, "sync": "inbox"}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--push-type", "background"]),
        ]
    )
}
