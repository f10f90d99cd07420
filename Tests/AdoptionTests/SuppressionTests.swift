import Checks
import Diagnostics
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
        #expect(result.map(\.rule) == [RuleID.emptyValue, RuleID.syntax, RuleCatalog.unusedSuppression])
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
        #expect(suppressions.apply(to: [elsewhere]).filter { $0.rule != RuleCatalog.unusedSuppression } == [elsewhere])
    }
}
