import PushlocDiagnostics
import Foundation
import Testing
@testable import PushlocStringsFile
import PushlocRules

/// pushloc's parser against Foundation's `PropertyListSerialization` (CoreFoundation's OpenStep parser
/// on Linux), the reference for valid input.
@Suite("Differential against Foundation")
struct DifferentialTests {
    /// Last-wins table of a document, as the device builds it.
    static func table(_ document: StringsDocument) -> [String: String] {
        var table: [String: String] = [:]
        for entry in document.entries { table[entry.key] = entry.value }
        return table
    }

    @Test(arguments: 0..<8)
    func generatedFilesAgree(batch: Int) throws {
        for seed in 0..<40 {
            var generator = StringsFileGenerator(seed: UInt64(batch * 1000 + seed))
            let file = generator.file()
            let bytes = Array(file.text.utf8)
            let document = StringsParser.parse(bytes, path: "generated.strings")
            let errors = document.diagnostics.filter { $0.severity == .error && $0.rule != RuleDescription.duplicateKey.id }
            #expect(errors.isEmpty, "seed \(batch * 1000 + seed): \(errors.map(\.message)) in \(file.text.debugDescription)")
            #expect(document.entries.map(\.key) == file.entries.map(\.key))
            #expect(document.entries.map(\.value) == file.entries.map(\.value))
            let foundation = try #require(foundationTable(bytes), "Foundation rejects seed \(batch * 1000 + seed): \(file.text.debugDescription)")
            #expect(Self.table(document) == foundation, "seed \(batch * 1000 + seed)")
            #expect(document.serialized() == bytes)
            #expect(locationsAgreeWithWalker(document, bytes))
        }
    }

    @Test(arguments: [StringsEncoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian])
    func generatedFilesAgreeInOtherEncodings(encoding: StringsEncoding) throws {
        for seed in 0..<15 {
            var generator = StringsFileGenerator(seed: UInt64(9000 + seed))
            let file = generator.file()
            let bytes = encoded(file.text, encoding)
            let document = StringsParser.parse(bytes, path: "generated.strings")
            #expect(document.encoding == encoding)
            #expect(document.entries.map(\.value) == file.entries.map(\.value))
            let foundation = try #require(foundationTable(bytes))
            #expect(Self.table(document) == foundation)
        }
    }

    /// Where Apple's parser silently stops, Foundation returns what came before, and pushloc goes on.
    @Test func silentStopKeepsTheEntriesBefore() throws {
        let bytes = Array("\"a\" = \"1\";\n\"b\" = \"2\";;\n\"c\" = \"3\";\n".utf8)
        #expect(try #require(foundationTable(bytes)) == ["a": "1", "b": "2"])
        let document = StringsParser.parse(bytes, path: "x")
        #expect(Self.table(document) == ["a": "1", "b": "2", "c": "3"])
        #expect(briefs(document) == ["2:11 syntax"])
    }

    /// Every error that rejects the file for Foundation is an error for pushloc too.
    @Test(arguments: [
        "\"a\" = \"1\"", "\"a\" = ;", "\"a\" \"1\";", "\"a\" = 'x;", "# x\n\"a\" = \"1\";", "\"a\" = (\"x\");",
    ])
    func foundationRejectionsAreErrors(source: String) {
        let bytes = Array(source.utf8)
        let foundation = foundationTable(bytes)
        let document = StringsParser.parse(bytes, path: "x")
        let hasError = document.diagnostics.contains { $0.severity == .error }
        #expect(foundation == nil || foundation == [:] || hasError)
        #expect(hasError)
    }
}
