import Diagnostics

extension RuleDescription {
    /// `devtodev-size`: a per-locale message whose estimated iOS payload is within 10% of 4096 bytes, or over.
    public static let devtodevSize = RuleDescription(
        id: "devtodev-size",
        defaultSeverity: .warning,
        summary: #"A per-locale message whose estimated iOS payload is within 10% of 4096 bytes, or over"#,
        help: #"Shorten the text or the custom data."#,
        examples: RuleExamples(
            correct: #"an estimated payload of 2,000 bytes"#,
            incorrect: #"an estimated payload of 3,900 bytes"#
        )
    )
}
