import Diagnostics

extension RuleDescription {
    /// `unknown-localization`: an .lproj folder whose name is not a language.
    public static let unknownLocalization = RuleDescription(
        id: "unknown-localization",
        defaultSeverity: .warning,
        summary: #"An .lproj folder whose name is not a language"#,
        help: #"The device never picks it; rename it to a language tag (fr, pt-BR, zh-Hans)."#,
        examples: RuleExamples(
            correct: #"fr.lproj"#,
            incorrect: #"french.lproj"#
        )
    )
}
