import PushlocDiagnostics

extension RuleDescription {
    /// `button-template-naming`: a template file not named <id>.json, or a key the template format does not define.
    public static let buttonTemplateNaming = RuleDescription(
        id: "button-template-naming",
        defaultSeverity: .warning,
        summary: #"A template file not named <id>.json, or a key the template format does not define"#,
        help: #"Rename the file or remove the key."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new"}}"#,
                "templates/devtodev/rate.json": #"{"id": "dtd_rate.open", "name": "Rate", "description": "Rate opens the app.", "buttons": [{"id": "rate", "label": "Rate", "opensApp": true}]}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", ".", "--templates", "templates"], at: "templates/devtodev/rate.json:1:8"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new"}}"#,
                "templates/devtodev/dtd_rate.open.json": #"{"id": "dtd_rate.open", "name": "Rate", "description": "Rate opens the app.", "buttons": [{"id": "rate", "label": "Rate", "opensApp": true}]}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", ".", "--templates", "templates"]),
        ]
    )
}
