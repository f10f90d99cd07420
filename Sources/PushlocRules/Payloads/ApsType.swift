import PushlocDiagnostics

extension RuleDescription {
    /// `aps-type`: a known APNs key has a value of the wrong type.
    public static let apsType = RuleDescription(
        id: "aps-type",
        defaultSeverity: .error,
        summary: #"A known APNs key has a value of the wrong type"#,
        help: #"See Apple's payload key reference."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "thread-id": 42}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:52"),
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": 5}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:19"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "thread-id": "42"}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
        ]
    )
}
