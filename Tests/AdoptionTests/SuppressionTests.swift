import Catalog
import Checks
import Diagnostics
import Foundation
import TestSupport
import Testing

@Suite struct SuppressionTests {
    let file = "App/fr.lproj/Localizable.strings"
    let text = """
    /* pushloc:disable:next argument-extra */
    "A" =
      "%@ et %@ et %@";
    // pushloc:disable empty-value type-mismatch
    "B" = "/* not a comment */";
    "C" = "";
    // pushloc:enable empty-value
    "D" = "";
    /* pushloc:disable:next all */
    "E" = "%d";
    """

    @Test func directivesCoverTheirLines() {
        let directives = SuppressionScanner.directives(in: text, file: file)
        let ranges = directives.map { "\($0.location.line):\($0.location.column) \($0.rules.sorted()) \($0.firstLine)-\($0.lastLine)" }
        #expect(ranges == [
            "1:1 [\"argument-extra\"] 2-3",
            "4:1 [\"empty-value\"] 4-7",
            "4:1 [\"type-mismatch\"] 4-10",
            "9:1 [\"all\"] 10-10",
        ])
    }

    @Test func suppressedFindingsGoAndUnusedOnesAreReported() {
        let suppressions = Suppressions(directives: SuppressionScanner.directives(in: text, file: file))
        let findings = [
            Fixtures.finding(RuleID.argumentExtra, file: file, line: 3, column: 16, key: "A"),
            Fixtures.finding(RuleID.emptyValue, .warning, file: file, line: 6, key: "C"),
            Fixtures.finding(RuleID.emptyValue, .warning, file: file, line: 8, key: "D"),
            Fixtures.finding(RuleID.syntax, file: file, line: 10),
            Fixtures.finding(RuleID.invalidSpecifier, file: file, line: 10, key: "E"),
        ]
        let result = suppressions.apply(to: findings)
        #expect(result.map(\.rule) == [RuleID.emptyValue, RuleID.syntax, CheckRule.unusedSuppression])
        #expect(result[0].key == "D")
        let unused = result[2]
        #expect(unused.severity == .warning)
        #expect(unused.location == SourceLocation(file: file, line: 4, column: 1))
        #expect(unused.message.contains("'type-mismatch'"))
    }

    @Test func otherFilesAndTextWithoutDirectivesAreUntouched() {
        #expect(SuppressionScanner.directives(in: "\"A\" = \"pushloc\";", file: file).isEmpty)
        let suppressions = Suppressions(directives: SuppressionScanner.directives(in: text, file: file))
        let elsewhere = Fixtures.finding(RuleID.argumentExtra, file: "Other/fr.lproj/L.strings", line: 3)
        #expect(suppressions.apply(to: [elsewhere]).filter { $0.rule != CheckRule.unusedSuppression } == [elsewhere])
    }

    /// Files are searched for `pushloc:` 64 KB at a time: a directive whose marker straddles two reads is
    /// found, in UTF-8 and in UTF-16, and a large file without one yields none.
    @Test(arguments: [false, true])
    func aMarkerAcrossTwoReadsIsFound(utf16: Bool) throws {
        let folder = try TemporaryFolder()
        let directive = "/* pushloc:disable:next empty-value */\n\"C\" = \"\";\n"
        let unit = utf16 ? 2 : 1
        // The marker starts 3 characters before the sixteenth read ends.
        let lead = (1 << 20) / unit - 3 - "/* ".count
        let padding = "/*" + String(repeating: "x", count: lead - 5) + "*/\n"
        func bytes(_ text: String) -> [UInt8] {
            utf16 ? [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } : Array(text.utf8)
        }
        try folder.write("A/fr.lproj/Localizable.strings", bytes: bytes(padding + directive))
        try folder.write("A/de.lproj/Localizable.strings", bytes: bytes(padding + padding))
        let found = Suppressions.scan(paths: ["A"], workingDirectory: folder.root.path)
        #expect(found.directives.map { "\($0.location.file):\($0.location.line) \($0.rules.sorted())" } == ["A/fr.lproj/Localizable.strings:2 [\"empty-value\"]"])
    }
}

/// A check reads suppression comments from the files it checked, and only from those: a folder the
/// discovery skips (build output, `Pods`) is neither listed nor read, so its comments cannot raise
/// `unused-suppression` warnings about files that were never checked.
@Suite struct SuppressionFileListTests {
    @Test func onlyTheCheckedFilesAreScanned() throws {
        let folder = try TemporaryFolder()
        let directive = "/* pushloc:disable:next empty-value */\n\"C\" = \"\";\n"
        try folder.write("App/en.lproj/Localizable.strings", "\"C\" = \"c\";\n")
        try folder.write("App/fr.lproj/Localizable.strings", directive)
        try folder.write("Pods/Lib/fr.lproj/Localizable.strings", directive)
        try folder.write(".build/checkouts/Dep/fr.lproj/Localizable.strings", directive)
        let project = try CatalogLoader.loadProject(paths: [folder.root.path], workingDirectory: folder.root.path)
        #expect(project.stringsFilePaths.sorted() == ["App/en.lproj/Localizable.strings", "App/fr.lproj/Localizable.strings"])
        let found = Suppressions.scan(files: project.stringsFilePaths, workingDirectory: folder.root.path)
        #expect(found.directives.map { "\($0.location.file):\($0.location.line)" } == ["App/fr.lproj/Localizable.strings:1"])
    }
}
