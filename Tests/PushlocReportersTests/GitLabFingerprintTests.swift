import PushlocTestSupport
import PushlocChecks
import PushlocReporters
import PushlocDiagnostics
import PushlocJSON
import Testing
import PushlocRules

/// GitLab tracks a finding by its fingerprint: it must stay the same while the message's counts change.
@Suite struct GitLabFingerprintTests {
    /// The fingerprints of `findings`, in report order.
    static func fingerprints(_ findings: [Diagnostic]) throws -> [String] {
        let report = CheckReport(diagnostics: findings, files: 1, languages: 1, entries: 1)
        let (document, _) = JSONParser.parse(GitLabFormat().render(report), path: "gl.json")
        let issues = try #require(document?.root.arrayValue)
        return issues.compactMap { $0.objectValue?["fingerprint"]?.stringValue }
    }

    @Test func countsInTheMessageDoNotChangeIt() throws {
        let before = try Self.fingerprints([ReportFixtures.finding(RuleDescription.missingKey.id, key: nil, message: "678 of 681 keys are missing")])
        let after = try Self.fingerprints([ReportFixtures.finding(RuleDescription.missingKey.id, key: nil, message: "3 of 681 keys are missing")])
        #expect(before.count == 1 && before == after)
    }

    @Test func anotherKeyIsAnotherFinding() throws {
        let one = try Self.fingerprints([ReportFixtures.finding(RuleDescription.argumentExtra.id, key: "A")])
        let other = try Self.fingerprints([ReportFixtures.finding(RuleDescription.argumentExtra.id, key: "B")])
        #expect(one.count == 1 && one != other)
    }

    @Test func findingsThatShareRuleFileAndKeyStayDistinct() throws {
        let both = try Self.fingerprints([
            ReportFixtures.finding(RuleDescription.syntax.id, line: 2, key: nil, message: "a"),
            ReportFixtures.finding(RuleDescription.syntax.id, line: 9, key: nil, message: "b"),
        ])
        #expect(both.count == 2 && Set(both).count == 2)
    }
}
