import Diagnostics

extension RuleDescription {
    /// `type-mismatch`: an argument read with another type than in the development string (a warning when only the size differs, %d against %ld).
    public static let typeMismatch = RuleDescription(
        id: RuleID.typeMismatch,
        defaultSeverity: .error,
        summary: #"An argument read with another type than in the development string (a warning when only the size differs, %d against %ld)"#,
        help: #"Use the development string's specifier (%@ vs %d); a size-only difference is a warning."#,
        examples: RuleExamples(
            correct: #"""
            en: "items" = "%d items";
            fr: "items" = "%d articles";
            """#,
            incorrect: #"""
            en: "items" = "%d items";
            fr: "items" = "%@ articles";
            """#
        )
    )
}
