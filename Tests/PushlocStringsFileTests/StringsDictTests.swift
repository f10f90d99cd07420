import PushlocTestSupport
import PushlocDiagnostics
import Foundation
import Testing
@testable import PushlocStringsFile

@Suite("stringsdict")
struct StringsDictTests {
    static let good = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <!-- items in the cart -->
            <key>cart_items</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@items@ in %#@carts@</string>
                <key>items</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>d</string>
                    <key>one</key>
                    <string>%d товар</string>
                    <key>few</key>
                    <string>%d товара</string>
                    <key>many</key>
                    <string>%d товаров</string>
                    <key>other</key>
                    <string>%d товара</string>
                </dict>
                <key>carts</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>ld</string>
                    <key>other</key>
                    <string><![CDATA[%ld <carts>]]></string>
                </dict>
            </dict>
            <key>a &amp; b</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%1$#@n@</string>
                <key>n</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>other</key>
                    <string>%d</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """

    static func parseDict(_ text: String, path: String = "Localizable.stringsdict") -> StringsDictDocument {
        StringsDictParser.parse(Array(text.utf8), path: path)
    }

    static func briefs(_ document: StringsDictDocument) -> [String] {
        document.diagnostics.map(brief)
    }

    @Test func readsEntriesInFileOrderWithLocations() throws {
        let document = Self.parseDict(Self.good)
        #expect(document.diagnostics.isEmpty)
        #expect(document.entries.map(\.key) == ["cart_items", "a & b"])
        let cart = try #require(document.entries.first)
        #expect((cart.line, cart.column) == (6, 5))
        #expect(cart.formatKey == "%#@items@ in %#@carts@")
        #expect(cart.variables.map(\.name) == ["items", "carts"])
        #expect(cart.variables[0] == StringsDictVariable(
            name: "items", specTypeKey: "NSStringPluralRuleType", valueType: "d",
            forms: ["one": "%d товар", "few": "%d товара", "many": "%d товаров", "other": "%d товара"],
            formLocations: [
                "one": SourceLocation(file: "Localizable.stringsdict", line: 17, column: 21),
                "few": SourceLocation(file: "Localizable.stringsdict", line: 19, column: 21),
                "many": SourceLocation(file: "Localizable.stringsdict", line: 21, column: 21),
                "other": SourceLocation(file: "Localizable.stringsdict", line: 23, column: 21),
            ]))
        #expect(cart.variables[1].formLocations["other"].map { ($0.line, $0.column) } ?? (0, 0) == (32, 21))
        #expect(cart.variables[1].forms == ["other": "%ld <carts>"])
        let second = try #require(document.entries.last)
        #expect((second.line, second.column) == (35, 5))
        #expect(second.variables.first?.valueType == nil)
        #expect(document.entry(forKey: "a & b")?.formatKey == "%1$#@n@")
    }

    @Test func missingFormatKey() throws {
        let text = """
            <plist version="1.0">
            <dict>
              <key>k</key>
              <dict>
                <key>n</key>
                <dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string>x</string></dict>
              </dict>
            </dict>
            </plist>
            """
        let document = Self.parseDict(text)
        #expect(Self.briefs(document) == ["3:3 syntax"])
        #expect(try #require(document.diagnostics.first).message.contains("NSStringLocalizedFormatKey"))
        #expect(document.entries.first?.formatKey == nil)
        #expect(document.entries.first?.variables.map(\.name) == ["n"])
    }

    @Test func variableWithoutSpecType() throws {
        let text = """
            <plist version="1.0"><dict>
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key><dict><key>other</key><string>x</string></dict>
            </dict></dict></plist>
            """
        let document = Self.parseDict(text)
        #expect(Self.briefs(document) == ["4:3 syntax"])
        #expect(try #require(document.diagnostics.first).message.contains("NSStringFormatSpecTypeKey"))
        #expect(document.entries.first?.variables.first?.specTypeKey == nil)
    }

    @Test func formatNamesAMissingVariable() throws {
        let text = """
            <plist version="1.0"><dict>
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@ and %2$#@gone@ and %%#@literal@</string>
              <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string>%#@inner@</string></dict>
            </dict></dict></plist>
            """
        let document = Self.parseDict(text)
        #expect(Self.briefs(document) == ["2:1 syntax", "2:1 syntax"])
        #expect(document.diagnostics.map(\.message).contains { $0.contains("%#@gone@") })
        #expect(document.diagnostics.map(\.message).contains { $0.contains("%#@inner@") })
    }

    @Test func variableReferences() {
        #expect(StringsDictBuilder.variableReferences(in: "%#@a@ %1$#@b@ %%#@c@ %#@@ %d %#@unclosed") == ["a", "b"])
    }

    @Test func valuesThatAreNotDictionaries() {
        let text = """
            <plist version="1.0"><dict>
            <key>s</key><string>plain</string>
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key><integer>3</integer>
              <key>v</key><string>x</string>
              <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><true/></dict>
            </dict></dict></plist>
            """
        let document = Self.parseDict(text)
        #expect(Self.briefs(document) == ["2:1 syntax", "4:3 syntax", "5:3 syntax", "6:3 syntax", "6:21 syntax"])
        #expect(document.entries.map(\.key) == ["k"])
    }

    @Test func duplicateKeys() throws {
        let text = """
            <plist version="1.0"><dict>
            <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>a</string></dict>
            <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>b</string></dict>
            </dict></plist>
            """
        let document = Self.parseDict(text)
        #expect(Self.briefs(document) == ["3:1 duplicate-key"])
        #expect(try #require(document.diagnostics.first).message.contains("line 2"))
        #expect(document.entries.map(\.formatKey) == ["b"])
        #expect(document.entries.first?.line == 3)
    }

    @Test(arguments: [
        ("<plist><dict><key>a</key><string>x</dict></plist>", "1:35", "does not match"),
        ("<plist>\n<dict>\n  <key>a</key>\n  <strin>b</strin>\n</dict></plist>", "4:3", "unknown tag <strin>"),
        ("<plist><dict>\n  <key>a</key>\n</dict></plist>", "2:3", "has no value"),
        ("<plist><dict><key>a</key><key>b</key><string>x</string></dict></plist>", "1:14", "has no value"),
        ("<plist><dict><string>x</string></dict></plist>", "1:14", "without a <key>"),
        ("<plist><dict>\n  text <key>a</key><string>x</string></dict></plist>", "2:3", "unexpected text"),
        ("<plist><dict><key>a</key><string>x</string>", "1:8", "never closed"),
        ("<plist></plist>", "1:8", "empty <plist>"),
        ("<plist><dict/><dict/></plist>", "1:15", "one object"),
        ("<plist><dict><key>a &bogus; b</key><string>x</string></dict></plist>", "1:21", "character reference"),
        ("<?xml version=\"1.0\"?>\n<plist><dict><!-- open", "2:14", "comment"),
    ])
    func malformedXMLIsLocated(text: String, place: String, words: String) throws {
        let document = Self.parseDict(text)
        #expect(document.entries.isEmpty)
        #expect(Self.briefs(document) == ["\(place) syntax"])
        let message = try #require(document.diagnostics.first?.message)
        #expect(message.contains(words), "\(message)")
        #expect(message.hasPrefix("malformed property list"))
    }

    @Test(arguments: [
        ("<plist><dict>\n<key>a</key>\n<date>not a date</date>\n</dict></plist>", "3:1", "not a date such as"),
        ("<plist><dict>\n<key>a</key>\n  <integer>12x</integer>\n</dict></plist>", "3:3", "not a whole number"),
        ("<plist><dict>\n<key>a</key><real></real>\n</dict></plist>", "2:13", "not a number"),
        ("<plist><dict><key>a</key><true>x</true></dict></plist>", "1:32", "inside <true>"),
        ("<plist><dict><key>a</key><dict><key>b</key><plist/></dict></dict></plist>", "1:44", "only the outermost"),
        ("<plist><array><key>a</key></array></plist>", "1:15", "keys belong in <dict>"),
        ("<plist><dict><key>a</key><string>x &#xD800; y</string></dict></plist>", "1:36", "character reference"),
        ("<plist><dict><key>a</key><string><![CDATA[x</string></dict></plist>", "1:34", "CDATA"),
        ("<plist><dict><key>a</key><string>x<b>y</b></string></dict></plist>", "1:35", "holds only text"),
        ("<plist>\n<![CDATA[x]]><dict/></plist>", "2:1", "CDATA section may only"),
        ("<plist><dict><key>a</key><string>x</string></dict>\n</plistx>", "2:1", "does not match"),
        ("   \n", "1:1", "no element"),
        ("<plist><dict><key>a</key><string>x<!-- c -->y</string></dict></plist>", "1:35", "comment inside <string>"),
        ("</plist>", "1:1", "closes nothing"),
        ("<plist><dict x=\"1></dict></plist>", "1:8", "closing '>'"),
    ])
    func malformedValuesAreLocated(text: String, place: String, words: String) throws {
        let document = Self.parseDict(text)
        #expect(document.entries.isEmpty)
        #expect(Self.briefs(document) == ["\(place) syntax"])
        let message = try #require(document.diagnostics.first?.message)
        #expect(message.contains(words), "\(message)")
    }

    @Test func rootThatIsNotADictionary() {
        let document = Self.parseDict("<plist version=\"1.0\">\n  <array><string>x</string></array>\n</plist>")
        #expect(Self.briefs(document) == ["2:3 syntax"])
        #expect(document.entries.isEmpty)
    }

    @Test func emptyFile() {
        let document = StringsDictParser.parse([], path: "Empty.stringsdict")
        #expect(Self.briefs(document) == ["1:1 empty-file"])
    }

    @Test func utf16FileWithByteOrderMark() throws {
        let text = Self.good.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        let bytes = encoded(text, .utf16LittleEndian)
        let document = StringsDictParser.parse(bytes, path: "x.stringsdict")
        #expect(document.diagnostics.isEmpty)
        #expect(document.entries.map(\.key) == ["cart_items", "a & b"])
        #expect(document.entries.first?.line == 6)
    }

    @Test func openStepAndBinaryPropertyListsAreReportedNotRead() throws {
        let openStep = Self.parseDict("\n  { k = { NSStringLocalizedFormatKey = \"%#@n@\"; }; }")
        #expect(Self.briefs(openStep) == ["2:3 syntax"])
        #expect(try #require(openStep.diagnostics.first).message.contains("plutil -convert xml1"))
        #expect(openStep.entries.isEmpty)
        let binary = StringsDictParser.parse(Array("bplist00\u{1}".utf8), path: "b.stringsdict")
        #expect(try #require(binary.diagnostics.first).message.contains("binary property list"))
    }

    @Test func parseFileAtURL() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pushloc-\(UUID().uuidString).stringsdict")
        try Data(Self.good.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let document = try StringsDictParser.parse(fileAt: url, displayPath: "en.lproj/Localizable.stringsdict")
        #expect(document.path == "en.lproj/Localizable.stringsdict")
        #expect(document.entries.count == 2)
        #expect(throws: (any Error).self) {
            try StringsDictParser.parse(fileAt: url.appendingPathExtension("missing"), displayPath: "x")
        }
    }

    @Test func randomDamageNeverBreaksTheReader() {
        var random = SeededRandom(seed: 5)
        let base = Array(Self.good.utf8)
        for _ in 0..<150 {
            let bytes = RobustnessTests.mutate(base, &random)
            let document = StringsDictParser.parse(bytes, path: "fuzz.stringsdict")
            #expect(document.diagnostics.allSatisfy { ($0.location?.line ?? 0) >= 1 && ($0.location?.column ?? 0) >= 1 })
        }
    }
}

extension StringsDictTests {
    @Test func deepNestingStaysCheap() {
        var text = "<plist>"
        for _ in 0..<5000 { text += "<dict><key>a</key>" }
        text += "<string>x</string>"
        for _ in 0..<5000 { text += "</dict>" }
        text += "</plist>"
        let document = Self.parseDict(text)
        // Foundation refuses more than 512 levels, and so does the reader (its recursion is bounded).
        #expect(Self.briefs(document) == ["1:\(8 + 18 * 512) syntax"])
        #expect(document.diagnostics.first?.message.contains("deeper than 512") == true)
    }
}

extension StringsDictTests {
    @Test func manyEntriesStayFast() {
        var text = "<plist><dict>\n"
        for index in 0..<1000 {
            text += "<key>k\(index)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
            text += "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string>%d</string></dict></dict>\n"
        }
        text += "</dict></plist>"
        let document: StringsDictDocument? = Self.parseDict(text)
        #expect(document?.entries.count == 1000)
        #expect(document?.entries.last?.line == 1001)
        #expect(document?.diagnostics.isEmpty == true)
    }
}

extension StringsDictTests {
    /// A long dictionary takes the hashed path; its repeats are found the same way, by exact bytes.
    @Test func duplicateKeysInALongDictionary() throws {
        var text = "<plist><dict>\n"
        for index in 0..<15 {
            text += "<key>k\(index)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(index)</string></dict>\n"
        }
        text += "<key>k3</key><dict><key>NSStringLocalizedFormatKey</key><string>again</string></dict>\n"
        text += "<key>e\u{301}</key><dict><key>NSStringLocalizedFormatKey</key><string>decomposed</string></dict>\n"
        text += "<key>\u{E9}</key><dict><key>NSStringLocalizedFormatKey</key><string>composed</string></dict>\n"
        text += "</dict></plist>"
        let document = Self.parseDict(text)
        #expect(Self.briefs(document) == ["17:1 duplicate-key"])
        #expect(try #require(document.diagnostics.first).message.contains("line 5"))
        #expect(document.entries.count == 17)
        #expect(document.entry(forKey: "k3")?.formatKey == "again")
        #expect(document.entries[3].line == 17)
    }
}
