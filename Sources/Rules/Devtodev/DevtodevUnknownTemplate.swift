import Diagnostics

extension RuleDescription {
    /// `devtodev-unknown-template`: interactive.template missing or not a button template.
    public static let devtodevUnknownTemplate = RuleDescription(
        id: "devtodev-unknown-template",
        defaultSeverity: .error,
        summary: #"interactive.template missing or not a button template"#,
        help: #"Use the id of a template in templates/devtodev/."#,
        examples: RuleExamples(
            correct: #""template": "dtd_yes.open_no.dismiss""#,
            incorrect: #""template": "yes_no""#
        )
    )
}
