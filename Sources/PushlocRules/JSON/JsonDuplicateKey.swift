import PushlocDiagnostics

extension RuleDescription {
    /// `json-duplicate-key`: a JSON object has the same key twice.
    public static let jsonDuplicateKey = RuleDescription(
        id: "json-duplicate-key",
        defaultSeverity: .warning,
        summary: #"A JSON object has the same key twice"#,
        help: #"Receivers keep the last one; remove the other."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""NEW_MESSAGE" = "New message";"#,
                "templates/notifications/new_message.json": #"{"aps": {"alert": {"loc-key": "NEW_MESSAGE"}, "badge": 1, "badge": 2}}"#,
            ], at: "templates/notifications/new_message.json:1:59"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""NEW_MESSAGE" = "New message";"#,
                "templates/notifications/new_message.json": #"{"aps": {"alert": {"loc-key": "NEW_MESSAGE"}, "badge": 2}}"#,
            ]),
        ]
    )
}
