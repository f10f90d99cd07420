import PushlocDiagnostics

extension RuleDescription {
    /// `priority-background`: priority 10 on a background push.
    public static let priorityBackground = RuleDescription(
        id: "priority-background",
        defaultSeverity: .error,
        summary: #"Priority 10 on a background push"#,
        help: #"Background pushes need priority 5."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"content-available": 1}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--push-type", "background", "--priority", "10"], at: "the command line"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"content-available": 1}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--push-type", "background", "--priority", "5"]),
        ]
    )
}
