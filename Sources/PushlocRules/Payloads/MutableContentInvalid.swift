import PushlocDiagnostics

extension RuleDescription {
    /// `mutable-content-invalid`: mutable-content is not 1 (a warning for 0, which does nothing).
    public static let mutableContentInvalid = RuleDescription(
        id: "mutable-content-invalid",
        defaultSeverity: .error,
        summary: #"mutable-content is not 1 (a warning for 0, which does nothing)"#,
        help: #"Use 1 or leave it out."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "mutable-content": true}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:58"),
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "mutable-content": 0}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:58"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "mutable-content": 1}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
        ]
    )
}

extension RuleLevel {
    /// `mutable-content-invalid` for 0, which does nothing: a warning.
    public static let mutableContentZero = RuleDescription.mutableContentInvalid.level(.warning)
}
