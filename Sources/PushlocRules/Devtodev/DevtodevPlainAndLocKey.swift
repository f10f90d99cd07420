import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-plain-and-loc-key`: a plain text and a loc-key (or title and title-loc-key).
    public static let devtodevPlainAndLocKey = RuleDescription(
        id: "devtodev-plain-and-loc-key",
        defaultSeverity: .warning,
        summary: #"A plain text and a loc-key (or title and title-loc-key)"#,
        help: #"The device shows the plain text; remove one."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"text": "New message", "loc-key": "new"}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:37"),
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";\#n"shop" = "Shop";"#,
                "message.json": #"{"payload": {"title": "Shop", "title-loc-key": "shop", "loc-key": "new"}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:31"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new"}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
