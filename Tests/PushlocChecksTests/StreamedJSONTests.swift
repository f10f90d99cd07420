import PushlocChecks
import PushlocReporters
@_spi(RuleValues) import PushlocDiagnostics
import PushlocJSON
import Testing

/// The JSON report is streamed into one buffer; it must be byte for byte what the value tree gives.
@Suite struct StreamedJSONTests {
    static let findings: [Diagnostic] = [
        Diagnostic(rule: "argument-extra", severity: .error, message: "reads \"%3$@\"\n\tand more",
                   location: SourceLocation(file: "fr.lproj/Localizable.strings", line: 12, column: 9),
                   language: "fr", table: "Localizable", key: "K\u{1}\"\\"),
        Diagnostic(rule: "missing-key", severity: .warning, message: "2 key(s) …",
                   location: SourceLocation(file: "de.lproj/Localizable.strings", line: 1, column: 1),
                   language: "de", table: "Localizable", keys: ["A", "ß/\u{7F}", ""]),
        Diagnostic(rule: "payload-too-large", severity: .error, message: "over", jsonPath: "aps.alert.loc-args[1]"),
        Diagnostic(rule: "syntax", severity: .error, message: "", location: SourceLocation(file: "a b#é.strings", line: 3, column: 4)),
        Diagnostic(
            rule: "loc-args-arity", severity: .error, location: SourceLocation(file: "t.json", line: 1, column: 2), table: "Localizable",
            key: "K", languages: LanguageGroup(members: [
                .init(language: "en", location: SourceLocation(file: "en.lproj/L.strings", line: 4, column: 5)),
                .init(language: "de\"", location: nil),
            ], before: "'K'", after: " reads 2")),
    ]

    @Test func eachFindingIsWhatItsValueSerialisesTo() {
        for finding in Self.findings {
            var streamed: [UInt8] = []
            DiagnosticJSON.write(finding, into: &streamed)
            #expect(streamed == JSONWriter.serialize(DiagnosticJSON.value(finding)))
        }
        var all: [UInt8] = []
        DiagnosticJSON.write(Self.findings, into: &all)
        #expect(all == JSONWriter.serialize(DiagnosticJSON.array(Self.findings)))
    }

    @Test func theReportIsOneValidJSONLine() throws {
        let report = CheckReport(diagnostics: Self.findings, files: 3, languages: 2, entries: 10)
        let bytes = JSONFormat().bytes(report)
        #expect(bytes.last == UInt8(ascii: "\n"))
        #expect(bytes.dropLast().contains(UInt8(ascii: "\n")) == false)
        let document = try #require(JSONParser.parse(Array(bytes.dropLast()), path: "report.json").document)
        guard case .object(let root) = document.root else { Issue.record("not an object"); return }
        #expect(root.members.map(\.key) == ["summary", "coverage", "diagnostics"])
        #expect(JSONWriter.serialize(document.root) + [UInt8(ascii: "\n")] == bytes)
    }
}
