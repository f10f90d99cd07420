import PushlocDiagnostics

extension RuleDescription {
    /// `alert-push-without-alert`: an alert push with nothing to show.
    public static let alertPushWithoutAlert = RuleDescription(
        id: "alert-push-without-alert",
        defaultSeverity: .warning,
        summary: #"An alert push with nothing to show"#,
        help: #"Add an alert, badge or sound."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"content-available": 1}, "sync": "inbox"}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--push-type", "alert"], at: "push.json:1:9"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"content-available": 1}, "sync": "inbox"}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--push-type", "background"]),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--push-type", "alert"]),
        ]
    )
}
