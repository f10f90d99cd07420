import PushlocDiagnostics

extension RuleDescription {
    /// `button-template-duplicate`: two templates with one id, or one button id twice in a template.
    public static let buttonTemplateDuplicate = RuleDescription(
        id: "button-template-duplicate",
        defaultSeverity: .error,
        summary: #"Two templates with one id, or one button id twice in a template"#,
        help: #"Ids must be unique."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new"}}"#,
                "templates/devtodev/dtd_rate.open.json": #"{"id": "dtd_rate.open", "name": "Rate", "description": "Rate opens the app.", "buttons": [{"id": "rate", "label": "Rate", "opensApp": true}, {"id": "rate", "label": "Rate now", "opensApp": true}]}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", ".", "--templates", "templates"], at: "templates/devtodev/dtd_rate.open.json:1:149"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new"}}"#,
                "templates/devtodev/dtd_rate.open.json": #"{"id": "dtd_rate.open", "name": "Rate", "description": "Rate opens the app.", "buttons": [{"id": "rate", "label": "Rate", "opensApp": true}]}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", ".", "--templates", "templates"]),
        ]
    )
}
