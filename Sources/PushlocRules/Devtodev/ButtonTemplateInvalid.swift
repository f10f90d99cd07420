import PushlocDiagnostics

extension RuleDescription {
    /// `button-template-invalid`: a button template without id, name, description or buttons, or with a value of the wrong type.
    public static let buttonTemplateInvalid = RuleDescription(
        id: "button-template-invalid",
        defaultSeverity: .error,
        summary: #"A button template without id, name, description or buttons, or with a value of the wrong type"#,
        help: #"Each button is {id, label, opensApp}."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new"}}"#,
                "templates/devtodev/dtd_rate.open.json": #"{"id": "dtd_rate.open", "buttons": "rate"}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", ".", "--templates", "templates"], at: "templates/devtodev/dtd_rate.open.json:1:1"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new"}}"#,
                "templates/devtodev/dtd_rate.open.json": #"{"id": "dtd_rate.open", "name": "Rate", "description": "Rate opens the app.", "buttons": [{"id": "rate", "label": "Rate", "opensApp": true}]}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", ".", "--templates", "templates"]),
        ]
    )
}
