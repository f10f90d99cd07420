import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-action-invalid`: an action without exactly one of deeplink, url, share.
    public static let devtodevActionInvalid = RuleDescription(
        id: "devtodev-action-invalid",
        defaultSeverity: .error,
        summary: #"An action without exactly one of deeplink, url, share"#,
        help: #"Give exactly one of them."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new", "action": {"deeplink": "app://inbox", "url": "https://example.com/inbox"}}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:70"),
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new", "action": {}}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:42"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new", "action": {"deeplink": "app://inbox"}}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
