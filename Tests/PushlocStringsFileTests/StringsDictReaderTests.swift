import PushlocDiagnostics
import PushlocTestSupport
import Testing
@testable import PushlocStringsFile
import PushlocRules

/// The parts of the one-pass `.stringsdict` reader, and edges that the rewrite met.
@Suite("stringsdict one-pass reader")
struct StringsDictReaderTests {
    /// The document of `text`, which the reader it replaced reads the same.
    static func parse(_ text: String) -> StringsDictDocument {
        StringsDictOracleTests.expectSame(Array(text.utf8), "test file")
        return StringsDictParser.parse(Array(text.utf8), path: "r.stringsdict")
    }

    static func entry(_ key: String, _ body: String) -> String {
        "<key>\(key)</key><dict>\(body)</dict>"
    }

    static let variable = "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string>%d</string></dict>"

    /// A format written with references and CDATA is read whole: it is read into the scratch buffer,
    /// which the first version read before the text was in it.
    @Test func escapedFormatIsReadWhole() throws {
        let text = "<plist><dict>" + Self.entry("k", "<key>NSStringLocalizedFormatKey</key><string>&lt;&#x25;#@n@&gt; <![CDATA[&amp;]]> &#233;</string>" + Self.variable) + "</dict></plist>"
        let document = Self.parse(text)
        #expect(document.diagnostics.isEmpty)
        #expect(try #require(document.entries.first).formatKey == "<%#@n@> &amp; é")
    }

    /// Malformed XML after the root's `</dict>`: no entry and no finding of what was read before it.
    @Test func malformedAfterTheRootDropsWhatWasRead() {
        let text = "<plist><dict>\n" + Self.entry("k", "") + "\n" + Self.entry("k", "") + "\n</dict>\n<dict/></plist>"
        let document = Self.parse(text)
        #expect(document.entries.isEmpty)
        #expect(document.diagnostics.map(brief) == ["5:1 syntax"])
        #expect(document.diagnostics.first?.message.contains("one object") == true)
    }

    /// The place of a repeated key's first appearance, the value of its last, whatever their types;
    /// the values it replaced are not looked at.
    @Test func repeatedKeysOfEveryKind() throws {
        let text = """
            <plist><dict>
            <key>k</key><string>not a dict</string>
            <key>j</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\(Self.variable)</dict>
            <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><string>x</string>\(Self.variable)<key>n</key><true/>\(Self.variable)</dict>
            </dict></plist>
            """
        let document = Self.parse(text)
        #expect(document.entries.map(\.key) == ["k", "j"])
        let first = try #require(document.entries.first)
        #expect(first.line == 4)
        #expect(first.variables.map(\.name) == ["n"])
        // The duplicate at the root, then three repeats of "n" in the entry; "n" ends as a variable, so
        // neither the <string> nor the <true/> it replaced is reported.
        #expect(document.diagnostics.map(brief) == ["4:1 duplicate-key", "4:108 duplicate-key", "4:243 duplicate-key", "4:262 duplicate-key"])
        #expect(document.diagnostics.first?.message.contains("line 2") == true)
        #expect(document.diagnostics.last?.message.contains("line 4") == true)
    }

    /// Keys equal to the schema's as Swift strings but not by their bytes (U+212A KELVIN SIGN for `K`)
    /// count as the schema's keys, as the builder has always compared them (the device's dictionary
    /// compares UTF-16, so it would not); as dictionary keys they stay apart from the real ones.
    @Test func canonicallyEqualSchemaKeys() throws {
        let kelvin = "\u{212A}ey"
        let text = "<plist><dict>" + Self.entry("k", "<key>NSStringLocalizedFormat\(kelvin)</key><string>%#@n@</string>"
            + "<key>n</key><dict><key>NSStringFormatSpecType\(kelvin)</key><string>NSStringPluralRuleType</string><key>other</key><string>%d</string></dict>") + "</dict></plist>"
        let document = Self.parse(text)
        #expect(document.diagnostics.isEmpty)
        let entry = try #require(document.entries.first)
        #expect(entry.formatKey == "%#@n@")
        #expect(entry.variables.first?.specTypeKey == "NSStringPluralRuleType")
        #expect(entry.variables.first?.forms == ["other": "%d"])
    }

    /// More than a dozen keys in one dictionary: repeats are found through the hash table.
    @Test func repeatsAmongManyKeys() throws {
        var rules = "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        for index in 0..<14 { rules += "<key>form\(index)</key><string>\(index)</string>" }
        rules += "<key>form3</key><string>again</string><key>NSStringFormatSpecTypeKey</key><string>x</string>"
        var fields = "<key>NSStringLocalizedFormatKey</key><string>%#@v0@</string>"
        for index in 0..<14 { fields += "<key>v\(index)</key><dict>\(rules)</dict>\n" }
        fields += "<key>v5</key><dict>\(rules)</dict>"
        let document = Self.parse("<plist><dict>" + Self.entry("k", fields) + "</dict></plist>")
        let entry = try #require(document.entries.first)
        #expect(entry.variables.count == 14)
        #expect(entry.variables[3].forms["form3"] == "again")
        #expect(entry.variables[0].specTypeKey == "x")
        #expect(entry.variables[0].forms.count == 14)
        // Two repeats in each of the 14 variables (those of the replaced "v5" are not looked at), and
        // the repeated variable.
        #expect(document.diagnostics.count == 14 * 2 + 1)
        #expect(document.diagnostics.allSatisfy { $0.rule == RuleDescription.duplicateKey.id })
    }

    /// Keys with the same length and the same first and last eight bytes share a fingerprint; their
    /// bytes tell them apart.
    @Test func fingerprintsOnlySortOut() {
        let keys = ["abcdefgh1ijklmnop", "abcdefgh2ijklmnop", "abcdefgh3ijklmnop", "abcdefgh1ijklmnop"]
        var finder = RepeatFinder()
        var seen: [String] = []
        var found: [Int?] = []
        for key in keys {
            let fingerprint = Array(key.utf8).withUnsafeBufferPointer(RepeatFinder.fingerprint)
            found.append(finder.earlier(
                fingerprint: fingerprint, isSameKey: { seen[$0] == key }, hash: { KeyIndex.hash(key) }, hashOf: { KeyIndex.hash(seen[$0]) }))
            if found.last == .some(nil) { seen.append(key) }
        }
        #expect(Set(keys.dropLast().map { Array($0.utf8).withUnsafeBufferPointer(RepeatFinder.fingerprint) }).count == 1)
        #expect(found == [nil, nil, nil, 0])
    }

    /// The variables of a file mostly share one set of form keys: the dictionaries of the second are
    /// made from the first's table, and hold its own values and places. Canonically equal keys merge,
    /// as assigning them one by one does.
    @Test func formDictionariesWithSharedAndMergedKeys() throws {
        func variable(_ name: String, _ forms: [(String, String)]) -> String {
            "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined() + "</dict>\n"
        }
        let text = "<plist><dict>" + Self.entry("k", "<key>NSStringLocalizedFormatKey</key><string>%#@a@ %#@b@ %#@c@</string>\n"
            + variable("a", [("one", "1a"), ("other", "*a")])
            + variable("b", [("one", "1b"), ("other", "*b")])
            + variable("c", [("\u{E9}", "%#@x@"), ("e\u{301}", "%#@y@")])) + "</dict></plist>"
        let document = Self.parse(text)
        let variables = try #require(document.entries.first).variables
        #expect(variables[0].forms == ["one": "1a", "other": "*a"])
        #expect(variables[1].forms == ["one": "1b", "other": "*b"])
        #expect(variables[1].formLocations["other"]?.line == 3)
        #expect(variables[2].forms.count == 1)
        #expect(variables[2].forms.keys.first.map { Array($0.utf8) } == Array("\u{E9}".utf8))
        #expect(variables[2].forms.values.first == "%#@y@")
        // Only the form that stayed names a variable.
        #expect(document.diagnostics.map(\.message).filter { $0.contains("uses %#@") }.count == 1)
        #expect(document.diagnostics.contains { $0.message.contains("%#@y@") })
    }

    /// A value with more references than the scratch buffer's first size.
    @Test func longEscapedValues() throws {
        let body = String(repeating: "&amp;&#x4E2D;&lt;x", count: 200)
        let document = Self.parse("<plist><dict>" + Self.entry("k", "<key>NSStringLocalizedFormatKey</key><string>\(body)</string>") + "</dict></plist>")
        #expect(try #require(document.entries.first).formatKey == String(repeating: "&中<x", count: 200))
    }

    @Test func referencesAreLookedForAtEveryOffset() {
        for length in 0..<20 {
            for at in 0..<max(length - 1, 0) {
                var bytes = [UInt8](repeating: 0x61, count: length)
                bytes[at] = 0x23
                bytes[at + 1] = 0x40
                #expect(bytes.withUnsafeBufferPointer(VariableReferences.containsHashAt), "\(length) \(at)")
                bytes[at + 1] = 0x23
                #expect(!bytes.withUnsafeBufferPointer(VariableReferences.containsHashAt), "\(length) \(at)")
            }
        }
        #expect(VariableReferences.names(in: "%1$#@a@ and %%#@b@ and %#@c@") == ["a", "c"])
    }

    @Test func tagWordsSpellTheirTags() {
        func word(_ text: String) -> UInt64 {
            Array(text.utf8).enumerated().reduce(0) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
        }
        #expect(PlistTagWords.keyOpen == word("<key>"))
        #expect(PlistTagWords.stringOpen == word("<string>"))
        #expect(PlistTagWords.dictOpen == word("<dict>"))
        #expect(PlistTagWords.keyClose == word("</key>"))
        #expect(PlistTagWords.stringClose == word("</string"))
        #expect(PlistTagWords.dictClose == word("</dict>"))
        #expect(["zero", "one", "two", "few", "many", "other", "on", "others", "One"].map { Array($0.utf8).withUnsafeBufferPointer(StringsDictKey.category) }
            == ["zero", "one", "two", "few", "many", "other", nil, nil, nil])
        // A short key is read within its own bytes: "on" followed by "e" in memory is not "one".
        let shortKeys = Array("one".utf8).withUnsafeBufferPointer { whole in
            (0..<3).map { StringsDictKey.category(UnsafeBufferPointer(rebasing: whole[0..<$0])) }
        }
        #expect(shortKeys == [nil, nil, nil])
    }

    /// The place counter, told what a reader passes, agrees with a walk over the text: line ends of
    /// every kind, text that is not ASCII, stretches passed whole or byte by byte.
    @Test(arguments: 0..<30)
    func placeCounterAgreesWithTheWalker(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed))
        let pieces = ["a", "<", "\n", "\r\n", "\r", "\t", "é", "中", "😀", " ", "abcdefghij", "\n\r"]
        let text = Array((0..<200).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined().utf8)
        text.withUnsafeBufferPointer { buffer in
            var walker = LineColumnWalker(buffer)
            var counter = PlaceCounter()
            var offset = 0
            while offset < buffer.count {
                var next = min(buffer.count, offset + 1 + Int(random.next() % 24))
                // Places are asked at scalar starts that are not an LF after a CR (as at a tag).
                while next < buffer.count, buffer[next] & 0xC0 == 0x80 || (buffer[next] == 0x0A && buffer[next - 1] == 0x0D) { next += 1 }
                counter.pass(buffer, from: offset, to: next)
                let expected = walker.location(of: next)
                let place = counter.place(of: next, in: buffer)
                #expect(place == TextPlace(line: expected.line, column: expected.column), "seed \(seed) offset \(next)")
                offset = next
            }
        }
    }
}
