import Diagnostics

extension RuleDescription {
    /// `label-format`: a format specifier in a button label.
    public static let labelFormat = RuleDescription(
        id: "label-format",
        defaultSeverity: .error,
        summary: #"A format specifier in a button label"#,
        help: #"Labels are shown as they are; remove the specifier."#,
        examples: RuleExamples(
            correct: #""open" = "Open";"#,
            incorrect: #""open" = "Open %@";"#
        )
    )
}
