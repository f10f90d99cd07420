import PushlocDiagnostics

extension RuleDescription {
    /// `interruption-level-unknown`: an unknown interruption-level.
    public static let interruptionLevelUnknown = RuleDescription(
        id: "interruption-level-unknown",
        defaultSeverity: .error,
        summary: #"An unknown interruption-level"#,
        help: #"Use passive, active, time-sensitive or critical."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "interruption-level": "urgent"}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:61"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "interruption-level": "time-sensitive"}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
        ]
    )
}
