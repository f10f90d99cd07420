import PushlocDiagnostics

extension RuleDescription {
    /// `sound-unknown-key`: an unknown key in the sound dictionary.
    public static let soundUnknownKey = RuleDescription(
        id: "sound-unknown-key",
        defaultSeverity: .warning,
        summary: #"An unknown key in the sound dictionary"#,
        help: #"Apple ignores it."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "sound": {"critical": 1, "name": "alarm.caf", "loop": 1}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:85"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "sound": {"critical": 1, "name": "alarm.caf"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
        ]
    )
}
