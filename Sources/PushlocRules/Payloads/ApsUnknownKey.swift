import PushlocDiagnostics

extension RuleDescription {
    /// `aps-unknown-key`: a key inside 'aps' that Apple does not define.
    public static let apsUnknownKey = RuleDescription(
        id: "aps-unknown-key",
        defaultSeverity: .warning,
        summary: #"A key inside 'aps' that Apple does not define"#,
        help: #"Apple ignores it; move custom data outside 'aps'."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "order": 7}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:39"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}}, "order": 7}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
        ]
    )
}
