@_spi(RuleValues) import PushlocDiagnostics
import Foundation
import Testing
@testable import PushlocChecks
@testable import PushlocReporters

/// A grouped `missing-key` finding in every output format.
@Suite struct GroupedOutputTests {
    private let report: CheckReport = {
        let keys = (1...8).map { "KEY_\($0)" }
        let grouped = Diagnostic(
            rule: "missing-key", severity: .warning,
            message: "8 key(s) of App/en.lproj/Localizable.strings are not translated into fr (20% of the table translated): \(CrossLanguageChecks.named(keys)); the device shows the en text for them",
            location: SourceLocation(file: "App/fr.lproj/Localizable.strings", line: 1, column: 1),
            language: "fr", table: "Localizable", keys: keys)
        return CheckReport(
            diagnostics: [grouped], files: 2, languages: 2, entries: 12,
            bundles: [BundleSummary(path: "App", base: "en", languages: 2, files: 2, entries: 12, errors: 0, warnings: 1)],
            coverage: [TranslationCoverage(bundle: "App", language: "fr", translated: 2, missing: 8)])
    }()

    @Test func textNamesTheFirstKeysAndTheRestByCount() {
        let text = TextFormat().render(report)
        #expect(text.contains("'KEY_1', 'KEY_2', 'KEY_3', 'KEY_4', 'KEY_5' and 3 more"))
        #expect(text.contains("bundle App (en): 2 languages, 2 files, 12 entries: 0 errors, 1 warning\n"))
        #expect(text.contains("  App     fr                 2         8       20%\n"), "\(text)")
        #expect(text.hasSuffix("checked 12 entries in 2 files, 2 languages: 0 errors, 1 warning\n"))
    }

    @Test func jsonHasTheCountAndEveryKey() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(JSONFormat().render(report).utf8)) as? [String: Any])
        let first = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        #expect(first["key"] is NSNull)
        #expect(first["count"] as? Int == 8)
        #expect((first["keys"] as? [String])?.count == 8)
        let bundles = try #require((object["summary"] as? [String: Any])?["bundles"] as? [[String: Any]])
        #expect(bundles.first?["path"] as? String == "App")
        #expect(bundles.first?["base"] as? String == "en")
        #expect(bundles.first?["warnings"] as? Int == 1)
        let coverage = try #require(object["coverage"] as? [[String: Any]])
        #expect(coverage.first?["missing"] as? Int == 8)
    }

    @Test func sarifAndGitHubCarryOneResultForTheGroup() throws {
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SARIFFormat().render(report).utf8)) as? [String: Any])
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.count == 1)
        let github = GitHubFormat().render(report).split(separator: "\n")
        #expect(github.count == 1)
        #expect(github.first?.hasPrefix("::warning file=App/fr.lproj/Localizable.strings,line=1,col=1,title=missing-key::8 key(s)") == true)
    }

    @Test func aKeyWithANewlineStaysOnOneLine() {
        let diagnostic = Diagnostic(rule: "argument-extra", severity: .error, message: "'A\nB' in fr reads argument 2",
                                    location: SourceLocation(file: "f.strings", line: 1, column: 1))
        #expect(TextFormat.line(for: diagnostic) == "f.strings:1:1: error: 'A\\nB' in fr reads argument 2 [argument-extra]")
    }
}
