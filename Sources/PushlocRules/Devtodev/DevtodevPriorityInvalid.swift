import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-priority-invalid`: a priority other than high or normal.
    public static let devtodevPriorityInvalid = RuleDescription(
        id: "devtodev-priority-invalid",
        defaultSeverity: .error,
        summary: #"A priority other than high or normal"#,
        help: #"Use high or normal."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new"}, "options": {"priority": "urgent"}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:57"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new"}, "options": {"priority": "high"}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
