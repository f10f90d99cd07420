import PushlocDevtodev
import PushlocJSON
import Foundation
import Testing
@testable import PushLocalization
@testable import PushlocWorkflows
import PushlocCatalog
import PushlocChecks
import PushlocDiagnostics
import PushlocFormatString
import PushlocICU
import PushlocPayloads
import PushlocStringCatalog
import PushlocStringsFile

@Suite struct DevtodevReportTests {
    static let now: Int64 = 1_750_000_000

    private func report(_ text: String, locales: [String] = ["fr"], catalog: LocalizedBundle? = DevtodevFixtures.catalog) -> DevtodevReport {
        DevtodevReport.make(bytes: Array(text.utf8), path: "m.json", catalog: catalog,
                            templates: ButtonTemplateSet(templates: EmbeddedButtonData.templates), locales: locales, now: Self.now)
    }

    @Test func malformedJSONGivesTheSyntaxErrorWithLineAndColumn() {
        let result = report("{\n  \"ios\": {\n    \"payload\": {\"text\": \"t\",}\n  }\n}")
        #expect(result.messages.isEmpty)
        #expect(result.diagnostics.map(\.devtodevSummary) == ["syntax error - 3:28"])
        #expect(result.exitCode == 1)
    }

    @Test func invalidShapeHasNoMessages() {
        let result = report(#"{"android": {}}"#)
        #expect(result.messages.isEmpty)
        #expect(result.diagnostics.map(\.rule) == ["devtodev-shape"])
    }

    @Test func shippedSamplesProduceEveryDefaultLocale() throws {
        for name in ["flash_sale", "game_invite"] {
            let bytes = try #require(DevtodevFixtures.bytes("templates/devtodev/messages/\(name).json"))
            let result = DevtodevReport.make(bytes: bytes, path: name, catalog: DevtodevFixtures.catalog,
                                             templates: try #require(DevtodevFixtures.templates), locales: [], now: Self.now)
            #expect(result.diagnostics.isEmpty, "\(name): \(result.diagnostics.map(\.devtodevSummary))")
            #expect(result.messages.count == 13)
            #expect(result.exitCode == 0)
        }
    }

    @Test func perLocaleFindingsGetTheFilesLocation() {
        let result = report("{\"payload\": {\n  \"loc-key\": \"NOPE\"\n}}", locales: ["fr", "ja"])
        #expect(result.diagnostics.map(\.devtodevSummary) == [
            "loc-key-not-found error payload.loc-key 2:14",
            "loc-key-not-found error payload.loc-key 2:14",
        ])
        #expect(result.diagnostics.map(\.language) == ["fr", "ja"])
        #expect(result.exitCode == 1)
    }

    @Test func validationErrorsComeFirstAndSetTheExitCode() {
        let result = report("{\"payload\": {\n  \"badge\": -1,\n  \"loc-key\": \"NOPE\"\n}}")
        #expect(result.diagnostics.map(\.devtodevSummary) == [
            "devtodev-type error payload.badge 2:12",
            "loc-key-not-found error payload.loc-key 3:14",
        ])
        #expect(result.hasErrors)
        #expect(result.messages.count == 1)
    }

    @Test func manifestShape() throws {
        let result = report(#"{"payload": {"loc-key": "GAME_REQUEST_TITLE"}, "options": {"expire": 0}}"#, locales: ["fr", "de"])
        let manifest = result.manifest(files: ["fr": "out/fr.json"])
        #expect(manifest == [
            "messages": [
                ["locale": "fr", "resolved": "fr", "estimatedBytes": .number(JSONNumber(result.messages[0].estimatedBytes)),
                 "message": ["payload": ["text": "Invitation à jouer"], "options": ["expire": 0]], "file": "out/fr.json"],
                ["locale": "de", "resolved": "de", "estimatedBytes": .number(JSONNumber(result.messages[1].estimatedBytes)),
                 "message": ["payload": ["text": "Spieleinladung"], "options": ["expire": 0]]],
            ],
            "diagnostics": [],
        ])
        #expect(result.manifestText().hasSuffix("}\n"))
    }

    @Test func outputsAreOneFilePerLocale() throws {
        let result = report(#"{"payload": {"text": "Hi"}}"#, locales: ["fr", "pt-BR"])
        let outputs = result.outputs(folder: "out")
        #expect(outputs.map(\.path) == ["out/fr.json", "out/pt-BR.json"])
        #expect(outputs.map { String(decoding: $0.bytes, as: UTF8.self) } == [#"{"payload":{"text":"Hi"}}"#, #"{"payload":{"text":"Hi"}}"#])
    }

    @Test func diagnosticsJSONCarryPathAndLocation() throws {
        let result = report("{\"payload\": {\"text\": \"t\"},\n \"options\": {\"expire\": 1700000000}}")
        let text = result.manifestText()
        #expect(text.contains(#""rule":"devtodev-expire-past","severity":"warning","file":"m.json","line":2,"column":24"#))
        #expect(text.contains(#""path":"options.expire""#))
    }

    @Test func templateFindingsAreReported() {
        let templates = ButtonTemplateLoader.load(files: [(Array("{".utf8), "templates/devtodev/bad.json")])
        let result = DevtodevReport.make(bytes: Array(#"{"payload": {"text": "t"}}"#.utf8), path: "m.json", catalog: nil,
                                         templates: templates, locales: [], now: nil)
        #expect(result.diagnostics.map(\.rule) == ["syntax"])
        #expect(result.diagnostics.first?.location?.file == "templates/devtodev/bad.json")
        #expect(result.messages.isEmpty)
        #expect(result.exitCode == 1)
    }
}
