import PushlocCatalog
import PushlocStringsFile
import Testing

/// The table's key lookups compare exact bytes, as the device's `NSDictionary` does.
@Suite struct LocalizationTableTests {
    private static let composed = "caf\u{E9}"          // é as one scalar (NFC)
    private static let decomposed = "cafe\u{301}"      // e + combining acute (NFD)

    @Test func keysThatDifferOnlyInNormalizationStayTwoKeys() {
        let text = "\"\(Self.composed)\" = \"one\";\n\"\(Self.decomposed)\" = \"two\";\n"
        let table = LocalizationTable(name: "Localizable", language: "fr", strings: StringsParser.parse(Array(text.utf8), path: "fr.lproj/Localizable.strings"))
        #expect(table.count == 2)
        #expect(table.value(forKey: Self.composed) == "one")
        #expect(table.value(forKey: Self.decomposed) == "two")
        #expect(table.contains(Self.decomposed))
    }

    @Test func theLastEntryOfARepeatedKeyWins() {
        let text = "\"A\" = \"first\";\n\"B\" = \"b\";\n\"A\" = \"last\";\n"
        let table = LocalizationTable(name: "Localizable", language: "en", strings: StringsParser.parse(Array(text.utf8), path: "en.lproj/Localizable.strings"))
        #expect(table.keys == ["A", "B"])
        #expect(table.value(forKey: "A") == "last")
    }

    @Test func pluralEntriesAreFoundByExactKey() {
        func entry(_ key: String) -> String {
            "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d \(key)</string></dict></dict>"
        }
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\(entry(Self.composed))\(entry("items"))</dict></plist>\n"
        let plurals = StringsDictParser.parse(Array(xml.utf8), path: "fr.lproj/Localizable.stringsdict")
        let table = LocalizationTable(name: "Localizable", language: "fr", strings: nil, stringsDict: plurals)
        #expect(table.hasPlural("items"))
        #expect(table.pluralEntry(forKey: Self.composed)?.key == Self.composed)
        #expect(!table.hasPlural(Self.decomposed))
        #expect(table.entryCount == 2)
    }
}
