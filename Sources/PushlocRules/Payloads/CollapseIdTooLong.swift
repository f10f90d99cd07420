import PushlocDiagnostics

extension RuleDescription {
    /// `collapse-id-too-long`: apns-collapse-id over 64 bytes.
    public static let collapseIdTooLong = RuleDescription(
        id: "collapse-id-too-long",
        defaultSeverity: .error,
        summary: #"apns-collapse-id over 64 bytes"#,
        help: #"Shorten it."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--collapse-id", "order-42-for-the-customer-who-ordered-the-blue-kettle-and-two-mugs"], at: "the command line"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", ".", "--collapse-id", "order-42"]),
        ]
    )
}
