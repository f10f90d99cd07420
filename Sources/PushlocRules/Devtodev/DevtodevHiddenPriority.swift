import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-hidden-priority`: priority high on a hidden message.
    public static let devtodevHiddenPriority = RuleDescription(
        id: "devtodev-hidden-priority",
        defaultSeverity: .error,
        summary: #"priority high on a hidden message"#,
        help: #"APNs forbids high priority for a content-available-only push; use normal."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"data": {"sync": "inbox"}}, "options": {"hidden": true, "priority": "high"}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:82"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"data": {"sync": "inbox"}}, "options": {"hidden": true, "priority": "normal"}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
