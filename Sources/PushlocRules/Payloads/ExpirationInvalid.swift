import PushlocDiagnostics

extension RuleDescription {
    /// `expiration-invalid`: an invalid apns-expiration.
    public static let expirationInvalid = RuleDescription(
        id: "expiration-invalid",
        defaultSeverity: .error,
        summary: #"An invalid apns-expiration"#,
        help: #"Use a UNIX time in seconds, or 0."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--expiration=-1"], at: "the command line"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--expiration", "0"]),
        ]
    )
}
