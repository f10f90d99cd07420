import Diagnostics

extension RuleDescription {
    /// `button-template-invalid`: a button template without id, name, description or buttons, or with a value of the wrong type.
    public static let buttonTemplateInvalid = RuleDescription(
        id: "button-template-invalid",
        defaultSeverity: .error,
        summary: #"A button template without id, name, description or buttons, or with a value of the wrong type"#,
        help: #"Each button is {id, label, opensApp}."#,
        examples: RuleExamples(
            correct: #"{"id": "t", "name": "T", "description": "", "buttons": [{"id": "yes", "label": "Yes", "opensApp": true}]}"#,
            incorrect: #"{"id": "t", "buttons": "yes"}"#
        )
    )
}
