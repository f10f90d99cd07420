import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-attachment-url`: attachment.url missing or not an https URL.
    public static let devtodevAttachmentUrl = RuleDescription(
        id: "devtodev-attachment-url",
        defaultSeverity: .error,
        summary: #"attachment.url missing or not an https URL"#,
        help: #"iOS downloads attachments over https only."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new", "attachment": {"type": "image", "url": "http://example.com/a.png"}}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:71"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new", "attachment": {"type": "image", "url": "https://example.com/a.png"}}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
