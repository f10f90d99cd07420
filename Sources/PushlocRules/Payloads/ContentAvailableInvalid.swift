import PushlocDiagnostics

extension RuleDescription {
    /// `content-available-invalid`: content-available is not 1 (a warning for 0, which does nothing).
    public static let contentAvailableInvalid = RuleDescription(
        id: "content-available-invalid",
        defaultSeverity: .error,
        summary: #"content-available is not 1 (a warning for 0, which does nothing)"#,
        help: #"Use 1 or leave it out."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "content-available": 2}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:60"),
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "content-available": 0}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:60"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "content-available": 1}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
        ]
    )
}

extension RuleLevel {
    /// `content-available-invalid` for 0, which does nothing: a warning.
    public static let contentAvailableZero = RuleDescription.contentAvailableInvalid.level(.warning)
}
