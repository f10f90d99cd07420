import PushlocDiagnostics

extension RuleDescription {
    /// `badge-invalid`: badge is not a non-negative integer.
    public static let badgeInvalid = RuleDescription(
        id: "badge-invalid",
        defaultSeverity: .error,
        summary: #"badge is not a non-negative integer"#,
        help: #"Use 0 to clear the badge."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "badge": -1}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:48"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}, "badge": 0}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
        ]
    )
}
