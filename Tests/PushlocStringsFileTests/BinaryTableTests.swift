import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocStringsFile

/// Binary tables are read by pushloc's own bounded reader, pinned against Foundation (the same
/// CoreFoundation code the device runs) on valid lists, and safe on the lists Foundation cannot take.
@Suite struct BinaryTableTests {
    /// A binary property list of the given objects (each already encoded), with one-byte offsets
    /// and references when they fit, the root being object 0.
    private static func list(_ objects: [[UInt8]], referenceSize: UInt8 = 1) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let tableStart = bytes.count
        let offsetSize = tableStart < 256 ? 1 : 4
        for offset in offsets {
            bytes += (0..<offsetSize).reversed().map { UInt8(truncatingIfNeeded: offset >> (8 * $0)) }
        }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), referenceSize]
        for value in [objects.count, 0, tableStart] {
            bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        return bytes
    }

    private static func ascii(_ text: String) -> [UInt8] { [0x50 | UInt8(text.utf8.count)] + Array(text.utf8) }

    private static func foundation(_ bytes: [UInt8]) -> [AnyHashable: Any]? {
        (try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)) as? [AnyHashable: Any]
    }

    private static func parse(_ bytes: [UInt8]) -> StringsDocument {
        StringsParser.parse(bytes, path: "de.lproj/Localizable.strings")
    }

    /// The libFuzzer find: a set as the root. Foundation's reader crashes on it.
    @Test func aSetIsASyntaxErrorNotACrash() {
        let root: [UInt8] = Array("bplist00".utf8) + [0xC1, 0x01, 0x51, 0x61, 0x08, 0x0A, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x01,
            0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
            0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0C]
        let document = Self.parse(root)
        #expect(document.entries.isEmpty)
        #expect(document.diagnostics.map(\.rule) == ["syntax"])
        #expect(document.serialized() == root)

        let asValue = Self.list([[0xD2, 1, 3, 2, 4], Self.ascii("k"), [0xC1, 3], Self.ascii("ok"), Self.ascii("fine")])
        let valued = Self.parse(asValue)
        #expect(valued.entries.map(\.key) == ["ok"])
        #expect(valued.diagnostics.map(\.message) == ["the value of \"k\" is a set, not a string; the device has no text for this key"])
    }

    /// `a = [a, a]` forty times over: Foundation's reader doubles its work at each level. A table's
    /// reader visits the root's values only, so the deep list is one object it names and never walks.
    @Test func sharedReferencesAreNeverWalked() {
        var objects: [[UInt8]] = [[0xD1, 1, 2], Self.ascii("a")]
        for level in 0..<40 { objects.append([0xA2, UInt8(3 + level), UInt8(3 + level)]) }
        objects.append(Self.ascii("lol"))
        let document = Self.parse(Self.list(objects))
        #expect(document.entries.isEmpty)
        #expect(document.diagnostics.map(\.message) == ["the value of \"a\" is an <array>, not a string; the device has no text for this key"])
    }

    /// Many keys naming one long value share its decoded text rather than copy it.
    @Test func oneValueNamedByManyKeysIsDecodedOnce() {
        let count = 200
        var root: [UInt8] = [0xDF, 0x11, UInt8(count >> 8), UInt8(count & 0xFF)]
        for key in 0..<count {
            let object = 2 + key
            root += [UInt8(object >> 8), UInt8(object & 0xFF)]
        }
        for _ in 0..<count { root += [0, 1] }
        let value: [UInt8] = [0x5F, 0x11, 0x10, 0x00] + [UInt8](repeating: UInt8(ascii: "x"), count: 4096)
        var objects: [[UInt8]] = [root, value]
        objects += (0..<count).map { Self.ascii("k\($0)") }
        let bytes = Self.list(objects, referenceSize: 2)
        let document = Self.parse(bytes)
        #expect(document.diagnostics.isEmpty)
        #expect(document.entries.count == count)
        #expect(document.entries.allSatisfy { $0.value.utf8.count == 4096 })
        #expect(Self.foundation(bytes)?.count == count)
    }

    /// Counts, offsets and references that point past the file are errors, and nothing is allocated
    /// for a count the file cannot hold.
    @Test func liesInTheTrailerAreErrors() {
        let valid = Self.list([[0xD1, 1, 2], Self.ascii("k"), Self.ascii("v")])
        #expect(Self.parse(valid).entries.map(\.value) == ["v"])
        var hugeCount = valid
        hugeCount[hugeCount.count - 24] = 0x7F
        var hugeLength = Self.list([[0xDF, 0x13, 0x0F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 1, 2], Self.ascii("k"), Self.ascii("v")])
        var pastEnd = valid
        pastEnd[valid.count - 32 - 1] = 0xF0
        var badReference = valid
        badReference[9] = 9
        for bytes in [hugeCount, hugeLength, pastEnd, badReference, Array(valid.prefix(40))] {
            let document = Self.parse(bytes)
            #expect(document.entries.isEmpty)
            #expect(document.diagnostics.map(\.rule) == ["syntax"])
            #expect(Self.foundation(bytes) == nil)
        }
        hugeLength[9] = 0x12
        #expect(Self.parse(hugeLength).diagnostics.map(\.rule) == ["syntax"])
    }

    /// What Foundation on this machine reads, pushloc reads: the first of a repeated key, a byte over
    /// 0x7F in an ASCII string as Latin-1, a lone surrogate as U+FFFD, and a key that is not a string
    /// (an entry no lookup can reach).
    @Test func edgeCasesAsFoundationReadsThem() throws {
        let repeated = Self.list([[0xD2, 1, 1, 2, 3], Self.ascii("k"), Self.ascii("first"), Self.ascii("second")])
        #expect(Self.foundation(repeated)?["k"] as? String == "first")
        let document = Self.parse(repeated)
        #expect(document.entries.map(\.value) == ["first"])
        #expect(document.diagnostics.map(\.rule) == ["duplicate-key"])
        #expect(try #require(document.diagnostics.first).message.contains("keeps the first value"))
        #expect(document.diagnostics.map(\.severity) == [.warning])

        let same = Self.list([[0xD2, 1, 1, 2, 2], Self.ascii("k"), Self.ascii("same")])
        #expect(Self.foundation(same)?["k"] as? String == "same")
        #expect(Self.parse(same).diagnostics.map(\.severity) == [.note])

        let latin = Self.list([[0xD1, 1, 2], Self.ascii("k"), [0x54] + Array("caf".utf8) + [0xE9]])
        #expect(Self.foundation(latin)?["k"] as? String == "café")
        #expect(Self.parse(latin).entries.map(\.value) == ["café"])

        let surrogate = Self.list([[0xD1, 1, 2], Self.ascii("k"), [0x61, 0xD8, 0x00]])
        #expect(Self.foundation(surrogate)?["k"] as? String == "\u{FFFD}")
        #expect(Self.parse(surrogate).entries.map(\.value) == ["\u{FFFD}"])

        let integerKey = Self.list([[0xD2, 1, 3, 2, 4], [0x10, 5], Self.ascii("b"), Self.ascii("k"), Self.ascii("v")])
        #expect(Self.foundation(integerKey)?.count == 2)
        let mixed = Self.parse(integerKey)
        #expect(mixed.entries.map(\.key) == ["k"])
        #expect(mixed.diagnostics.map(\.rule) == ["syntax"])
    }

    /// Generated tables that Foundation writes as binary lists (ASCII and UTF-16 strings, one-, two-
    /// and more-byte lengths) read back as Foundation reads them.
    @Test func generatedTablesReadAsFoundationReadsThem() throws {
        var generator = SeededGenerator(seed: 11)
        let pieces = ["a", "Z", " ", "%@", "%1$d", "\n", "é", "日本", "🙂", "\\", "\"", String(repeating: "long ", count: 5)]
        for _ in 0..<200 {
            var table: [String: String] = [:]
            for _ in 0..<Int(generator.next() % 40) {
                let key = (0..<Int(generator.next() % 6 + 1)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
                table[key] = (0..<Int(generator.next() % 8)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            }
            let data = try PropertyListSerialization.data(fromPropertyList: table, format: .binary, options: 0)
            let document = Self.parse(Array(data))
            #expect(document.diagnostics.isEmpty)
            #expect(Dictionary(uniqueKeysWithValues: document.entries.map { ($0.key, $0.value) }) == table)
        }
    }
}
