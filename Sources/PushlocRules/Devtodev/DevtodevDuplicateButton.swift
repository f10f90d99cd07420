import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-duplicate-button`: the same button id twice in interactive.buttons.
    public static let devtodevDuplicateButton = RuleDescription(
        id: "devtodev-duplicate-button",
        defaultSeverity: .warning,
        summary: #"The same button id twice in interactive.buttons"#,
        help: #"The last one wins; remove the other."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new", "interactive": {"template": "dtd_like.open_dislike.dismiss", "buttons": [{"id": "like", "action": {"deeplink": "app://inbox"}}, {"id": "like"}]}}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:167"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new", "interactive": {"template": "dtd_like.open_dislike.dismiss", "buttons": [{"id": "like", "action": {"deeplink": "app://inbox"}}, {"id": "dislike"}]}}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
