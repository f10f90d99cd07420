import Diagnostics

extension RuleDescription {
    /// `literal-percent`: a % in development-language prose that only parses as a specifier by accident.
    public static let literalPercent = RuleDescription(
        id: RuleID.literalPercent,
        defaultSeverity: .warning,
        summary: #"A '%' in prose that String(format:) would misread"#,
        help: #"In a development string ("100% guaranteed" reads '% g'), or in a translation whose source has no '%' ("Batterie (%)"): the device shows it as written unless the app formats the string; then write %%."#,
        examples: RuleExamples(
            correct: #""promise" = "100%% guaranteed";"#,
            incorrect: #""promise" = "100% guaranteed";"#
        )
    )
}
