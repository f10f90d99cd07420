import Diagnostics

extension RuleDescription {
    /// `literal-percent`: a % in development-language prose that only parses as a specifier by accident.
    public static let literalPercent = RuleDescription(
        id: RuleID.literalPercent,
        defaultSeverity: .warning,
        summary: #"A % in development-language prose that only parses as a specifier by accident"#,
        help: #"'100% guaranteed' reads as '100% g' plus 'uaranteed' to String(format:); write %% when the string is formatted, or keep the text free of format calls."#,
        examples: RuleExamples(
            correct: #""promise" = "100%% guaranteed";"#,
            incorrect: #""promise" = "100% guaranteed";"#
        )
    )
}
