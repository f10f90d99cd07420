import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-button-action`: an action on a button that does not open the app.
    public static let devtodevButtonAction = RuleDescription(
        id: "devtodev-button-action",
        defaultSeverity: .error,
        summary: #"An action on a button that does not open the app"#,
        help: #"Only the app-opening buttons may carry an action."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new", "interactive": {"template": "dtd_like.open_dislike.dismiss", "buttons": [{"id": "dislike", "action": {"deeplink": "app://feedback"}}]}}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:123"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new", "interactive": {"template": "dtd_like.open_dislike.dismiss", "buttons": [{"id": "like", "action": {"deeplink": "app://feedback"}}, {"id": "dislike"}]}}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
