import Diagnostics

extension RuleDescription {
    /// `devtodev-duplicate-button`: the same button id twice in interactive.buttons.
    public static let devtodevDuplicateButton = RuleDescription(
        id: "devtodev-duplicate-button",
        defaultSeverity: .warning,
        summary: #"The same button id twice in interactive.buttons"#,
        help: #"The last one wins; remove the other."#,
        examples: RuleExamples(
            correct: #""buttons": [{"id": "yes"}, {"id": "no"}]"#,
            incorrect: #""buttons": [{"id": "yes"}, {"id": "yes"}]"#
        )
    )
}
