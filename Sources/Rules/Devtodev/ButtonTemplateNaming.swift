import Diagnostics

extension RuleDescription {
    /// `button-template-naming`: a template file not named <id>.json, or a key the template format does not define.
    public static let buttonTemplateNaming = RuleDescription(
        id: "button-template-naming",
        defaultSeverity: .warning,
        summary: #"A template file not named <id>.json, or a key the template format does not define"#,
        help: #"Rename the file or remove the key."#,
        examples: RuleExamples(
            correct: #"t1.json with id t1"#,
            incorrect: #"buttons.json with id t1"#
        )
    )
}
