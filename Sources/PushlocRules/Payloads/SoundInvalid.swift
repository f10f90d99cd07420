import PushlocDiagnostics

extension RuleDescription {
    /// `sound-invalid`: sound is not a name or a critical-sound dictionary.
    public static let soundInvalid = RuleDescription(
        id: "sound-invalid",
        defaultSeverity: .error,
        summary: #"sound is not a name or a critical-sound dictionary"#,
        help: #"Use a string or {critical, name, volume 0...1}."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "sound": {"critical": 1, "name": "alarm.caf", "volume": 2}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:95"),
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "sound": true}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:48"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "sound": {"critical": 1, "name": "alarm.caf", "volume": 1}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
        ]
    )
}
