import PushlocDiagnostics

extension RuleDescription {
    /// `broadcast-localized-text`: a channel (broadcast) push carries text in one language.
    public static let broadcastLocalizedText = RuleDescription(
        id: "broadcast-localized-text",
        defaultSeverity: .error,
        summary: #"A broadcast push carries text in one language"#,
        help: #"A broadcast push (iOS 18 channels, apns-channel-id) is one payload that APNs sends to every device subscribed to the channel, whatever its language: text put in for one language shows in that language on every subscriber's Live Activity alert. Send the Live Activity alert's title and body as {"loc-key", "loc-args"} objects, which each device looks up in its own language: pushloc payloads --channel-id without --locale writes that one payload (or PayloadProducer.broadcastPayload(options:) in the library). Plain text in the template is a warning: it reaches everyone as written, which suits only text without words."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""GOAL" = "Goal!";"#,
                "push.json": #"{"aps": {"timestamp": 1700000000, "event": "update", "content-state": {"home": 2}, "alert": {"title": {"loc-key": "GOAL"}}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--push-type", "liveactivity", "--channel-id", "dHdvLWdvYWxz", "--locale", "en"], at: "push.json:1:1"),
            .triggering([
                "en.lproj/Localizable.strings": #""GOAL" = "Goal!";"#,
                "push.json": #"{"aps": {"timestamp": 1700000000, "event": "update", "content-state": {"home": 2}, "alert": {"title": "Goal!"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--push-type", "liveactivity", "--channel-id", "dHdvLWdvYWxz"], at: "push.json:1:103"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""GOAL" = "Goal!";"#,
                "push.json": #"{"aps": {"timestamp": 1700000000, "event": "update", "content-state": {"home": 2}, "alert": {"title": {"loc-key": "GOAL"}}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--push-type", "liveactivity", "--channel-id", "dHdvLWdvYWxz"]),
        ]
    )
}

extension RuleLevel {
    /// `broadcast-localized-text` for plain text in a broadcast template: it reaches every subscriber as written.
    public static let broadcastPlainText = RuleDescription.broadcastLocalizedText.level(.warning)
}
