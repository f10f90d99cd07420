import PushlocCatalog
import PushlocChecks
import PushlocChecking
import PushlocDiagnostics
import PushlocFormats
import Foundation
import PushlocStringsFile
import PushlocTestSupport
import Testing
import PushlocRules

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
            ReportFixtures.finding(RuleDescription.argumentExtra.id, file: file, line: 3, column: 16, key: "A"),
            ReportFixtures.finding(RuleDescription.emptyValue.id, .warning, file: file, line: 6, key: "C"),
            ReportFixtures.finding(RuleDescription.emptyValue.id, .warning, file: file, line: 8, key: "D"),
            ReportFixtures.finding(RuleDescription.syntax.id, file: file, line: 10),
            ReportFixtures.finding(RuleDescription.invalidSpecifier.id, file: file, line: 10, key: "E"),
        ]
        let result = suppressions.apply(to: findings)
        #expect(result.map(\.rule) == [RuleDescription.emptyValue.id, RuleDescription.syntax.id, RuleDescription.unusedSuppression.id])
        #expect(result[0].key == "D")
        let unused = result[2]
        #expect(unused.severity == .warning)
        #expect(unused.location == SourceLocation(file: file, line: 4, column: 1))
        #expect(unused.message.contains("'type-mismatch'"))
    }

    @Test func otherFilesAndTextWithoutDirectivesAreUntouched() {
        #expect(SuppressionScanner.directives(in: "\"A\" = \"pushloc\";", file: file).isEmpty)
        let suppressions = Suppressions(directives: SuppressionScanner.directives(in: text, file: file))
        let elsewhere = ReportFixtures.finding(RuleDescription.argumentExtra.id, file: "Other/fr.lproj/L.strings", line: 3)
        #expect(suppressions.apply(to: [elsewhere]).filter { $0.rule != RuleDescription.unusedSuppression.id } == [elsewhere])
    }

    /// The directives come from the parsed document, so they are the same in every encoding the
    /// `.strings` reader decodes, with LF or CR LF line breaks.
    @Test(arguments: StringsEncoding.allCases, [false, true])
    func directivesAreReadInEveryEncoding(encoding: StringsEncoding, crlf: Bool) {
        let expected = SuppressionScanner.directives(in: text, file: file)
        let lines = crlf ? text.replacingOccurrences(of: "\n", with: "\r\n") : text
        let bytes = encoding.byteOrderMark + Self.encode(lines, as: encoding)
        let document = TableFormats.format(forPath: file).map { $0.read(bytes, path: file) }
        let found = document.map(SuppressionScanner.directives(in:)) ?? []
        #expect(found == expected)
        #expect(found.count == 4)
    }

    /// A UTF-8 file without a byte order mark; a UTF-8 file with one is among the encodings above.
    @Test func aFileWithoutByteOrderMarkIsUTF8() {
        let document = StringsParser.parse(Array(text.utf8), path: file)
        #expect(document.encoding == .utf8 && !document.hasByteOrderMark)
        #expect(SuppressionScanner.directives(in: document) == SuppressionScanner.directives(in: text, file: file))
    }

    /// A directive apart from any entry (after a blank line, after the last entry, inside an entry) is
    /// seen; an open `disable` runs to the last line that holds anything.
    @Test func directivesApartFromEntriesAreSeen() {
        let text = """
        "A" = "a"; // pushloc:disable:next empty-value

        /* pushloc:disable argument-extra */

        "B" /* pushloc:disable:next type-mismatch */ =
          "b"
          ;
        "C" = "c";
        /* pushloc:disable:next all */


        """
        let ranges = SuppressionScanner.directives(in: text, file: file)
            .map { "\($0.location.line):\($0.location.column) \($0.rules.sorted()) \($0.firstLine)-\($0.lastLine)" }
        #expect(ranges == [
            "1:12 [\"empty-value\"] 5-7",
            "3:1 [\"argument-extra\"] 3-9",
            "5:5 [\"type-mismatch\"] 5-7",
            "9:1 [\"all\"] 10-10",
        ])
    }

    /// Text in the encoding's code units, without a byte order mark.
    static func encode(_ text: String, as encoding: StringsEncoding) -> [UInt8] {
        switch encoding {
        case .utf8: Array(text.utf8)
        case .utf16LittleEndian: text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case .utf16BigEndian: text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case .utf32LittleEndian: text.unicodeScalars.flatMap { scalar in (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> (8 * $0)) } }
        case .utf32BigEndian: text.unicodeScalars.flatMap { scalar in (0..<4).reversed().map { UInt8(truncatingIfNeeded: scalar.value >> (8 * $0)) } }
        }
    }
}

/// In a String Catalog, a directive in a key's `comment` spares that key's findings in the catalog.
@Suite struct CatalogSuppressionTests {
    let file = "App/Localizable.xcstrings"
    let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "A" : {
          "comment" : "Shown on the lock screen.\npushloc:disable:next argument-extra, type-mismatch",
          "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "%@ %@" } } }
        },
        "B" : { "comment" : "pushloc:disable" },
        "C" : { "comment" : "not a pushloc: directive" }
      },
      "version" : "1.0"
    }
    """#

    var directives: [SuppressionDirective] {
        SuppressionScanner.directives(in: StringCatalogFormat().read(Array(catalog.utf8), path: file))
    }

    @Test func commentsNameTheirKeys() {
        #expect(directives.map { "\($0.location.line) \($0.key ?? "-") \($0.rules.sorted())" } == [
            "4 A [\"argument-extra\", \"type-mismatch\"]",
            "8 B [\"all\"]",
        ])
    }

    @Test func aKeysFindingsAreSparedAndUnusedOnesReported() {
        let findings = [
            ReportFixtures.finding(RuleDescription.argumentExtra.id, file: file, line: 6, key: "A"),
            ReportFixtures.finding(RuleDescription.argumentExtra.id, file: file, line: 9, key: "C"),
            ReportFixtures.finding(RuleDescription.argumentExtra.id, file: "App/fr.lproj/Other.strings", line: 6, key: "A"),
            ReportFixtures.finding(RuleDescription.emptyValue.id, .warning, file: file, line: 8, key: "B"),
            ReportFixtures.finding(RuleDescription.syntax.id, file: file, line: 8, key: "B"),
        ]
        let result = Suppressions(directives: directives).apply(to: findings)
        #expect(result.map { "\($0.rule) \($0.key ?? "-")" } == [
            "argument-extra C", "argument-extra A", "syntax B", "unused-suppression -",
        ])
        #expect(result.last?.message.contains("'type-mismatch'") == true)
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
        let project = try BundleLoader.loadProject(paths: [folder.root.path], workingDirectory: folder.root.path)
        #expect(project.tableFiles.map(\.path).sorted() == ["App/en.lproj/Localizable.strings", "App/fr.lproj/Localizable.strings"])
        let found = Suppressions(documents: project.tableFiles)
        #expect(found.directives.map { "\($0.location.file):\($0.location.line)" } == ["App/fr.lproj/Localizable.strings:1"])
    }
}
