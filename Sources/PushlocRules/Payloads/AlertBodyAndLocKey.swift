import PushlocDiagnostics

extension RuleDescription {
    /// `alert-body-and-loc-key`: a plain body and a loc-key.
    public static let alertBodyAndLocKey = RuleDescription(
        id: "alert-body-and-loc-key",
        defaultSeverity: .warning,
        summary: #"A plain body and a loc-key"#,
        help: #"The device shows the plain body; remove one."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"body": "New message", "loc-key": "new"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:43"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "push.json": #"{"aps": {"alert": {"loc-key": "new"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
        ]
    )
}
