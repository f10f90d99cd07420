import Diagnostics

extension RuleDescription {
    /// `devtodev-token-overrides`: a targeting object with a token and another identifier.
    public static let devtodevTokenOverrides = RuleDescription(
        id: "devtodev-token-overrides",
        defaultSeverity: .warning,
        summary: #"A targeting object with a token and another identifier"#,
        help: #"devtodev uses the token and ignores the others; keep one."#,
        examples: RuleExamples(
            correct: #"{"token": "ab12"}"#,
            incorrect: #"{"token": "ab12", "userId": "u1"}"#
        )
    )
}
