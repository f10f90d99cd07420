import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-unknown-button`: a button id the template does not have.
    public static let devtodevUnknownButton = RuleDescription(
        id: "devtodev-unknown-button",
        defaultSeverity: .error,
        summary: #"A button id the template does not have"#,
        help: #"Use the template's button ids."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new", "interactive": {"template": "dtd_like.open_dislike.dismiss", "buttons": [{"id": "maybe"}]}}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:112"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new", "interactive": {"template": "dtd_like.open_dislike.dismiss", "buttons": [{"id": "like"}]}}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
