import Diagnostics

extension RuleDescription {
    /// `devtodev-attachment-type`: attachment.type missing or not image, audio or video.
    public static let devtodevAttachmentType = RuleDescription(
        id: "devtodev-attachment-type",
        defaultSeverity: .error,
        summary: #"attachment.type missing or not image, audio or video"#,
        help: #"Give one of image, audio, video."#,
        examples: RuleExamples(
            correct: #""attachment": {"type": "image", "url": "https://..."}"#,
            incorrect: #""attachment": {"type": "gif", "url": "https://..."}"#
        )
    )
}
