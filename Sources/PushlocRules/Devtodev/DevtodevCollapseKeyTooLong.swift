import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-collapse-key-too-long`: collapse_key longer than 64 bytes.
    public static let devtodevCollapseKeyTooLong = RuleDescription(
        id: "devtodev-collapse-key-too-long",
        defaultSeverity: .error,
        summary: #"collapse_key longer than 64 bytes"#,
        help: #"Shorten it."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new"}, "options": {"collapse_key": "order-shipped-2026-11-27-customer-8f3c2a91-4b7e-4d0a-9c1f-6e5d4b3a2f10"}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:61"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new"}, "options": {"collapse_key": "order-shipped-8f3c2a91"}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
