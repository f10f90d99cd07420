import PushlocTestSupport
import PushlocChecks
import PushlocReporters
import PushlocChecking
import PushlocDiagnostics
import Foundation
import Testing
import PushlocRules

@Suite struct SeverityOverrideTests {
    @Test func offDropsAndSeveritiesChange() {
        let off: Severity? = nil
        let overrides = SeverityOverrides([RuleDescription.emptyValue.id: Severity.error, RuleDescription.missingKey.id: off, RuleDescription.syntax.id: off])
        let result = overrides.apply(to: [
            ReportFixtures.finding(RuleDescription.emptyValue.id, .warning), ReportFixtures.finding(RuleDescription.missingKey.id, .warning),
            ReportFixtures.finding(RuleDescription.syntax.id), ReportFixtures.finding(RuleDescription.argumentExtra.id),
        ])
        #expect(result.map(\.rule) == [RuleDescription.emptyValue.id, RuleDescription.syntax.id, RuleDescription.argumentExtra.id])
        #expect(result.map(\.severity) == [.error, .error, .error])
    }
}

@Suite struct BaselineTests {
    /// Source lines from a dictionary instead of the disk.
    static func identity(_ files: [String: [String]]) -> BaselineIdentity {
        BaselineIdentity(relativePath: BaselineIdentity.bundleRelative, sourceLine: { file, line in
            guard let lines = files[file], line >= 1, line <= lines.count else { return nil }
            return lines[line - 1]
        })
    }

    @Test func roundTripReportsOnlyTheNewFinding() throws {
        let file = "App/fr.lproj/Localizable.strings"
        let before = [#""A" = "%@ %@ %@";"#, #""B" = "";"#]
        let old = [ReportFixtures.finding(RuleDescription.argumentExtra.id, file: file, line: 1, key: "A"),
                   ReportFixtures.finding(RuleDescription.emptyValue.id, .warning, file: file, line: 2, key: "B")]
        let written = Baseline(diagnostics: old, identity: Self.identity([file: before])).serialized()

        // Two lines added above, and one new defect.
        let after = ["/* new */", #""Z" = "z";"#, #""A" = "%@ %@ %@";"#, #""B" = "";"#, #""C" = "%@ %d";"#]
        let now = [ReportFixtures.finding(RuleDescription.argumentExtra.id, file: file, line: 3, key: "A"),
                   ReportFixtures.finding(RuleDescription.emptyValue.id, .warning, file: file, line: 4, key: "B"),
                   ReportFixtures.finding(RuleDescription.argumentExtra.id, file: file, line: 5, key: "C")]
        let (baseline, problems) = Baseline.parse(written, path: "baseline.json")
        #expect(problems.isEmpty)
        let parsed = try #require(baseline)
        let fresh = parsed.newFindings(in: now, identity: Self.identity([file: after]))
        #expect(fresh.map(\.key) == ["C"])
        let report = FindingPipeline(baseline: parsed, identity: Self.identity([file: after]))
            .apply(to: CheckReport(diagnostics: now, files: 1, languages: 1, entries: 4))
        #expect(report.exitCode(strict: false) == 1)
        #expect(report.summary.errors == 1 && report.summary.warnings == 0)
    }

    @Test func fileIsSortedOneFindingPerLineAndStable() {
        let identity = Self.identity([:])
        let findings = [ReportFixtures.finding("b-rule", key: "2"), ReportFixtures.finding("a-rule", key: "1")]
        let text = Baseline(diagnostics: findings, identity: identity).serialized()
        #expect(text == Baseline(diagnostics: findings.reversed(), identity: identity).serialized())
        let lines = text.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[1].hasPrefix(#"{"rule":"a-rule","file":"fr.lproj/Localizable.strings""#))
        #expect(Baseline(entries: []).serialized() == "{\"version\":1,\"findings\":[]}\n")
    }

    @Test func movingTheBundleKeepsIdentity() {
        #expect(BaselineIdentity.bundleRelative("Old/Place/de.lproj/A.strings") == "de.lproj/A.strings")
        #expect(BaselineIdentity.bundleRelative("templates/t.json") == "templates/t.json")
    }

    @Test func aFindingRecordedOnceHidesOnlyOne() {
        let identity = Self.identity([:])
        let one = ReportFixtures.finding(RuleDescription.duplicateKey.id)
        let baseline = Baseline(diagnostics: [one], identity: identity)
        #expect(baseline.newFindings(in: [one, one], identity: identity).count == 1)
    }

    @Test(arguments: [
        ("{", 1, 2),
        ("{\"version\":1}", 1, 1),
        ("{\"version\":1,\"findings\":[\n{\"rule\":1}]}", 2, 1),
    ])
    func malformedBaselineIsLocated(text: String, line: Int, column: Int) {
        let (baseline, problems) = Baseline.parse(text, path: "b.json")
        #expect(baseline == nil)
        #expect(problems.first?.location == SourceLocation(file: "b.json", line: line, column: column))
    }
}

/// The bundle lines add up to what is finally reported: after the adoption passes, each bundle's
/// errors and warnings are counted again from the findings that are left.
@Suite struct BundleCountTests {
    private static let bundles = [
        BundleSummary(path: "App", base: "en", languages: 2, files: 2, entries: 2, errors: 9, warnings: 9),
        BundleSummary(path: "App/Settings.bundle", base: "en", languages: 2, files: 2, entries: 2, errors: 9, warnings: 9),
        BundleSummary(path: "AppClip", base: "en", languages: 2, files: 2, entries: 2, errors: 9, warnings: 9),
    ]

    @Test func eachFindingCountsForTheInnermostBundleThatHoldsIt() {
        let findings = [
            ReportFixtures.finding(RuleDescription.argumentExtra.id, file: "App/fr.lproj/Localizable.strings"),
            ReportFixtures.finding(RuleDescription.emptyValue.id, .warning, file: "App/Settings.bundle/fr.lproj/Root.strings"),
            ReportFixtures.finding(RuleDescription.argumentExtra.id, file: "App/Settings.bundle/de.lproj/Root.strings", line: 2),
            ReportFixtures.finding(RuleDescription.argumentExtra.id, file: "AppClip/fr.lproj/Localizable.strings"),
            ReportFixtures.finding(RuleDescription.argumentExtra.id, file: "templates/notifications/a.json"),
        ]
        let report = FindingPipeline(identity: BaselineTests.identity([:]))
            .apply(to: CheckReport(diagnostics: findings, files: 6, languages: 2, entries: 6, bundles: Self.bundles))
        #expect(report.summary.bundles.map(\.errors) == [1, 1, 1])
        #expect(report.summary.bundles.map(\.warnings) == [0, 1, 0])
        #expect(report.summary.errors == 4)
    }

    @Test func aBaselineThatHidesEveryFindingLeavesNoBundleWithErrors() throws {
        let file = "App/fr.lproj/Localizable.strings"
        let findings = [ReportFixtures.finding(RuleDescription.argumentExtra.id, file: file, line: 1, key: "A")]
        let identity = BaselineTests.identity([file: [#""A" = "%@ %@";"#]])
        let (baseline, _) = Baseline.parse(Baseline(diagnostics: findings, identity: identity).serialized(), path: "b.json")
        let parsed = try #require(baseline)
        let report = FindingPipeline(baseline: parsed, identity: identity)
            .apply(to: CheckReport(diagnostics: findings, files: 2, languages: 2, entries: 2, bundles: Self.bundles))
        #expect(report.summary.errors == 0)
        #expect(report.summary.bundles.allSatisfy { $0.errors == 0 && $0.warnings == 0 })
        #expect(TextFormat.bundleLines(report.summary.bundles).contains("bundle App (en): 2 languages, 2 files, 2 entries: 0 errors, 0 warnings"))
    }
}
