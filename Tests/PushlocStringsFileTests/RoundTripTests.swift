import PushlocTestSupport
import Foundation
import Testing
@testable import PushlocStringsFile

@Suite("Lossless writing")
struct RoundTripTests {
    static let samples: [String] = [
        "",
        "\n",
        "/* only a comment */",
        "\"a\" = \"1\";",
        "{ a = b; }",
        "\"a\" = \"1\";;\n# junk\n\"b\" = 'unterminated",
        "/* c */\r\n\"a\" = \"x\\n\\U00e9\\351\";\r\n",
        "\"k\" = \"v\" /* open",
    ]

    @Test(arguments: samples)
    func unchangedDocumentGivesBackItsBytes(source: String) {
        for encoding in StringsEncoding.allCases {
            for mark in encoding == .utf8 ? [false, true] : [true] {
                let bytes = encoded(source, encoding, byteOrderMark: mark)
                #expect(StringsParser.parse(bytes, path: "x").serialized() == bytes)
            }
        }
    }

    @Test func setValueRewritesOnlyThatToken() {
        let source = "/* Greeting */\n\"hello\" = 'Hi';   // keep me\n\"bye\"=\"Bye\";\n"
        var document = parse(source)
        document.setValue("Hello, \"you\"\n", forKey: "hello")
        let expected = "/* Greeting */\n\"hello\" = \"Hello, \\\"you\\\"\\n\";   // keep me\n\"bye\"=\"Bye\";\n"
        #expect(String(decoding: document.serialized(), as: UTF8.self) == expected)
        #expect(document.value(forKey: "hello") == "Hello, \"you\"\n")
        #expect(document.entries.first?.comment == "Greeting\nkeep me")
        #expect(document.diagnostics.isEmpty)
    }

    @Test func setValueOnAShortcutEntry() {
        var document = parse("\"OK\";\nnext = x;")
        document.setValue("D'accord", forKey: "OK")
        #expect(String(decoding: document.serialized(), as: UTF8.self) == "\"OK\" = \"D'accord\";\nnext = x;")
    }

    @Test func setValueRewritesTheLastOfDuplicates() {
        var document = parse("\"k\" = \"1\";\n\"k\" = \"2\";\n")
        document.setValue("3", forKey: "k")
        #expect(String(decoding: document.serialized(), as: UTF8.self) == "\"k\" = \"1\";\n\"k\" = \"3\";\n")
        #expect(document.value(forKey: "k") == "3")
    }

    @Test func setValueAddsAMissingKeyWithTheFileLineBreaks() {
        var crlf = parse("\"a\" = \"1\";\r\n")
        crlf.setValue("2", forKey: "b")
        #expect(String(decoding: crlf.serialized(), as: UTF8.self) == "\"a\" = \"1\";\r\n\"b\" = \"2\";\r\n")

        var unterminatedLine = parse("\"a\" = \"1\";")
        unterminatedLine.setValue("2", forKey: "b\"q")
        #expect(String(decoding: unterminatedLine.serialized(), as: UTF8.self) == "\"a\" = \"1\";\n\"b\\\"q\" = \"2\";\n")
        #expect(unterminatedLine.value(forKey: "b\"q") == "2")

        var braces = parse("{\n  \"a\" = \"1\";\n}\n")
        braces.setValue("2", forKey: "b")
        #expect(String(decoding: braces.serialized(), as: UTF8.self) == "{\n  \"a\" = \"1\";\n\"b\" = \"2\";\n}\n")
        #expect(braces.diagnostics.isEmpty)
    }

    @Test(arguments: StringsEncoding.allCases)
    func setValueKeepsEncodingAndByteOrderMark(encoding: StringsEncoding) {
        let before = "/* 😀 */\n\"a\" = \"Ärger\";\n\"b\" = \"x\";\n"
        var document = StringsParser.parse(encoded(before, encoding), path: "x")
        document.setValue("Größe 中", forKey: "a")
        document.setValue("new", forKey: "c")
        let after = "/* 😀 */\n\"a\" = \"Größe 中\";\n\"b\" = \"x\";\n\"c\" = \"new\";\n"
        #expect(document.serialized() == encoded(after, encoding))
        #expect(document.encoding == encoding)
        #expect(document.hasByteOrderMark)
    }

    @Test func setValueKeepsInvalidBytesElsewhere() {
        let bytes = Array("\"a\" = \"".utf8) + [0xFF] + Array("\";\n\"b\" = \"x\";\n".utf8)
        var document = StringsParser.parse(bytes, path: "x")
        document.setValue("y", forKey: "b")
        #expect(document.serialized() == Array("\"a\" = \"".utf8) + [0xFF] + Array("\";\n\"b\" = \"y\";\n".utf8))
    }

    @Test func setValueKeepsInvalidUTF16Elsewhere() {
        let bytes = encoded("\"a\" = \"", .utf16LittleEndian) + [0x00, 0xDC]
            + SourceDecoder.encode("\";\n\"b\" = \"x\";\n", as: .utf16LittleEndian)
        var document = StringsParser.parse(bytes, path: "x")
        document.setValue("yz", forKey: "b")
        let expected = encoded("\"a\" = \"", .utf16LittleEndian) + [0x00, 0xDC]
            + SourceDecoder.encode("\";\n\"b\" = \"yz\";\n", as: .utf16LittleEndian)
        #expect(document.serialized() == expected)
    }

    @Test func randomEditsPreserveEverythingElse() {
        var random = SeededRandom(seed: 42)
        let alphabet = Array("ab Z\"\\'\n\tü😀%@;=/*")
        for _ in 0..<100 {
            var document = parse("// head\n\"a\" = \"1\"; /* t */\nb;\n'c' = c;\n")
            var expected: [String: String] = ["a": "1", "b": "b", "c": "c"]
            for _ in 0..<4 {
                let key = ["a", "b", "c", "d"][Int.random(in: 0..<4, using: &random)]
                let length = Int.random(in: 0...6, using: &random)
                let value = String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] })
                document.setValue(value, forKey: key)
                expected[key] = value
            }
            #expect(document.diagnostics.isEmpty)
            for (key, value) in expected { #expect(document.value(forKey: key) == value) }
            let text = String(decoding: document.serialized(), as: UTF8.self)
            #expect(text.hasPrefix("// head\n\"a\" = "))
            #expect(text.contains("; /* t */\n"))
            #expect(document.entries.first?.comment == "head\nt")
        }
    }

    @Test func valueLookupIsLastWinsAndExact() {
        var document = parse("\"é\" = \"nfc\";\n\"e\u{301}\" = \"nfd\";\n\"x\" = \"1\";\n\"x\" = \"2\";")
        #expect(document.value(forKey: "\u{E9}") == "nfc")
        #expect(document.value(forKey: "e\u{301}") == "nfd")
        #expect(document.value(forKey: "x") == "2")
        #expect(document.value(forKey: "missing") == nil)
        #expect(!document.diagnostics.contains { $0.rule == "duplicate-key" && $0.location?.line == 2 })
        document.entries[3].value = "edited"
        #expect(document.value(forKey: "x") == "edited")
        document.entries.removeAll()
        #expect(document.value(forKey: "x") == nil)
        // setValue works from the parsed bytes, whatever happened to `entries`.
        document.setValue("3", forKey: "x")
        #expect(document.entries.count == 4)
        #expect(document.value(forKey: "x") == "3")
    }

    @Test func foundationOnLinuxMergesCanonicallyEquivalentKeys() {
        // The device keeps "é" (U+00E9) and "e" + U+0301 apart, as pushloc does; Foundation on Linux
        // bridges to a Swift dictionary, whose String keys compare by canonical equivalence.
        let bytes = Array("\"\u{E9}\" = \"1\";\n\"e\u{301}\" = \"2\";".utf8)
        #expect(foundationTable(bytes)?.count == 1)
        #expect(StringsParser.parse(bytes, path: "x").entries.count == 2)
    }

    @Test func changingTheEncodingReencodes() {
        var document = parse("\"a\" = \"Ä\";\n")
        document.encoding = .utf16BigEndian
        document.hasByteOrderMark = true
        #expect(document.serialized() == encoded("\"a\" = \"Ä\";\n", .utf16BigEndian))
        document.setValue("Ö", forKey: "a")
        #expect(document.serialized() == encoded("\"a\" = \"Ö\";\n", .utf16BigEndian))
        #expect(document.encoding == .utf16BigEndian)
    }

    @Test func newEmptyDocument() {
        var document = StringsDocument(path: "new.strings", encoding: .utf16LittleEndian)
        #expect(document.diagnostics.isEmpty)
        #expect(document.hasByteOrderMark)
        document.setValue("Oui", forKey: "yes")
        #expect(document.serialized() == encoded("\"yes\" = \"Oui\";\n", .utf16LittleEndian))
        var plain = StringsDocument(path: "plain.strings")
        plain.setValue("1", forKey: "a")
        #expect(plain.serialized() == Array("\"a\" = \"1\";\n".utf8))
        #expect(plain.path == "plain.strings")
    }

    @Test func parseFileAtURL() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pushloc-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("Localizable.strings")
        let bytes = encoded("\"a\" = \"1\";", .utf16LittleEndian)
        try Data(bytes).write(to: url)
        let document = try StringsParser.parse(fileAt: url, displayPath: "fr.lproj/Localizable.strings")
        #expect(document.path == "fr.lproj/Localizable.strings")
        #expect(document.value(forKey: "a") == "1")
        #expect(throws: (any Error).self) {
            try StringsParser.parse(fileAt: directory.appendingPathComponent("missing.strings"), displayPath: "missing")
        }
    }

    /// A document that dropped its bytes (as catalogs load tables) keeps its entries and findings, and
    /// writes them canonically: the text parses back to the same keys, values and comments.
    @Test func aDocumentWithoutItsSourceWritesItsEntriesCanonically() {
        var generator = StringsFileGenerator(seed: 2311)
        for _ in 0..<200 {
            let text = generator.file().text
            let parsed = StringsParser.parse(Array(text.utf8), path: "x.strings")
            var light = parsed
            light.discardSource()
            #expect(!light.keepsSource && parsed.keepsSource)
            #expect(light.entries == parsed.entries)
            #expect(light.diagnostics == parsed.diagnostics)
            let again = StringsParser.parse(light.serialized(), path: "x.strings")
            #expect(again.entries.map(\.key) == parsed.entries.map(\.key))
            #expect(again.entries.map(\.value) == parsed.entries.map(\.value))
            #expect(again.entries.map(\.comment) == parsed.entries.map(\.comment))
            if let last = parsed.entries.last {
                #expect(light.value(forKey: last.key) == parsed.value(forKey: last.key))
            }
        }
    }

    @Test func editingADocumentWithoutItsSourceParsesTheCanonicalTextFirst() {
        var document = StringsParser.parse(Array("// a `*/` inside\n\"a\" = \"1\";\n\"b\" = \"2\";\n".utf8), path: "x.strings")
        document.discardSource()
        document.setValue("3", forKey: "b")
        #expect(document.keepsSource)
        #expect(document.value(forKey: "a") == "1")
        #expect(document.value(forKey: "b") == "3")
        #expect(document.entries.first?.comment == "a `*/` inside")
        #expect(document.diagnostics.isEmpty)
    }
}
