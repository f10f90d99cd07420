import Diagnostics

extension RuleDescription {
    /// `missing-key`: keys of the development language missing from a translation.
    public static let missingKey = RuleDescription(
        id: RuleID.missingKey,
        defaultSeverity: .warning,
        summary: #"Keys of the development language missing from a translation"#,
        help: #"The device falls back to the development language; translate them. A key whose text has no letters outside its format specifiers ("%@", "%lld. ") reads the same in every language and is never missing."#,
        examples: RuleExamples(
            correct: #"""
            en: "title" = "Inbox";
            fr: "title" = "Boîte de réception";
            """#,
            incorrect: #"""
            en: "title" = "Inbox";
            fr: (no "title")
            """#
        )
    )
}
