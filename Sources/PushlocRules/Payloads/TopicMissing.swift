import PushlocDiagnostics

extension RuleDescription {
    /// `topic-missing`: no apns-topic.
    public static let topicMissing = RuleDescription(
        id: "topic-missing",
        defaultSeverity: .error,
        summary: #"No apns-topic"#,
        help: #"Pass the app's bundle id as the topic."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--require-topic"], at: "the command line"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--require-topic", "--topic", "com.example.app"]),
        ]
    )
}
