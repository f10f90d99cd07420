import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-hidden-payload`: a hidden message whose payload carries more than data.
    public static let devtodevHiddenPayload = RuleDescription(
        id: "devtodev-hidden-payload",
        defaultSeverity: .error,
        summary: #"A hidden message whose payload carries more than data"#,
        help: #"A hidden message shows nothing; keep only data."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"text": "Syncing", "data": {"sync": "inbox"}}, "options": {"hidden": true}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:14"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"data": {"sync": "inbox"}}, "options": {"hidden": true}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
