import PushlocCatalog
import PushlocDiagnostics
import Foundation
import PushlocStringCatalog
import Testing
import PushlocTestSupport
@testable import PushlocChecks
@testable import PushlocWorkflows

/// A String Catalog's language codes are untrusted: escaped in every listing, and reported.
@Suite struct HostileLanguageCodeTests {
    private let catalog = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "K": {"comment": "ring\\u0007", "localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Hello"}},
        "fr\\u001b[2J\\nx.strings:1:1: error: spoofed": {"stringUnit": {"state": "translated", "value": "Salut"}}
      }}
    }}
    """

    @Test func parseTextEscapesLanguageCodesAndComments() {
        let document = StringCatalogReader.read(Array(catalog.utf8), path: "Localizable.xcstrings")
        let text = ParseReport.text(document)
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(text.contains("fr\\u{1B}[2J\\nx.strings:1:1: error: spoofed = \"Salut\""))
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("x.strings") })
    }

    @Test func anUnknownLanguageCodeIsAFindingAtItsPlace() throws {
        let document = StringCatalogReader.read(Array(catalog.utf8), path: "Localizable.xcstrings")
        let findings = BundleLoader.unknownLanguages(in: document)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.rule == "unknown-localization")
        #expect(finding.location?.line == 4)
        #expect(!finding.message.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x0A })
    }

    @Test func theCheckReportsItToo() throws {
        let fixture = try TemporaryFolder()
        try fixture.write("App/Localizable.xcstrings", catalog)
        let project = try BundleLoader.loadProject(paths: [fixture.root.path], workingDirectory: fixture.root.path)
        let rules = (project.diagnostics + project.bundles.flatMap { $0.diagnostics }).map { $0.rule }
        #expect(rules.contains("unknown-localization"))
    }
}
