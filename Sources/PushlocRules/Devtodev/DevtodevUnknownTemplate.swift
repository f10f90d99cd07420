import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-unknown-template`: interactive.template missing or not a button template.
    public static let devtodevUnknownTemplate = RuleDescription(
        id: "devtodev-unknown-template",
        defaultSeverity: .error,
        summary: #"interactive.template missing or not a button template"#,
        help: #"Use the id of a template in templates/devtodev/."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new", "interactive": {"template": "like_dislike", "buttons": [{"id": "like"}]}}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:60"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new", "interactive": {"template": "dtd_like.open_dislike.dismiss", "buttons": [{"id": "like"}]}}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
