import PushlocDiagnostics

extension RuleDescription {
    /// `json-bom`: a JSON file starts with a byte order mark.
    public static let jsonBom = RuleDescription(
        id: "json-bom",
        defaultSeverity: .warning,
        summary: #"A JSON file starts with a byte order mark"#,
        help: #"RFC 8259 forbids it; save without BOM."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""NEW_MESSAGE" = "New message";"#,
                "templates/notifications/new_message.json": #"\#u{FEFF}{"aps": {"alert": {"loc-key": "NEW_MESSAGE"}}}"#,
            ], at: "templates/notifications/new_message.json:1:1"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""NEW_MESSAGE" = "New message";"#,
                "templates/notifications/new_message.json": #"{"aps": {"alert": {"loc-key": "NEW_MESSAGE"}}}"#,
            ]),
        ]
    )
}
