import PushlocTestSupport
import PushlocChecks
import PushlocChecking
import PushlocDiagnostics
import Testing
import PushlocRules

@Suite struct OnlyRuleTests {
    @Test func onlyTheNamedRulesAndSyntaxAreReportedAndCounted() {
        let pipeline = FindingPipeline(onlyRules: [RuleDescription.emptyValue.id], identity: BaselineIdentity.onDisk(workingDirectory: "/"))
        let report = pipeline.apply(to: CheckReport(diagnostics: [
            ReportFixtures.finding(RuleDescription.emptyValue.id, .warning, line: 1), ReportFixtures.finding(RuleDescription.argumentExtra.id, line: 2),
            ReportFixtures.finding(RuleDescription.syntax.id, line: 3),
        ], files: 1, languages: 1, entries: 3))
        #expect(report.diagnostics.map(\.rule) == [RuleDescription.emptyValue.id, RuleDescription.syntax.id])
        #expect(report.summary.errors == 1 && report.summary.warnings == 1)
    }
}
