import Diagnostics

extension RuleDescription {
    /// `push-specifier`: a specifier other than %@, %n$@ or %% in a push string.
    public static let pushSpecifier = RuleDescription(
        id: "push-specifier",
        defaultSeverity: .error,
        summary: #"A specifier other than %@, %n$@ or %% in a push string"#,
        help: #"APNs loc-args are strings; use %@."#,
        examples: RuleExamples(
            correct: #""NEW_MESSAGES" = "%@ new messages";"#,
            incorrect: #""NEW_MESSAGES" = "%d new messages";"#
        )
    )
}
