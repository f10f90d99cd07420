import PushlocDiagnostics

extension RuleDescription {
    /// `alert-subtitle-and-loc-key`: a plain subtitle and a subtitle-loc-key.
    public static let alertSubtitleAndLocKey = RuleDescription(
        id: "alert-subtitle-and-loc-key",
        defaultSeverity: .warning,
        summary: #"A plain subtitle and a subtitle-loc-key"#,
        help: #"The device shows the plain subtitle; remove one."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";\#n"inbox" = "Inbox";"#,
                "push.json": #"{"aps": {"alert": {"subtitle": "Inbox", "subtitle-loc-key": "inbox", "loc-key": "new"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:41"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";\#n"inbox" = "Inbox";"#,
                "push.json": #"{"aps": {"alert": {"subtitle-loc-key": "inbox", "loc-key": "new"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
        ]
    )
}
