import PushlocDevtodev
import PushlocJSON
import Foundation
import Testing
@testable import PushLocalization
@testable import PushlocWorkflows
import PushlocOutputFiles
import PushlocCatalog
import PushlocChecks
import PushlocDiagnostics
import PushlocFormatString
import PushlocICU
import PushlocPayloads
import PushlocStringCatalog
import PushlocStringsFile

@Suite struct ButtonsReportTests {
    @Test func jsonHasTheTemplatesAndEveryLabelResolved() throws {
        let text = ButtonsReport.jsonText(.embedded, locales: ["fr-CA", "zh-HK"])
        #expect(text.hasSuffix("}\n"))
        let document = try #require(JSONParser.parse(text, path: "out").document)
        let root = try #require(document.root.objectValue)
        #expect(root.keys == ["templates", "labels"])
        let templates = try #require(root["templates"]?.arrayValue)
        #expect(templates.count == 21)
        #expect(templates.contains(["id": "dtd_yes.open_no.dismiss", "buttons": [["id": "yes", "opensApp": true], ["id": "no", "opensApp": false]]]))
        let labels = try #require(root["labels"]?.objectValue)
        #expect(labels.keys == ["fr-CA", "zh-HK"])
        let frCA = try #require(labels["fr-CA"]?.objectValue)
        #expect(frCA.keys == EmbeddedButtonData.buttonIDs)
        #expect(frCA["shop_now"] == "Magasiner")
        #expect(frCA["yes"] == "Oui")
        #expect(labels["zh-HK"]?.objectValue?["like"] == "讚好")
    }

    @Test func jsonWithoutLocalesHasEveryLanguage() throws {
        let value = ButtonsReport.json(.embedded, locales: [])
        let labels = try #require(value.objectValue?["labels"]?.objectValue)
        #expect(labels.keys == ButtonLabels.embedded.languages)
        for member in labels.members {
            #expect(member.value.objectValue?.members.count == 16, "\(member.key)")
        }
    }

    @Test func stringsFileReadsBackAsTheResolvedLabels() throws {
        let text = ButtonsReport.stringsFile(.embedded, locale: "es-419")
        #expect(text.hasPrefix("/*\n PushButtons.strings (es-419)"))
        let document = StringsParser.parse(Array(text.utf8), path: "PushButtons.strings")
        #expect(document.diagnostics.isEmpty)
        #expect(document.entries.map(\.key) == EmbeddedButtonData.buttonIDs)
        let resolved = ButtonLabels.embedded.labels(for: ["es-419"])
        for entry in document.entries {
            #expect(resolved[entry.key] == entry.value)
        }
        #expect(document.value(forKey: "add") == "Agregar")
    }

    @Test func stringsEscapeQuotesAndBackslashes() throws {
        let labels = ButtonLabels(labels: ["en": ["yes": "Say \"yes\" \\ now"]], buttonIDs: ["yes"], templates: [])
        let text = ButtonsReport.stringsEntries(labels, locale: "en")
        #expect(text == "\"yes\" = \"Say \\\"yes\\\" \\\\ now\";\n")
        #expect(StringsParser.parse(Array(text.utf8), path: "x").value(forKey: "yes") == "Say \"yes\" \\ now")
    }

    @Test func stringsListingHasAHeaderPerLanguage() {
        let listing = ButtonsReport.stringsListing(.embedded, locales: ["fr", "ja"])
        #expect(listing.hasPrefix("/* fr */\n\"yes\" = \"Oui\";\n"))
        #expect(listing.contains("\n\n/* ja */\n\"yes\" = "))
        #expect(listing.components(separatedBy: "/* ").count == 3)
    }

    @Test func stringsOutputsGoToLprojFolders() throws {
        let outputs = ButtonsReport.stringsOutputs(.embedded, locales: [], folder: "out")
        #expect(outputs.count == 45)
        #expect(outputs.first?.path == "out/ar.lproj/PushButtons.strings")
        #expect(outputs.map(\.path).contains("out/zh-Hant.lproj/PushButtons.strings"))
    }

    @Test(arguments: [
        (["fr", "pt_BR", "zh-hant-tw", "fr"], ["fr", "pt-BR", "zh-Hant-TW"], nil),
        (["en", "../../etc"], ["en"], "../../etc"),
        (["Base"], [], "Base"),
        (["fr/../x"], [], "fr/../x"),
        ([], [], nil),
    ] as [([String], [String], String?)])
    func localesAreCanonicalAndSafe(_ input: [String], _ tags: [String], _ invalid: String?) {
        let result = DevtodevSources.canonicalLocales(input)
        #expect(result.tags == tags)
        #expect(result.invalid == invalid)
    }

    @Test func sourcesPreferFilesThenTheEmbeddedCopy() throws {
        let fromFiles = try DevtodevSources.buttonTemplates(templatesRoot: DevtodevFixtures.root + "/templates", workingDirectory: DevtodevFixtures.root)
        #expect(fromFiles.templates == EmbeddedButtonData.templates)
        let empty = try DevtodevFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let fallback = try DevtodevSources.buttonTemplates(templatesRoot: empty)
        #expect(fallback.templates == EmbeddedButtonData.templates)
        #expect(try DevtodevSources.buttonTemplates(templatesRoot: nil).templates.count == 21)
        #expect(DevtodevSources.buttonLabels(catalog: nil, templates: EmbeddedButtonData.templates).languages.count == 45)
        let catalog = try #require(DevtodevFixtures.catalog)
        #expect(DevtodevSources.buttonLabels(catalog: catalog, templates: []).labels(for: ["fr-CA"])["shop_now"] == "Magasiner")
    }

    @Test func writerReplacesFilesAtomically() throws {
        let folder = try DevtodevFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/a/b/fr.lproj/PushButtons.strings"
        try AtomicFile.write("one", to: path)
        try AtomicFile.write("two", to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("two".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/a/b/fr.lproj") == ["PushButtons.strings"])
        // A path under a regular file cannot be written: an error, not a crash.
        #expect(throws: AtomicFile.WriteError.self) {
            try AtomicFile.write("x", to: path + "/nested.json")
        }
    }
}
