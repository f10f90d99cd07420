import Diagnostics

extension RuleDescription {
    /// `table-name-case`: two tables whose names differ only in case.
    public static let tableNameCase = RuleDescription(
        id: "table-name-case",
        defaultSeverity: .warning,
        summary: #"Two tables whose names differ only in case"#,
        help: #"The device's file system may be case-sensitive; use one spelling."#,
        examples: RuleExamples(
            correct: #"fr.lproj/InfoPlist.strings"#,
            incorrect: #"fr.lproj/InfoPlist.strings and fr.lproj/infoPlist.strings"#
        )
    )
}
