import PushlocDiagnostics

extension RuleDescription {
    /// `priority-invalid`: an apns-priority other than 1, 5 or 10.
    public static let priorityInvalid = RuleDescription(
        id: "priority-invalid",
        defaultSeverity: .error,
        summary: #"An apns-priority other than 1, 5 or 10"#,
        help: #"Use 10 for alerts, 5 for background."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--priority", "7"], at: "the command line"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--priority", "10"]),
        ]
    )
}
