import Catalog
import Diagnostics

extension RuleDescription {
    /// `duplicate-table`: one table of one language both in a .strings/.stringsdict file and in a String Catalog.
    public static let duplicateTable = RuleDescription(
        id: CatalogLoader.Rule.duplicateTable,
        defaultSeverity: .warning,
        summary: #"One table of one language both in a .strings/.stringsdict file and in a String Catalog"#,
        help: #"Xcode builds only one of them into the app; keep the table in one place."#,
        examples: RuleExamples(
            correct: #"Localizable.xcstrings alone"#,
            incorrect: #"Localizable.xcstrings and fr.lproj/Localizable.strings"#
        )
    )
}
