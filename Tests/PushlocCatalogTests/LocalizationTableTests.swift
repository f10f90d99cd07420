import PushlocCatalog
@testable import PushlocStringsFile
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

    /// The whole-table lookup, and the plural lookup by a record's bytes, answer as the one-key ones do:
    /// repeated keys, keys that differ only in normalization, escaped keys (decoded into the side
    /// buffer), keys the other table lacks, and tables whose entries keep their own strings.
    @Test func wholeTableLookupsAgreeWithOneKeyLookups() {
        let reference = "\"A\" = \"a\";\n\"\(Self.composed)\" = \"c\";\n\"esc\\\"aped\" = \"e\";\n\"B\" = \"b\";\n\"A\" = \"a2\";\n\"items\" = \"i\";\n"
        let translation = "\"B\" = \"b\";\n\"\(Self.decomposed)\" = \"d\";\n\"esc\\\"aped\" = \"e\";\n\"A\" = \"a\";\n\"Z\" = \"z\";\n\"B\" = \"b2\";\n\"items\" = \"i\";\n"
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>items</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d items</string></dict></dict></dict></plist>\n"
        for owns in [false, true] {
            let en = LocalizationTable(name: "Localizable", language: "en",
                                       strings: StringsParser.parse(Array(reference.utf8), path: "en.lproj/Localizable.strings", ownsStrings: owns),
                                       stringsDict: StringsDictParser.parse(Array(xml.utf8), path: "en.lproj/Localizable.stringsdict"))
            let fr = LocalizationTable(name: "Localizable", language: "fr",
                                       strings: StringsParser.parse(Array(translation.utf8), path: "fr.lproj/Localizable.strings", ownsStrings: !owns))
            let positions = en.recordPositions(forKeysOf: fr)
            #expect(positions.count == fr.records.count)
            for position in fr.records.indices {
                #expect(Int(positions[position]) == (en.recordPosition(forKeyOfRecord: position, in: fr) ?? -1))
                #expect(en.hasPlural(keyOfRecord: position, in: fr) == en.hasPlural(fr.records[position].key))
            }
            #expect(positions.map { $0 >= 0 } == [true, false, true, true, false, true])
        }
    }
}
