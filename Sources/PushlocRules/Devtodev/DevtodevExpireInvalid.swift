import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-expire-invalid`: expire is not a non-negative integer.
    public static let devtodevExpireInvalid = RuleDescription(
        id: "devtodev-expire-invalid",
        defaultSeverity: .error,
        summary: #"expire is not a non-negative integer"#,
        help: #"Give a UNIX time in seconds."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new"}, "options": {"expire": -1}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:55"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new"}, "options": {"expire": 86400}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
