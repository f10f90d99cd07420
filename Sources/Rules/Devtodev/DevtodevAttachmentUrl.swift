import Diagnostics

extension RuleDescription {
    /// `devtodev-attachment-url`: attachment.url missing or not an https URL.
    public static let devtodevAttachmentUrl = RuleDescription(
        id: "devtodev-attachment-url",
        defaultSeverity: .error,
        summary: #"attachment.url missing or not an https URL"#,
        help: #"iOS downloads attachments over https only."#,
        examples: RuleExamples(
            correct: #""url": "https://example.com/a.png""#,
            incorrect: #""url": "http://example.com/a.png""#
        )
    )
}
