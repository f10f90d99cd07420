import Foundation
import Testing
@testable import PushlocStringsFile

/// Parsed entries keep byte ranges of their document's text and make their strings when read; entries
/// made in code (and those of a text too large for 32-bit offsets) keep their own strings. These tests
/// hold the two to the same answers over the seeded corpora the parser's other tests use.
@Suite("Entries over the document's text")
struct EntryStorageTests {
    /// The texts: generated files, mutations of them (syntax errors, stray quotes, cut escapes), and
    /// the fuzz seed corpus.
    static func corpus() -> [[UInt8]] {
        var generator = StringsFileGenerator(seed: 5_150)
        var random = SeededRandom(seed: 77)
        var texts: [[UInt8]] = []
        for _ in 0..<300 {
            let bytes = Array(generator.file().text.utf8)
            texts.append(bytes)
            texts.append(RobustnessTests.mutate(bytes, &random))
        }
        let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/strings")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: fuzz.path))?.sorted() ?? [] {
            if let data = FileManager.default.contents(atPath: fuzz.appendingPathComponent(name).path) { texts.append(Array(data)) }
        }
        return texts
    }

    /// Every field of `entry` as the strings and numbers it stands for.
    static func fields(_ entry: StringsEntry) -> [String] {
        [entry.key, entry.value, entry.comment ?? "<nil>", "\(entry.line):\(entry.column)", "\(entry.valueLine):\(entry.valueColumn)"]
    }

    @Test func sharedTextGivesTheStringsOfOwnedEntries() {
        let texts = Self.corpus()
        #expect(texts.count > 600)
        var compared = 0
        for bytes in texts {
            // UTF-8 (the file's own array is the text) and UTF-16 (a transcoded text).
            for input in [bytes, encoded(String(decoding: bytes, as: UTF8.self), .utf16LittleEndian)] {
                let shared = StringsParser.parse(input, path: "x.strings")
                let owned = StringsParser.parse(input, path: "x.strings", ownsStrings: true)
                // A property-list table's entries always own their strings (the fuzz seeds hold some).
                guard shared.syntax == .text else { continue }
                #expect(shared.entries.count == owned.entries.count)
                #expect(shared.diagnostics == owned.diagnostics)
                for (lazy, eager) in zip(shared.entries, owned.entries) {
                    guard lazy.source.owned == nil, eager.source.owned != nil else {
                        Issue.record("unexpected storage")
                        continue
                    }
                    #expect(Self.fields(lazy) == Self.fields(eager))
                    #expect(lazy == eager && lazy.hashValue == eager.hashValue)
                    #expect(lazy.withKeyUTF8 { Array($0) } == Array(eager.key.utf8))
                    #expect(lazy.withValueUTF8 { Array($0) } == Array(eager.value.utf8))
                    #expect(lazy.hasEmptyValue == eager.value.isEmpty)
                    #expect(lazy.valueContainsUTF8Byte(UInt8(ascii: "%")) == eager.value.utf8.contains(UInt8(ascii: "%")))
                    #expect(lazy.hasSameKeyBytes(as: eager) && lazy.hasKeyBytes(of: eager.key))
                    compared += 1
                }
            }
        }
        #expect(compared > 10_000)
    }

    @Test func lookupsFindTheLastEntryOfEachKeyByItsBytes() {
        for bytes in Self.corpus().prefix(200) {
            let document = StringsParser.parse(bytes, path: "x.strings")
            var edited = document
            edited.entries.append(StringsEntry(key: "added", value: "v", line: 1, column: 1))
            let reindexed = edited.indexed()
            var keys = Set<[UInt8]>()
            for entry in document.entries {
                let expected = document.entries.lastIndex { $0.withKeyUTF8 { Array($0) } == entry.withKeyUTF8 { Array($0) } }
                #expect(document.lastIndex(forKey: entry.key) == expected)
                #expect(document.lastIndex(forKeyOf: entry) == expected)
                #expect(edited.lastIndex(forKeyOf: entry) == expected)
                #expect(reindexed.lastIndex(forKeyOf: entry) == expected)
                keys.insert(entry.withKeyUTF8 { Array($0) })
            }
            #expect(reindexed.lastIndex(forKey: "added") == document.entries.count)
            #expect(document.hasRepeatedKeys == (keys.count < document.entries.count))
            #expect(reindexed.hasRepeatedKeys == edited.hasRepeatedKeys)
        }
    }

    @Test func settingAPropertyChangesOnlyThatProperty() {
        let document = parse("/* note */\n\"k\\n\" = \"v\\t\"; // more\n\"x\";\n")
        #expect(document.entries.map(Self.fields) == [
            ["k\n", "v\t", "note\nmore", "2:1", "2:9"],
            ["x", "x", "<nil>", "3:1", "3:1"],
        ])
        var entry = document.entries[0]
        entry.value = "changed"
        #expect(Self.fields(entry) == ["k\n", "changed", "note\nmore", "2:1", "2:9"])
        entry.comment = nil
        entry.line = 40
        entry.valueColumn = Int.max
        #expect(Self.fields(entry) == ["k\n", "changed", "<nil>", "40:1", "2:\(Int.max)"])
        var key = document.entries[1]
        key.key = "y"
        #expect(Self.fields(key) == ["y", "x", "<nil>", "3:1", "3:1"])
        #expect(document.entries[1].key == "x")
    }

    @Test func entriesMadeInCodeKeepAnyNumbers() {
        let entry = StringsEntry(key: "a", value: "b", line: -1, column: Int.max, valueLine: 1 << 40, comment: "")
        #expect(Self.fields(entry) == ["a", "b", "", "-1:\(Int.max)", "\(1 << 40):\(Int.max)"])
        #expect(entry == StringsEntry(key: "a", value: "b", line: -1, column: Int.max, valueLine: 1 << 40, valueColumn: Int.max, comment: ""))
    }

    @Test func equalityIsThatOfTheStrings() {
        // Canonically equivalent keys are equal strings (Swift's `==`), as when entries held strings,
        // though their bytes differ (and the document keeps them as two keys).
        let document = parse("\"\u{E9}\" = \"1\";\n")
        let made = StringsEntry(key: "e\u{301}", value: "1", line: 1, column: 1, valueLine: 1, valueColumn: 7)
        #expect(document.entries.first == made)
        #expect(document.entries.first?.hasSameKeyBytes(as: made) == false)
    }

    @Test func commentsJoinedFromSeveralPiecesStayLinear() {
        // Many comments after one entry on one line: each is appended in place.
        let comments = String(repeating: " /* c */", count: 20_000)
        let document = parse("\"a\" = \"1\";" + comments + "\n\"b\" = \"2\";\n")
        #expect(document.entries.first?.comment == Array(repeating: "c", count: 20_000).joined(separator: "\n"))
        #expect(document.entries.last?.comment == nil)
    }

    /// A parsed entry is 40 bytes; one whose lengths or value line do not fit its packed fields keeps
    /// its own strings, with the same answers.
    @Test func entriesThatDoNotFitThePackedFieldsKeepTheirStrings() {
        #expect(MemoryLayout<StringsEntry>.size == 40)
        let long = String(repeating: "v", count: 70_000)
        let text = "\"short\" = \"s\";\n\"k\" = \"\(long)\";\n\"far\" =" + String(repeating: "\n", count: 70_000) + "\"x\";\n"
            + "/* \(long) */\n\"c\" = \"d\";\n\"t\" = \"u\"; /* a */ /* \(long) */\n"
        let shared = parse(text)
        let owned = StringsParser.parse(Array(text.utf8), path: "Localizable.strings", ownsStrings: true)
        #expect(shared.entries.map(Self.fields) == owned.entries.map(Self.fields))
        #expect(shared.entries.map(\.valueLine) == [1, 2, 70_003, 70_005, 70_006])
        #expect(shared.entries[3].comment == long && shared.entries[4].comment == "a\n" + long)
        let kinds = shared.entries.map { entry -> String in
            if entry.source.owned == nil { return "bytes" }
            return "owned"
        }
        #expect(kinds == ["bytes", "owned", "owned", "owned", "owned"])
    }
}
