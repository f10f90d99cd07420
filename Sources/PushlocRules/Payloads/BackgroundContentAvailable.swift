import PushlocDiagnostics

extension RuleDescription {
    /// `background-content-available`: a background push without content-available.
    public static let backgroundContentAvailable = RuleDescription(
        id: "background-content-available",
        defaultSeverity: .error,
        summary: #"A background push without content-available"#,
        help: #"Add content-available: 1."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {}, "sync": "inbox"}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--push-type", "background"], at: "push.json:1:9"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"content-available": 1}, "sync": "inbox"}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--push-type", "background"]),
        ]
    )
}
