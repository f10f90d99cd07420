import PushlocTestSupport
import PushlocDiagnostics
import Foundation
import Testing
@testable import PushlocStringsFile
import PushlocRules

/// Random damage to valid files: no crash, no hang, located diagnostics, exact bytes back, and
/// agreement with Foundation whenever pushloc finds no error.
@Suite("Robustness")
struct RobustnessTests {
    static let interesting: [UInt8] = Array("\"'\\;=/*{}()<># \n\r\t".utf8) + [0x00, 0x80, 0xBF, 0xC3, 0xE2, 0xED, 0xF0, 0xFE, 0xFF]

    static func mutate(_ bytes: [UInt8], _ random: inout SeededRandom) -> [UInt8] {
        var result = bytes
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let position = result.isEmpty ? 0 : Int.random(in: 0..<result.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where !result.isEmpty:
                result[position] = UInt8.random(in: 0...255, using: &random)
            case 1:
                result.insert(interesting[Int.random(in: 0..<interesting.count, using: &random)], at: position)
            case 2 where !result.isEmpty:
                result.remove(at: position)
            case 3:
                result = Array(result.prefix(position))
            case 4 where !result.isEmpty:
                let end = min(result.count, position + Int.random(in: 1...20, using: &random))
                result.insert(contentsOf: result[position..<end], at: position)
            default:
                result.insert(contentsOf: [0x5C, interesting[Int.random(in: 0..<interesting.count, using: &random)]], at: position)
            }
        }
        return result
    }

    static func lineCount(_ text: [UInt8]) -> Int {
        var lines = 1
        for (index, byte) in text.enumerated() {
            if byte == 0x0A || (byte == 0x0D && (index + 1 == text.count || text[index + 1] != 0x0A)) { lines += 1 }
        }
        return lines
    }

    @Test(arguments: 0..<4)
    func mutatedFilesNeverBreakTheParser(batch: Int) throws {
        var random = SeededRandom(seed: UInt64(100 + batch))
        var agreements = 0
        for seed in 0..<250 {
            var generator = StringsFileGenerator(seed: UInt64(50_000 + batch * 1000 + seed))
            var bytes = Self.mutate(Array(generator.file().text.utf8), &random)
            if Int.random(in: 0..<10, using: &random) == 0 {
                bytes = StringsEncoding.allCases[Int.random(in: 0..<5, using: &random)].byteOrderMark + bytes
            }
            let document = StringsParser.parse(bytes, path: "fuzz.strings")
            #expect(document.serialized() == bytes)
            let decodedLines = Self.lineCount(Array(StringsParser.decodedText(of: bytes).utf8))
            for diagnostic in document.diagnostics {
                let location = try #require(diagnostic.location)
                #expect(location.file == "fuzz.strings")
                #expect(location.line >= 1 && location.line <= decodedLines)
                #expect(location.column >= 1)
            }
            for entry in document.entries {
                #expect(entry.line >= 1 && entry.column >= 1 && entry.valueLine >= entry.line && entry.valueColumn >= 1)
            }
            #expect(locationsAgreeWithWalker(document, bytes), "seed \(seed): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            let clean = !document.diagnostics.contains { $0.severity == .error && $0.rule != RuleDescription.duplicateKey.id || $0.rule == RuleDescription.emptyFile.id }
            if document.encoding == .utf8, clean {
                var table: [String: String] = [:]
                for entry in document.entries { table[entry.key] = entry.value }
                let foundation = foundationTable(bytes)
                #expect(foundation == table, "seed \(seed): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
                agreements += 1
            }
        }
        #expect(agreements > 20)
    }

    @Test func randomBytesNeverBreakTheParser() {
        var random = SeededRandom(seed: 99)
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0..<300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            let document = StringsParser.parse(bytes, path: "noise")
            #expect(document.serialized() == bytes)
            #expect(locationsAgreeWithWalker(document, bytes))
            #expect(document.diagnostics.allSatisfy { ($0.location?.line ?? 0) >= 1 && ($0.location?.column ?? 0) >= 1 })
        }
    }

    /// Pathological inputs by name (the argument is the name, so test output stays one line each).
    static let pathological: [String: String] = [
        "quotes": String(repeating: "\"", count: 100_001),
        "single quotes after text": "a = " + String(repeating: "'x\n", count: 30_000),
        "backslashes": String(repeating: "\"\\", count: 50_000),
        "open comments": String(repeating: "/*", count: 50_000),
        "errors on every line": String(repeating: ";;\n", count: 50_000),
        "long token": String(repeating: "a", count: 1_000_000),
        "one long line": String(repeating: "\"k\" = \"v\"; ", count: 30_000),
        "escapes": "\"k\" = \"" + String(repeating: "\\U0041\\101\\n", count: 50_000) + "\";",
        "trailing comments": "\"k\" = \"v\";" + String(repeating: " /* c */", count: 50_000),
        "leading comments": String(repeating: "// c\n", count: 50_000) + "\"k\" = \"v\";",
    ]

    /// Work stays linear: the parse gives the bytes back, and at most one finding and one entry per
    /// byte. (Time is measured in pushloc-bench, never asserted in a test.)
    @Test(arguments: pathological.keys.sorted())
    func pathologicalInputsStayBounded(name: String) {
        let source = Self.pathological[name] ?? ""
        let document = parse(source)
        #expect(document.serialized().count == source.utf8.count)
        #expect(document.diagnostics.count + document.entries.count <= source.utf8.count + 1, "\(name)")
    }

    @Test func oneLongLineHasExactColumns() {
        let document = parse(String(repeating: "\"k\" = \"v\"; ", count: 1000))
        #expect(document.entries.count == 1000)
        #expect(document.entries.last?.column == 999 * 11 + 1)
        #expect(document.entries.last?.valueColumn == 999 * 11 + 7)
    }
}
