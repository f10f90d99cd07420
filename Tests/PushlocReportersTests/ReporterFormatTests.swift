@_spi(RuleValues) import PushlocDiagnostics
import Foundation
import Testing
@testable import PushlocChecks
@testable import PushlocReporters

@Suite struct ReporterFormatTests {
    private let report = CheckReport(
        diagnostics: [
            Diagnostic(rule: "argument-extra", severity: .error, message: "fr reads argument 3, 100%",
                       location: SourceLocation(file: "Localizations/fr.lproj/Localizable.strings", line: 3, column: 1),
                       language: "fr", table: "Localizable", key: "K"),
            Diagnostic(rule: "missing-key", severity: .warning, message: "a,b:c\nd",
                       location: SourceLocation(file: "a,b.strings", line: 1, column: 1)),
        ],
        files: 2, languages: 2, entries: 4)

    @Test func textIsCompilerStyle() {
        let lines = TextFormat().render(report).split(separator: "\n")
        #expect(lines[0] == "Localizations/fr.lproj/Localizable.strings:3:1: error: fr reads argument 3, 100% [argument-extra]")
        #expect(lines.last == "checked 4 entries in 2 files, 2 languages: 1 error, 1 warning")
    }

    @Test func githubEscapesDataAndProperties() {
        let lines = GitHubFormat().render(report).split(separator: "\n")
        #expect(lines[0] == "::error file=Localizations/fr.lproj/Localizable.strings,line=3,col=1,title=argument-extra::fr reads argument 3, 100%25")
        #expect(lines[1] == "::warning file=a%2Cb.strings,line=1,col=1,title=missing-key::a,b:c%0Ad")
    }

    @Test func githubPrintsNoRawControlCharacter() {
        let hostile = Diagnostic(
            rule: "empty-value", severity: .warning, message: "'\u{1B}]52;c;ZXZpbA==\u{07}\u{1B}[2J\u{0}\u{9B}31m' is\tempty\r\n",
            location: SourceLocation(file: "a\u{1B}[31m.strings", line: 1, column: 1))
        let line = GitHubFormat.line(for: hostile)
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(line == "::warning file=a\\u{1B}[31m.strings,line=1,col=1,title=empty-value::'\\u{1B}]52;c;ZXZpbA==\\u{7}\\u{1B}[2J\\u{0}\\u{9B}31m' is\\tempty%0D%0A")
    }

    @Test func jsonHasTheContractShape() throws {
        let text = JSONFormat().render(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary.compactMapValues { $0 as? Int } == ["files": 2, "languages": 2, "entries": 4, "errors": 1, "warnings": 1, "noteFindings": 0])
        #expect((summary["bundles"] as? [Any])?.isEmpty == true)
        let first = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        #expect(first["rule"] as? String == "argument-extra")
        #expect(first["file"] as? String == "Localizations/fr.lproj/Localizable.strings")
        #expect(first["line"] as? Int == 3)
        #expect(first["column"] as? Int == 1)
        #expect(first["language"] as? String == "fr")
        #expect(first["key"] as? String == "K")
        #expect(text.hasPrefix("{\"summary\":{\"files\":2"))
    }

    @Test func sarifIsVersion210WithLocations() throws {
        let text = SARIFFormat().render(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        #expect(results[0]["ruleId"] as? String == "argument-extra")
        #expect(results[0]["level"] as? String == "error")
        let region = try #require(((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int])
        #expect(region == ["startLine": 3, "startColumn": 1])
    }

    @Test func exitCodes() {
        #expect(report.exitCode(strict: false) == 1)
        let warningsOnly = CheckReport(diagnostics: [report.diagnostics[1]], files: 1, languages: 1, entries: 1)
        #expect(warningsOnly.exitCode(strict: false) == 0)
        #expect(warningsOnly.exitCode(strict: true) == 1)
    }
}
