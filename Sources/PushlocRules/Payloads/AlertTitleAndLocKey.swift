import PushlocDiagnostics

extension RuleDescription {
    /// `alert-title-and-loc-key`: a plain title and a title-loc-key.
    public static let alertTitleAndLocKey = RuleDescription(
        id: "alert-title-and-loc-key",
        defaultSeverity: .warning,
        summary: #"A plain title and a title-loc-key"#,
        help: #"The device shows the plain title; remove one."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";\#n"shop" = "Shop";"#,
                "push.json": #"{"aps": {"alert": {"title": "Shop", "title-loc-key": "shop", "loc-key": "new"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."], at: "push.json:1:37"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";\#n"shop" = "Shop";"#,
                "push.json": #"{"aps": {"alert": {"title-loc-key": "shop", "loc-key": "new"}}}"#,
            ], arguments: ["payloads", "push.json", "--localizations", "."]),
        ]
    )
}
