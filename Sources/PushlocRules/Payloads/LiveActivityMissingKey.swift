import PushlocDiagnostics

extension RuleDescription {
    /// `live-activity-missing-key`: a Live Activity push without a required key.
    public static let liveActivityMissingKey = RuleDescription(
        id: "live-activity-missing-key",
        defaultSeverity: .error,
        summary: #"A Live Activity push without a required key"#,
        help: #"Add timestamp, event and content-state."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"event": "update", "content-state": {"minutes": 5}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--push-type", "liveactivity"], at: "push.json:1:9"),
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"timestamp": 1700000000, "event": "start", "content-state": {"minutes": 5}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--push-type", "liveactivity"], at: "push.json:1:9"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"timestamp": 1700000000, "event": "update", "content-state": {"minutes": 5}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--push-type", "liveactivity"]),
        ]
    )
}
