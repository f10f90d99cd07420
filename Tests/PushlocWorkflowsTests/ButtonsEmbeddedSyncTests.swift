import PushlocDevtodev
import Foundation
import Testing
@testable import PushLocalization
@testable import PushlocWorkflows
import PushlocCatalog
import PushlocChecks
import PushlocDiagnostics
import PushlocFormatString
import PushlocICU
import PushlocJSON
import PushlocPayloads
import PushlocStringCatalog
import PushlocStringsFile

/// `Localizations/` and `templates/devtodev/` are the source of truth; the embedded copy must match.
/// When one of these fails, run scripts/embed-button-labels.sh.
@Suite struct ButtonsEmbeddedSyncTests {
    /// Each `Localizations/<lang>.lproj/Buttons.strings` as StringsParser reads it.
    static func labelsFromFiles() throws -> [String: [String: String]] {
        let folder = DevtodevFixtures.root + "/Localizations"
        var labels: [String: [String: String]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".lproj") {
            let path = "Localizations/\(name)/Buttons.strings"
            guard let bytes = DevtodevFixtures.bytes(path) else { continue }
            let document = StringsParser.parse(bytes, path: path)
            #expect(document.diagnostics.isEmpty, "\(path): \(document.diagnostics)")
            let language = try #require(BundleLoader.languageTag(forFolderName: String(name.dropLast(".lproj".count))))
            var table: [String: String] = [:]
            for entry in document.entries { table[entry.key] = entry.value }
            labels[language] = table
        }
        return labels
    }

    @Test func embeddedLabelsEqualTheStringsFiles() throws {
        let files = try Self.labelsFromFiles()
        #expect(files.count == 45)
        #expect(Set(files.keys) == Set(EmbeddedButtonData.labels.keys))
        for (language, table) in files {
            #expect(EmbeddedButtonData.labels[language] == table, "\(language) differs: run scripts/embed-button-labels.sh")
        }
    }

    @Test func embeddedButtonIDsFollowTheEnglishFile() throws {
        let bytes = try #require(DevtodevFixtures.bytes("Localizations/en.lproj/Buttons.strings"))
        #expect(StringsParser.parse(bytes, path: "en").entries.map(\.key) == EmbeddedButtonData.buttonIDs)
    }

    @Test func embeddedTemplatesEqualTheTemplateFiles() throws {
        let templates = try #require(DevtodevFixtures.templates)
        #expect(templates.diagnostics.isEmpty)
        #expect(templates.templates == EmbeddedButtonData.templates)
    }

    /// The committed source is exactly what the generator makes from the files today.
    @Test func generatedSourceIsUpToDate() throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        let templates = try #require(DevtodevFixtures.templates)
        let expected = ButtonsReport.swiftSource(catalog: catalog, templates: templates.templates)
        let committed = try #require(DevtodevFixtures.bytes("Sources/PushlocDevtodev/EmbeddedButtonData.swift"))
        #expect(String(decoding: committed, as: UTF8.self) == expected, "run scripts/embed-button-labels.sh")
    }

    /// Labels read from the catalog resolve exactly like the embedded ones.
    @Test func catalogLabelsResolveLikeTheEmbeddedOnes() throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        let fromFiles = ButtonLabels(catalog: catalog, templates: EmbeddedButtonData.templates)
        let embedded = ButtonLabels.embedded
        #expect(fromFiles.languages == embedded.languages)
        #expect(fromFiles.buttonIDs == embedded.buttonIDs)
        for language in embedded.languages + ["fr-BE", "es-MX", "zh-TW", "en-IN", "pt", "sr-Latn"] {
            #expect(fromFiles.labels(for: [language]) == embedded.labels(for: [language]), "\(language)")
        }
    }

    /// The labels merge a region variant's table over its parents' along the catalog's parent chain
    /// (the labels are pushloc's own, sent as text; a device's lookup reads one file per table).
    @Test(arguments: ["fr-CA", "es-419", "zh-HK", "en-GB", "pt-BR", "de"])
    func regionFallbackAgreesWithTheCatalog(_ language: String) throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        for id in EmbeddedButtonData.buttonIDs {
            let fromCatalog = (catalog.lookupChain(from: language) + ["en"]).lazy
                .compactMap { catalog.string(forKey: id, table: ButtonLabels.tableName, language: $0) }.first
            #expect(ButtonLabels.embedded.resolvedLabels(language: language)[id]?.label == fromCatalog, "\(language) \(id)")
        }
    }
}
