import Diagnostics

extension RuleDescription {
    /// `conflicting-types`: one position read with two types.
    public static let conflictingTypes = RuleDescription(
        id: "conflicting-types",
        defaultSeverity: .error,
        summary: #"One position read with two types"#,
        help: #"Use one specifier type per argument."#,
        examples: RuleExamples(
            correct: #""count" = "%1$d of %1$d";"#,
            incorrect: #""count" = "%1$d of %1$@";"#
        )
    )
}
