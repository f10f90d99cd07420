import Foundation
import Testing
@testable import PushlocStringsFile
import PushlocTestSupport

/// The one-pass reader against Foundation's `PropertyListSerialization` on valid property lists:
/// the same values, type by type.
@Suite("stringsdict vs PropertyListSerialization")
struct StringsDictDifferentialTests {
    /// Reads `text` with the project's reader.
    static func read(_ text: String) -> Result<PlistNode, PlistXMLReader.Failure> {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var reader = PlistXMLReader(buffer)
            return Result { () throws(PlistXMLReader.Failure) in try reader.read() }
        }
    }

    /// Whether a located value equals Foundation's reading of it (a repeated key: the last wins).
    static func same(_ node: PlistNode, _ foundation: Any) -> Bool {
        switch node.value {
        case .string(let string): return (foundation as? String).map { KeyIndex.sameBytes($0, string) } ?? false
        case .boolean(let bool): return (foundation as? Bool) == bool
        case .integer(let integer):
            guard let number = foundation as? NSNumber else { return false }
            return integer.isNegative
                ? number.int64Value == Int64(truncatingIfNeeded: 0 &- integer.magnitude)
                : number.uint64Value == integer.magnitude
        case .real(let real): return (foundation as? Double).map { $0 == real || ($0.isNaN && real.isNaN) } ?? false
        case .date(let seconds): return (foundation as? Date)?.timeIntervalSinceReferenceDate == seconds
        case .data(let bytes): return (foundation as? Data).map { [UInt8]($0) == bytes } ?? false
        case .array(let items):
            guard let array = foundation as? [Any], array.count == items.count else { return false }
            return zip(items, array).allSatisfy { same($0, $1) }
        case .dictionary(let members):
            guard let dictionary = foundation as? [String: Any] else { return false }
            var last: [String: PlistNode] = [:]
            for member in members { last[member.key] = member.value }
            return last.count == dictionary.count && last.allSatisfy { key, value in dictionary[key].map { same(value, $0) } ?? false }
        }
    }

    static func foundation(_ text: String) -> Any? {
        try? PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
    }

    @Test(arguments: 0..<150)
    func generatedPropertyListsReadAsFoundationReadsThem(seed: Int) throws {
        var generator = PlistGenerator(seed: UInt64(seed))
        let text = generator.document()
        let expected = try #require(Self.foundation(text), "Foundation rejects seed \(seed)")
        let node = try Self.read(text).get()
        #expect(Self.same(node, expected), "seed \(seed):\n\(text)")
    }

    @Test(arguments: 0..<20)
    func generatedStringsDictFilesReadAsFoundationReadsThem(seed: Int) throws {
        var generator = PlistGenerator(seed: UInt64(1_000 + seed))
        let text = generator.stringsDict(entries: 30)
        let expected = try #require(Self.foundation(text) as? [String: Any])
        let document = StringsDictParser.parse(Array(text.utf8), path: "g.stringsdict")
        #expect(document.diagnostics.isEmpty)
        #expect(document.entries.count == expected.count)
        for entry in document.entries {
            let dictionary = try #require(expected[entry.key] as? [String: Any], "seed \(seed): \(entry.key)")
            #expect(entry.formatKey == dictionary["NSStringLocalizedFormatKey"] as? String)
            for variable in entry.variables {
                let rules = try #require(dictionary[variable.name] as? [String: Any]).compactMapValues { $0 as? String }
                #expect(rules["NSStringFormatSpecTypeKey"] == variable.specTypeKey)
                #expect(rules["NSStringFormatValueTypeKey"] == variable.valueType)
                #expect(rules.filter { !$0.key.hasPrefix("NSStringFormat") } == variable.forms)
                #expect(Set(variable.formLocations.keys) == Set(variable.forms.keys))
            }
        }
    }

    @Test func shippedFixturesReadAsFoundationReadsThem() throws {
        let root = Repository.root
        let folder = root.appendingPathComponent("Localizations")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
            folder.appendingPathComponent($0).appendingPathComponent("Localizable.stringsdict")
        }.filter { FileManager.default.fileExists(atPath: $0.path) }
        #expect(files.count >= 5)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let expected = try #require(Self.foundation(text))
            #expect(Self.same(try Self.read(text).get(), expected), "\(file.path)")
            #expect(StringsDictParser.parse(Array(text.utf8), path: "x").diagnostics.isEmpty, "\(file.path)")
        }
    }

    /// Every form's location points at the first character of its `<string>` text (after `<string/>`).
    @Test func formLocationsPointAtTheFormText() throws {
        var generator = PlistGenerator(seed: 77)
        let text = generator.stringsDict(entries: 20)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let document = StringsDictParser.parse(Array(text.utf8), path: "g.stringsdict")
        for variable in document.entries.flatMap(\.variables) {
            for (category, location) in variable.formLocations {
                let line = String(lines[location.line - 1])
                let before = String(line.unicodeScalars.prefix(location.column - 1))
                #expect(["<string>", "<string/>", "<![CDATA["].contains { before.hasSuffix($0) }, "\(category): \(line)")
            }
        }
    }
}
