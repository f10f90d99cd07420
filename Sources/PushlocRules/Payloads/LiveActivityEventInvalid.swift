import PushlocDiagnostics

extension RuleDescription {
    /// `live-activity-event-invalid`: an unknown Live Activity event.
    public static let liveActivityEventInvalid = RuleDescription(
        id: "live-activity-event-invalid",
        defaultSeverity: .error,
        summary: #"An unknown Live Activity event"#,
        help: #"Use start, update or end."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"timestamp": 1700000000, "event": "refresh", "content-state": {"minutes": 5}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--push-type", "liveactivity"], at: "push.json:1:44"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"timestamp": 1700000000, "event": "update", "content-state": {"minutes": 5}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--push-type", "liveactivity"]),
        ]
    )
}
