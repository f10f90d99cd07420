import Checks
import Checking
import Diagnostics
import Testing

@Suite struct OnlyRuleTests {
    @Test func onlyTheNamedRulesAndSyntaxAreReportedAndCounted() {
        let pipeline = FindingPipeline(onlyRules: [RuleID.emptyValue], identity: BaselineIdentity.onDisk(workingDirectory: "/"))
        let report = pipeline.apply(to: CheckReport(diagnostics: [
            Fixtures.finding(RuleID.emptyValue, .warning, line: 1), Fixtures.finding(RuleID.argumentExtra, line: 2),
            Fixtures.finding(RuleID.syntax, line: 3),
        ], files: 1, languages: 1, entries: 3))
        #expect(report.diagnostics.map(\.rule) == [RuleID.emptyValue, RuleID.syntax])
        #expect(report.summary.errors == 1 && report.summary.warnings == 1)
    }
}
