import Diagnostics

extension RuleDescription {
    /// `extra-key`: keys of a translation the development language lacks.
    public static let extraKey = RuleDescription(
        id: RuleID.extraKey,
        defaultSeverity: .warning,
        summary: #"Keys of a translation the development language lacks"#,
        help: #"Usually a renamed or removed key; delete them."#,
        examples: RuleExamples(
            correct: #"""
            en: "title" = "Inbox";
            fr: "title" = "Boîte de réception";
            """#,
            incorrect: #"""
            en: "title" = "Inbox";
            fr: "heading" = "Boîte de réception";
            """#
        )
    )
}
