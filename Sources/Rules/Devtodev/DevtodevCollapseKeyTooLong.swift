import Diagnostics

extension RuleDescription {
    /// `devtodev-collapse-key-too-long`: collapse_key longer than 64 bytes.
    public static let devtodevCollapseKeyTooLong = RuleDescription(
        id: "devtodev-collapse-key-too-long",
        defaultSeverity: .error,
        summary: #"collapse_key longer than 64 bytes"#,
        help: #"Shorten it."#,
        examples: RuleExamples(
            correct: #""collapse_key": "order-42""#,
            incorrect: #""collapse_key": (65 bytes or more)"#
        )
    )
}
