import Diagnostics

extension RuleDescription {
    /// `devtodev-unknown-button`: a button id the template does not have.
    public static let devtodevUnknownButton = RuleDescription(
        id: "devtodev-unknown-button",
        defaultSeverity: .error,
        summary: #"A button id the template does not have"#,
        help: #"Use the template's button ids."#,
        examples: RuleExamples(
            correct: #""buttons": [{"id": "yes"}]"#,
            incorrect: #""buttons": [{"id": "maybe"}]"#
        )
    )
}
