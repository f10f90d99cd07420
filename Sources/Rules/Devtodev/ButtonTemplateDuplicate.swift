import Diagnostics

extension RuleDescription {
    /// `button-template-duplicate`: two templates with one id, or one button id twice in a template.
    public static let buttonTemplateDuplicate = RuleDescription(
        id: "button-template-duplicate",
        defaultSeverity: .error,
        summary: #"Two templates with one id, or one button id twice in a template"#,
        help: #"Ids must be unique."#,
        examples: RuleExamples(
            correct: #"two templates t1 and t2"#,
            incorrect: #"two templates both named t1"#
        )
    )
}
