import PushlocTestSupport
import PushlocChecks
import PushlocReporters
@_spi(RuleValues) import PushlocDiagnostics
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PushlocJSON
import PushlocRules
import Testing

@Suite struct SARIFTests {
    let sarif = SARIFFormat().render(ReportFixtures.report)

    @Test func validatesAgainstTheOfficialSchema() throws {
        let schema = try #require(Bundle.module.url(forResource: "sarif-schema-2.1.0", withExtension: "json", subdirectory: "Resources"))
        let resources = schema.deletingLastPathComponent()
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("pushloc-\(UUID().uuidString).sarif")
        try Data(sarif.utf8).write(to: log)
        defer { try? FileManager.default.removeItem(at: log) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", resources.appendingPathComponent("validate_sarif.py").path,
                             resources.appendingPathComponent("sarif-schema-2.1.0.json").path, log.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        process.waitUntilExit()
        let problems = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(problems)")
    }

    @Test func runHasColumnKindEncodedURIsAndEveryRule() throws {
        let (document, _) = JSONParser.parse(sarif, path: "log.sarif")
        let run = try #require(document?.root.objectValue?["runs"]?.arrayValue?.first?.objectValue)
        #expect(run["columnKind"]?.stringValue == "unicodeCodePoints")
        let results = try #require(run["results"]?.arrayValue)
        let uris = results.compactMap {
            $0.objectValue?["locations"]?.arrayValue?.first?.objectValue?["physicalLocation"]?.objectValue?["artifactLocation"]?.objectValue
        }
        #expect(uris.map { $0["uri"]?.stringValue } == ["My%20App/fr.lproj/Localizable.strings", "Sources/Caf%C3%A9%20%231/ja.lproj/Main.strings"])
        #expect(uris.allSatisfy { $0["uriBaseId"]?.stringValue == "%SRCROOT%" })
        let rules = try #require(run["tool"]?.objectValue?["driver"]?.objectValue?["rules"]?.arrayValue)
        #expect(rules.count == RuleRegistry.all.count)
        for rule in rules.compactMap(\.objectValue) {
            #expect(rule["shortDescription"]?.objectValue?["text"]?.stringValue?.isEmpty == false)
            #expect(rule["fullDescription"] != nil && rule["help"] != nil)
            #expect(["error", "warning", "note"].contains(rule["defaultConfiguration"]?.objectValue?["level"]?.stringValue ?? ""))
        }
    }
}

@Suite struct XMLReporterTests {
    @Test(arguments: ["checkstyle", "junit"])
    func isWellFormed(format: String) throws {
        let xml = format == "checkstyle" ? CheckstyleFormat().render(ReportFixtures.report) : JUnitFormat().render(ReportFixtures.report)
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "") at line \(parser.lineNumber)")
        #expect(xml.contains("&lt;3&gt; &amp; &quot;more&quot;"))
        #expect(!xml.contains("\u{1B}"))
    }

    @Test func checkstyleNamesFileLineColumnAndRule() {
        let xml = CheckstyleFormat().render(ReportFixtures.report)
        #expect(xml.contains(#"<file name="My App/fr.lproj/Localizable.strings">"#))
        #expect(xml.contains(#"<error line="3" column="20" severity="error""#))
        #expect(xml.contains(#"source="pushloc.argument-extra""#))
    }

    @Test func cleanJUnitHasOnePassingCase() {
        let xml = JUnitFormat().render(CheckReport(diagnostics: [], files: 1, languages: 1, entries: 1))
        #expect(xml.contains(#"<testcase classname="pushloc" name="check"/>"#))
        #expect(XMLParser(data: Data(xml.utf8)).parse())
    }
}

@Suite struct OtherReporterTests {
    @Test func gitLabCodeQuality() throws {
        let (document, diagnostics) = JSONParser.parse(GitLabFormat().render(ReportFixtures.report), path: "gl.json")
        #expect(diagnostics.isEmpty)
        let issues = try #require(document?.root.arrayValue)
        #expect(issues.count == 3)
        let first = try #require(issues.first?.objectValue)
        #expect(first["check_name"]?.stringValue == RuleDescription.argumentExtra.id)
        #expect(first["severity"]?.stringValue == "major")
        #expect(first["location"]?.objectValue?["lines"]?.objectValue?["begin"]?.numberValue == JSONNumber(3))
        let fingerprints = Set(issues.compactMap { $0.objectValue?["fingerprint"]?.stringValue })
        #expect(fingerprints.count == 3 && fingerprints.allSatisfy { $0.count == 32 })
    }

    @Test func htmlEscapesEverything() {
        let html = HTMLFormat().render(ReportFixtures.report)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("&lt;3&gt; &amp; &quot;more&quot;"))
        #expect(!html.contains("<3>") && !html.contains("<script"))
    }

    @Test func summaryHasOneRowPerBundle() {
        let lines = SummaryFormat().render(ReportFixtures.report).split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("bundle"))
        #expect(lines.contains { $0.hasPrefix("My App ") && $0.contains("argument-extra 1") })
        #expect(lines.last?.hasPrefix("total") == true)
    }

    @Test func summaryListsEveryRuleThatFired() {
        let many = CheckReport(
            diagnostics: ["argument-extra", "empty-value", "extra-key", "missing-key", "type-mismatch"].map { rule in
                Diagnostic(rule: rule, severity: .warning, message: "m", location: SourceLocation(file: "App/fr.lproj/L.strings", line: 1, column: 1))
            },
            files: 1, languages: 1, entries: 1)
        let text = SummaryFormat().render(many)
        for rule in ["argument-extra", "empty-value", "extra-key", "missing-key", "type-mismatch"] {
            #expect(text.split(separator: "\n").filter { $0.contains(rule) }.count == 2, "\(rule)")
        }
    }

    @Test func xcodePrintsAbsolutePaths() {
        let text = XcodeFormat(quiet: true, workingDirectory: "/work/app").render(ReportFixtures.report)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("/work/app/My App/fr.lproj/Localizable.strings:3:20: error:"))
        #expect(lines[1].hasPrefix("/work/app/Sources/Café #1/ja.lproj/Main.strings:7:2: warning:"))
        #expect(XcodeFormat(quiet: true).render(ReportFixtures.report) == TextFormat(style: TerminalStyle(color: false, quiet: true)).render(ReportFixtures.report))
    }

    @Test func terminalKeepsOneFindingPerLine() {
        let plain = TextFormat(style: TerminalStyle(color: false, quiet: true)).render(ReportFixtures.report)
        #expect(plain.split(separator: "\n").count == 3)
        #expect(plain.contains(#"reads <3> & "more"\nthan en"#))
        #expect(plain.contains(#"too big \u{1B}[31m"#))
        let coloured = TextFormat(style: TerminalStyle(color: true, quiet: false)).render(ReportFixtures.report)
        #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
        #expect(coloured.hasSuffix("1 error, 1 warning\n") == false)
        #expect(coloured.contains("2 errors, 1 warning"))
    }
}
