import Diagnostics

extension RuleDescription {
    /// `mixed-positional`: numbered and unnumbered specifiers in one string.
    public static let mixedPositional = RuleDescription(
        id: RuleID.mixedPositional,
        defaultSeverity: .error,
        summary: #"Numbered and unnumbered specifiers in one string"#,
        help: #"String(format:) reads the arguments inconsistently; number every specifier (%1$@) or none."#,
        examples: RuleExamples(
            correct: #""from" = "%1$@ to %2$@";"#,
            incorrect: #""from" = "%1$@ to %@";"#
        )
    )
}
