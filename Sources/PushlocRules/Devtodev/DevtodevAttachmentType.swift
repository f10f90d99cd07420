import PushlocDiagnostics

extension RuleDescription {
    /// `devtodev-attachment-type`: attachment.type missing or not image, audio or video.
    public static let devtodevAttachmentType = RuleDescription(
        id: "devtodev-attachment-type",
        defaultSeverity: .error,
        summary: #"attachment.type missing or not image, audio or video"#,
        help: #"Give one of image, audio, video."#,
        examples: [
            .triggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new", "attachment": {"type": "gif", "url": "https://example.com/a.gif"}}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."], at: "message.json:1:55"),
            .nonTriggering([
                "en.lproj/Localizable.strings": #""new" = "New message";"#,
                "message.json": #"{"payload": {"loc-key": "new", "attachment": {"type": "image", "url": "https://example.com/a.gif"}}}"#,
            ], arguments: ["devtodev", "message.json", "--localizations", "."]),
        ]
    )
}
