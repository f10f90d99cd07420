import Diagnostics

extension RuleDescription {
    /// `duplicate-table`: one table of one language both in a .strings/.stringsdict file and in a String Catalog.
    public static let duplicateTable = RuleDescription(
        id: "duplicate-table",
        defaultSeverity: .error,
        summary: #"One table of one language both in a .strings/.stringsdict file and in a String Catalog"#,
        help: #"Xcode's build stops: "Localizable.xcstrings cannot co-exist with other .strings or .stringsdict tables with the same name" (swift-build's String Catalog compiler). Migrate the rest into the catalog and delete the other file."#,
        examples: RuleExamples(
            correct: #"Localizable.xcstrings alone"#,
            incorrect: #"Localizable.xcstrings and fr.lproj/Localizable.strings"#
        )
    )
}
