import PushlocCatalog
import PushlocDiagnostics
import PushlocJSON
import PushlocStringsFile
import Testing
@testable import PushlocChecks
@testable import PushlocReporters
import PushlocRules

/// A grouped finding's keys are a view of the table's entries; reports stream them in pieces.
@Suite struct KeyListTests {
    /// A reference table of `count` keys (some escaped, some not ASCII, one repeated) and an empty translation.
    static func tables(count: Int) -> (reference: LocalizationTable, translation: LocalizationTable, keys: [String]) {
        var text = ""
        var keys: [String] = []
        for index in 0..<count {
            let key = index % 7 == 0 ? "k\\\"\(index)\\n" : index % 5 == 0 ? "ключ.\(index)" : "screen.\(index)"
            text += "\"\(key)\" = \"v %@\";\n"
            keys.append(index % 7 == 0 ? "k\"\(index)\n" : key)
        }
        text += "\"screen.1\" = \"again\";\n"
        let reference = LocalizationTable(name: "Localizable", language: "en", strings: StringsParser.parse(Array(text.utf8), path: "en.lproj/Localizable.strings"))
        let translation = LocalizationTable(name: "Localizable", language: "fr", strings: StringsParser.parse(Array("\"screen.2\" = \"x\";\n".utf8), path: "fr.lproj/Localizable.strings"))
        return (reference, translation, keys)
    }

    @Test func aTablesKeyListIsItsKeys() {
        let (reference, _, keys) = Self.tables(count: 500)
        let positions = (0..<Int32(500)).filter { $0 % 3 != 0 }
        let list = reference.keyList(records: positions, then: ["plural"])
        let expected = positions.map { keys[Int($0)] } + ["plural"]
        #expect(Array(list) == expected)
        #expect(list == KeyList(expected) && list.hashValue == KeyList(expected).hashValue)
        #expect(list.description == expected.description)
        var bytes: [[UInt8]] = []
        list.forEachUTF8 { bytes.append(Array($0)) }
        #expect(bytes == expected.map { Array($0.utf8) })
    }

    /// The cross-language findings of a French table lacking most of `count` English keys, and the keys.
    static func crossLanguageFindings(count: Int) -> (found: [Diagnostic], keys: [String]) {
        let (reference, translation, keys) = Self.tables(count: count)
        let catalog = LocalizedBundle(path: "", localizations: [
            Localization(language: "en", path: "en.lproj", tables: ["localizable": reference]),
            Localization(language: "fr", path: "fr.lproj", tables: ["localizable": translation]),
        ], base: "en")
        var found: [Diagnostic] = []
        CrossLanguageChecks.check(translation, against: reference, catalog: catalog, into: &found)
        return (found, keys)
    }

    @Test func theMissingKeysOfALargeTableAreOneViewInTableOrder() {
        let (found, keys) = Self.crossLanguageFindings(count: 20_000)
        let missing = found.first { $0.rule == RuleDescription.missingKey.id }
        #expect(missing?.keys.map(Array.init) == keys.filter { $0 != "screen.2" })
        #expect(missing?.message.hasPrefix("19999 key(s) of en.lproj/Localizable.strings are not translated into fr (1 of 20000 keys of this table translated): 'k\"0\n', 'screen.1'") == true)
    }

    @Test func piecesOfAnySizeMakeTheReport() throws {
        let (found, _) = Self.crossLanguageFindings(count: 3_000)
        let report = CheckReport(diagnostics: found + StreamedJSONTests.findings, files: 2, languages: 2, entries: 3_000)
        let bytes = JSONFormat().bytes(report)
        let document = try #require(JSONParser.parse(Array(bytes.dropLast()), path: "report.json").document)
        guard case .object(let root) = document.root, let diagnostics = root.members.last?.value else {
            Issue.record("not an object")
            return
        }
        #expect(JSONWriter.serialize(diagnostics) == JSONWriter.serialize(DiagnosticJSON.array(report.diagnostics)))
        for size in [1, 7, 4_096, 1 << 16] {
            var pieces: [[UInt8]] = []
            JSONFormat().write(report, chunkSize: size) { pieces.append(Array($0)) }
            #expect(Array(pieces.joined()) == bytes)
            #expect(pieces.dropLast().allSatisfy { $0.count >= size })
            // Findings are written a run of about 4 MiB at a time: no piece holds the whole of a larger report.
            if size == 4_096 { #expect(pieces.count > 1 && pieces.allSatisfy { $0.count < 1 << 20 }) }
        }
    }
}
