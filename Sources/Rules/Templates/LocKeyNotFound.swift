import Diagnostics
import Payloads

extension RuleDescription {
    /// `loc-key-not-found`: a loc key a language's table lacks.
    public static let locKeyNotFound = RuleDescription(
        id: PayloadRule.locKeyNotFound,
        defaultSeverity: .warning,
        summary: #"A loc key a language's table lacks"#,
        help: #"The device shows the key itself; translate it."#,
        examples: RuleExamples(
            correct: #"fr: "NEW_MESSAGE" = "Nouveau message";"#,
            incorrect: #"fr: no NEW_MESSAGE"#
        )
    )
}
