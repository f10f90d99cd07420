import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-unknown-key`: a key devtodev does not define.
    public static let devtodevUnknownKey = RuleDescription(
        id: "devtodev-unknown-key",
        defaultSeverity: .warning,
        summary: #"A key devtodev does not define"#,
        help: #"devtodev ignores it; it is usually a typo (body for text)."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new", "subtitle": "Shop"}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:32"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new", "title": "Shop"}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
