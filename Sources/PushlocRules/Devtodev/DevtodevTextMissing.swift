import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-text-missing`: a visible message without text or loc-key.
    public static let devtodevTextMissing = RuleDescription(
        id: "devtodev-text-missing",
        defaultSeverity: .error,
        summary: #"A visible message without text or loc-key"#,
        help: #"The device has nothing to show; add text or a loc-key."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"title": "Shop"}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:13"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"title": "Shop", "loc-key": "new"}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
