import PushlocDiagnostics

extension RuleDescription {
    /// `relevance-score-range`: relevance-score outside 0...1.
    public static let relevanceScoreRange = RuleDescription(
        id: "relevance-score-range",
        defaultSeverity: .error,
        summary: #"relevance-score outside 0...1"#,
        help: #"Use a number from 0 to 1."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "relevance-score": 80}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:58"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "relevance-score": 0.8}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"timestamp": 1700000000, "event": "update", "content-state": {"minutes": 5}, "relevance-score": 80}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--push-type", "liveactivity"]),
        ]
    )
}
