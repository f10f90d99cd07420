import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-expire-past`: expire is a time already in the past.
    public static let devtodevExpirePast = RuleDescription(
        id: "devtodev-expire-past",
        defaultSeverity: .warning,
        summary: #"expire is a time already in the past"#,
        help: #"The message is discarded; give a future time."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new"}, "options": {"expire": 1000000000}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:55"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new"}, "options": {"expire": 4102444800}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new"}, "options": {"expire": 86400}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
