import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocStringsFile

/// A `.strings` file may be an XML or binary property list: the device reads it with
/// `CFPropertyListCreateWithData`, as it reads old-style text (pocket-casts-ios ships XML ones).
@Suite struct StringsPropertyListTests {
    private static func xml(_ body: String, header: Bool = true) -> String {
        let head = header ? """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """ : "<plist version=\"1.0\">\n"
        return head + body + "\n</plist>\n"
    }

    private static func parse(_ text: String) -> StringsDocument {
        StringsParser.parse(Array(text.utf8), path: "de.lproj/Localizable.strings")
    }

    @Test func anXMLTableGivesItsEntriesWithTheirPlaces() {
        let document = Self.parse(Self.xml("""
            <dict>
              <key>greeting</key>
              <string>Hallo &amp; willkommen, %@</string>
              <key>two</key><string>zwei
            Zeilen</string>
            </dict>
            """))
        #expect(document.syntax == .xmlPropertyList)
        #expect(document.diagnostics.isEmpty)
        #expect(document.entries.map(\.key) == ["greeting", "two"])
        #expect(document.value(forKey: "greeting") == "Hallo & willkommen, %@")
        #expect(document.value(forKey: "two") == "zwei\nZeilen")
        let greeting = document.entries[0]
        #expect((greeting.line, greeting.column, greeting.valueLine, greeting.valueColumn) == (5, 3, 6, 11))
        #expect(document.entries[1].comment == nil)
    }

    @Test func aRepeatedKeyIsAWarningAndTheLastOneIsShown() {
        let document = Self.parse(Self.xml("<dict>\n<key>k</key><string>first</string>\n<key>k</key><string>second</string>\n</dict>"))
        #expect(document.value(forKey: "k") == "second")
        #expect(document.hasRepeatedKeys)
        #expect(document.diagnostics.map(\.rule) == ["duplicate-key"])
        #expect(document.diagnostics.first?.location?.line == 6)
        #expect(document.diagnostics.first?.message.contains("it is also on line 5, with another value (\"first\")") == true)
        #expect(document.diagnostics.first?.severity == .warning)
    }

    @Test func aKeyRepeatedWithItsValueIsANote() {
        let document = Self.parse(Self.xml("<dict>\n<key>k</key><string>same</string>\n<key>k</key><string>same</string>\n</dict>"))
        #expect(document.value(forKey: "k") == "same")
        #expect(document.diagnostics.map(\.severity) == [.note])
        #expect(document.diagnostics.first?.message.contains("the same text either way") == true)
    }

    @Test func aBrokenPropertyListIsOneSyntaxErrorWhereItBreaks() throws {
        let broken = Self.parse(Self.xml("<dict>\n<key>a</key><string>A</string>\n<key>b</key><strin>B</string>\n</dict>"))
        #expect(broken.entries.isEmpty)
        let error = try #require(broken.diagnostics.first)
        #expect(broken.diagnostics.count == 1 && error.rule == "syntax" && error.severity == .error)
        #expect(error.location?.line == 6)
        #expect(error.message.contains("the device loads none of its strings"))

        let array = Self.parse(Self.xml("<array><string>A</string></array>"))
        #expect(array.entries.isEmpty && array.diagnostics.map(\.rule) == ["syntax"])
        #expect(array.diagnostics.first?.message.contains("is an <array>, not a <dict>") == true)

        let number = Self.parse(Self.xml("<dict><key>n</key><integer>3</integer><key>s</key><string>S</string></dict>"))
        #expect(number.entries.map(\.key) == ["s"])
        #expect(number.diagnostics.map(\.rule) == ["syntax"] && number.diagnostics.first?.key == "n")
    }

    @Test func leadingWhitespaceAByteOrderMarkAndUTF16AreRead() {
        let text = "\n\t " + Self.xml("<dict><key>k</key><string>v é</string></dict>", header: false)
        let utf16: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let encodings: [[UInt8]] = [Array(text.utf8), [0xEF, 0xBB, 0xBF] + Array(text.utf8), utf16]
        for bytes in encodings {
            let document = StringsParser.parse(bytes, path: "x.strings")
            #expect(document.syntax == .xmlPropertyList)
            #expect(document.value(forKey: "k") == "v é")
            #expect(document.diagnostics.isEmpty)
        }
        // Old-style text stays old-style, whatever it holds.
        #expect(Self.parse("\"<k>\" = \"<v>\";").syntax == .text)
    }

    @Test func aBinaryTableIsRead() throws {
        let table = ["b": "Bee %@", "a": "A", "é": "e"]
        let bytes = try PropertyListSerialization.data(fromPropertyList: table, format: .binary, options: 0)
        let document = StringsParser.parse(Array(bytes), path: "x.strings")
        #expect(document.syntax == .binaryPropertyList)
        #expect(document.diagnostics.isEmpty)
        #expect(Dictionary(uniqueKeysWithValues: document.entries.map { ($0.key, $0.value) }) == table)
        let damaged = StringsParser.parse(Array(bytes.prefix(20)), path: "x.strings")
        #expect(damaged.entries.isEmpty && damaged.diagnostics.map(\.rule) == ["syntax"])
    }

    /// Damaged binary tables (bytes changed, cut, or offsets pointing anywhere) end in entries or one
    /// `syntax` error, never in a crash: the reader checks every offset and length.
    @Test func damagedBinaryTablesNeverCrash() throws {
        let table = Dictionary(uniqueKeysWithValues: (0..<40).map { ("key\($0)", "value \($0) %@") })
        let valid = Array(try PropertyListSerialization.data(fromPropertyList: table, format: .binary, options: 0))
        var generator = SeededGenerator(seed: 7)
        for round in 0..<2_000 {
            var bytes = valid
            for _ in 0..<(1 + Int(generator.next() % 4)) {
                let at = 6 + Int(generator.next() % UInt64(bytes.count - 6))
                bytes[at] = UInt8(truncatingIfNeeded: generator.next())
            }
            if round % 5 == 0 { bytes = Array(bytes.prefix(6 + Int(generator.next() % UInt64(bytes.count - 6)))) }
            let document = StringsParser.parse(bytes, path: "x.strings")
            #expect(document.syntax == .binaryPropertyList)
            #expect(document.serialized() == bytes)
            #expect(document.diagnostics.allSatisfy { $0.location?.line == 1 })
        }
    }

    /// Generated tables written by Foundation as XML read back as Foundation reads them: every key,
    /// every value (entities, quotes, line breaks, non-ASCII, empty strings).
    @Test func generatedXMLTablesReadAsFoundationReadsThem() throws {
        var generator = SeededGenerator(seed: 42)
        let pieces = ["a", "Z", " ", "&", "<", ">", "\"", "'", "%@", "%1$d", "\n", "\t", "é", "日本", "🙂", "\\", ";", "="]
        for _ in 0..<200 {
            var table: [String: String] = [:]
            for _ in 0..<Int(generator.next() % 12) {
                let key = (0..<Int(generator.next() % 6 + 1)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
                table[key] = (0..<Int(generator.next() % 8)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            }
            let data = try PropertyListSerialization.data(fromPropertyList: table, format: .xml, options: 0)
            let document = StringsParser.parse(Array(data), path: "x.strings")
            #expect(document.diagnostics.isEmpty)
            let read = Dictionary(document.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            #expect(read == table)
        }
    }

    /// Foundation's `Bundle` on this machine runs CoreFoundation's table loading: it reads an XML
    /// table, decodes its entities and shows the last of repeated keys, as pushloc does.
    @Test func foundationsBundleShowsWhatPushlocReads() throws {
        let folder = try TemporaryFolder()
        let text = Self.xml("""
            <dict>
              <key>greeting</key><string>Hallo &amp; &lt;willkommen&gt;, %@ &#x263A;</string>
              <key>dup</key><string>first</string>
              <key>dup</key><string>second</string>
              <key>empty</key><string></string>
              <key>lines</key><string>a
            b</string>
            </dict>
            """)
        try folder.write("T.bundle/en.lproj/Localizable.strings", text)
        let bundle = try #require(Bundle(path: folder.path("T.bundle")))
        let document = Self.parse(text)
        #expect(document.syntax == .xmlPropertyList)
        for key in ["greeting", "dup", "empty", "lines"] {
            #expect(bundle.localizedString(forKey: key, value: "(none)", table: nil) == document.value(forKey: key))
        }
    }

    @Test func aPropertyListIsNeverEditedInPlace() {
        var document = Self.parse(Self.xml("<dict><key>a</key><string>A</string></dict>"))
        #expect(document.entrySpans.isEmpty && document.decodedUTF8 == nil)
        #expect(document.bytes(applying: [StringsTextEdit(range: 0..<1, replacement: "x")]) == nil)
        // Setting a value writes the table as text first.
        document.setValue("B", forKey: "b")
        #expect(document.syntax == .text)
        #expect(document.value(forKey: "a") == "A" && document.value(forKey: "b") == "B")
        #expect(String(decoding: document.serialized(), as: UTF8.self) == "\"a\" = \"A\";\n\"b\" = \"B\";\n")
    }

    /// An XML table's declared encoding is honoured, as Foundation (CoreFoundation's XML reader) on
    /// this machine honours it: Latin-1, Windows code pages, `us-ascii` read as Latin-1; an unknown
    /// name is an error, and the device loads nothing.
    @Test func anXMLTablesDeclaredEncodingIsHonoured() throws {
        let body: [UInt8] = Array("<plist version=\"1.0\"><dict><key>k</key><string>caf".utf8) + [0xE9, 0x20, 0x80, 0x20, 0xA3]
            + Array("</string></dict></plist>\n".utf8)
        for name in ["ISO-8859-1", "iso-8859-1", "windows-1252", "us-ascii", "ISO-8859-2"] {
            let bytes = Array("<?xml version=\"1.0\" encoding=\"\(name)\"?>\n".utf8) + body
            let foundation = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: String]
            let document = StringsParser.parse(bytes, path: "fr.lproj/Localizable.strings")
            #expect(document.diagnostics.isEmpty, "\(name)")
            #expect(document.entries.map(\.value) == [try #require(foundation?["k"])], "\(name)")
            #expect(document.entries.first?.line == 2)
        }
        let unknown = Array("<?xml version=\"1.0\" encoding=\"bogus\"?>\n".utf8) + body
        #expect((try? PropertyListSerialization.propertyList(from: Data(unknown), options: [], format: nil)) == nil)
        let document = StringsParser.parse(unknown, path: "fr.lproj/Localizable.strings")
        #expect(document.entries.isEmpty)
        #expect(document.diagnostics.map(\.message) == ["this XML property list declares the encoding \"bogus\", which Apple's parser does not know; the device loads none of its strings"])
    }
}
