import Foundation
import PushlocTestSupport
import Testing

/// `--only-rule` runs only the checks of the chosen rules, and reports what a full check reports of them.
@Suite struct OnlyRuleRunTests {
    /// The findings of `pushloc check . --format json` plus `arguments`, and the summary's error and warning counts.
    private func check(_ root: URL, _ arguments: [String] = []) throws -> (findings: [NSDictionary], errors: Int, warnings: Int) {
        let run = try PushlocProcess.run(["check", ".", "--format", "json"] + arguments, in: root)
        let object = try JSONSerialization.jsonObject(with: run.standardOutput) as? NSDictionary
        let summary = object?["summary"] as? NSDictionary
        return (object?["diagnostics"] as? [NSDictionary] ?? [], summary?["errors"] as? Int ?? -1, summary?["warnings"] as? Int ?? -1)
    }

    @Test func aSubsetReportsWhatTheFullCheckReportsOfIt() throws {
        let app = try RealAppFixture()
        let full = try check(app.folder.root)
        #expect(full.findings.count > 8)
        for rule in ["type-mismatch", "argument-extra", "argument-missing", "missing-key", "mixed-positional",
                     "stringsdict-format-key", "duplicate-localization"] {
            let only = try check(app.folder.root, ["--only-rule", rule])
            // `syntax` is always reported.
            let wanted = full.findings.filter { [rule, "syntax"].contains($0["rule"] as? String) }
            #expect(!wanted.isEmpty && wanted.contains { $0["rule"] as? String == rule }, "the fixture has no \(rule) finding")
            #expect(only.findings == wanted, "\(rule)")
            #expect(only.errors == wanted.count { $0["severity"] as? String == "error" }, "\(rule)")
            #expect(only.warnings == wanted.count { $0["severity"] as? String == "warning" }, "\(rule)")
        }
    }
}
