import Foundation
import PushlocStringsFile
import Testing
@testable import PushlocChecks

/// `check --fix`: only defects with one right answer, and every other byte kept.
@Suite struct StringsFixerTests {
    private func fixed(_ bytes: [UInt8], source: [String: String]? = nil) -> (bytes: [UInt8], rules: [String]) {
        let document = StringsParser.parse(bytes, path: "fr.lproj/Localizable.strings")
        let lookup: ((String) -> String?)? = source.map { table in { table[$0] } }
        let (edits, fixes) = StringsFixer.fixes(for: document, developmentText: lookup)
        return (document.bytes(applying: edits) ?? bytes, fixes.map(\.rule))
    }

    private func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func lowercaseUnicodeEscapesBecomeUppercase() {
        let result = fixed(utf8("\"next\" = \"Weiter \\u203A\";\n\"path\" = \"C:\\\\users\";\n\"u\" = \"\\u\";\n"))
        #expect(String(decoding: result.bytes, as: UTF8.self) == "\"next\" = \"Weiter \\U203A\";\n\"path\" = \"C:\\\\users\";\n\"u\" = \"\\u\";\n")
        #expect(result.rules == ["unknown-escape"])
        // What the device then shows: the character.
        #expect(StringsParser.parse(result.bytes, path: "x").entries.first?.value == "Weiter \u{203A}")
    }

    @Test func anExactRepeatIsRemovedAndADifferentValueIsNot() {
        let text = "/* Greeting */\n\"hi\" = \"Salut\";\n\"bye\" = \"Ciao\";\n\"hi\" = \"Salut\";\n\"bye\" = \"Au revoir\";\n"
        let result = fixed(utf8(text))
        #expect(String(decoding: result.bytes, as: UTF8.self) == "/* Greeting */\n\"hi\" = \"Salut\";\n\"bye\" = \"Ciao\";\n\"bye\" = \"Au revoir\";\n")
        #expect(result.rules == ["duplicate-key"])
    }

    @Test func aRepeatBetweenDifferentValuesStays() {
        // Removing the third would make the second the one the device shows.
        let text = "\"k\" = \"a\";\n\"k\" = \"b\";\n\"k\" = \"a\";\n"
        #expect(fixed(utf8(text)).rules.isEmpty)
    }

    @Test func aRepeatWithItsOwnCommentStays() {
        let text = "\"k\" = \"a\";\n/* why */\n\"k\" = \"a\";\n"
        #expect(fixed(utf8(text)).rules.isEmpty)
    }

    @Test func aLostPercentIsRestoredWhereTheSourceReadsTheArgument() {
        let source = ["invite": "%1$@ invited %2$@", "rate": "100% of 1$@"]
        let text = "\"invite\" = \"1$@ a invité %2$@\";\n\"rate\" = \"100 % de 1$@\";\n\"other\" = \"1$@\";\n"
        let result = fixed(utf8(text), source: source)
        #expect(String(decoding: result.bytes, as: UTF8.self) == "\"invite\" = \"%1$@ a invité %2$@\";\n\"rate\" = \"100 % de 1$@\";\n\"other\" = \"1$@\";\n")
        #expect(result.rules == ["broken-specifier"])
    }

    @Test func aTranslationThatReadsTheArgumentAlreadyIsLeftAlone() {
        let result = fixed(utf8("\"k\" = \"%1$@ (1$@)\";\n"), source: ["k": "%1$@"])
        #expect(result.rules.isEmpty)
    }

    @Test(arguments: [StringsEncoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian])
    func utf16AndCRLFFilesKeepEncodingMarkAndLineEndings(_ encoding: StringsEncoding) {
        let text = "// header\r\n\"a\" = \"x \\u00e9\";\r\n\"a\" = \"x \\u00e9\";\r\n\"b\" = \"1$@\"; // same line\r\n"
        let bytes = encoding.byteOrderMark + SourceDecoderHelper.encode(text, encoding)
        let result = fixed(bytes, source: ["b": "%1$@"])
        let expected = "// header\r\n\"a\" = \"x \\U00e9\";\r\n\"b\" = \"%1$@\"; // same line\r\n"
        #expect(result.bytes == encoding.byteOrderMark + SourceDecoderHelper.encode(expected, encoding))
        #expect(result.rules.sorted() == ["broken-specifier", "duplicate-key", "unknown-escape"])
    }

    @Test(arguments: [
        "\\ud800", "\\udc00", "\\u0000", "\\u000b", "\\ub", "Learn on \\udemy", "\\u00e9a", "\\u00e9_", "\\u00e9ab",
        "\\u202e", "\\uffff", "\\ud83d\\ude00x", "\\u12", "\\u\\u00",
    ])
    func aLowercaseEscapeWithMoreThanOneReadingStays(_ value: String) {
        #expect(fixed(utf8("\"k\" = \"\(value)\";\n")).rules.isEmpty)
    }

    @Test func aSurrogatePairIsFixedWhole() {
        let result = fixed(utf8("\"a\" = \"\\ud83d\\ude00!\";\n\"b\" = \"\\Ud83d\\ude00\";\n"))
        #expect(String(decoding: result.bytes, as: UTF8.self) == "\"a\" = \"\\Ud83d\\Ude00!\";\n\"b\" = \"\\Ud83d\\Ude00\";\n")
        #expect(StringsParser.parse(result.bytes, path: "x").entries.map(\.value) == ["\u{1F600}!", "\u{1F600}"])
    }

    @Test func aLostPercentWithMoreThanOneReadingStays() {
        let source = ["k": "%1$@ and %2$d"]
        // After a letter or an escape, with a type the source does not read, or beside a non-positional specifier.
        for value in ["\\u1$@", "x1$@", "2$@ %2$d", "%@ 1$@", "1$d", "1$dollars"] {
            #expect(fixed(utf8("\"k\" = \"\(value)\";\n"), source: source).rules.isEmpty, "\(value)")
        }
        #expect(fixed(utf8("\"k\" = \"(1$@) %2$d\";\n"), source: source).rules == ["broken-specifier"])
    }

    @Test func aFileWithNothingToFixHasNoEdits() {
        let result = fixed(utf8("\"a\" = \"b\";\n"), source: ["a": "b"])
        #expect(result.rules.isEmpty && result.bytes == utf8("\"a\" = \"b\";\n"))
    }
}

/// Encodes text as a `.strings` file of an encoding would hold it (without the byte order mark).
enum SourceDecoderHelper {
    static func encode(_ text: String, _ encoding: StringsEncoding) -> [UInt8] {
        switch encoding {
        case .utf8: return Array(text.utf8)
        case .utf16LittleEndian: return text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case .utf16BigEndian: return text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case .utf32LittleEndian: return text.unicodeScalars.flatMap { scalar in (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) } }
        case .utf32BigEndian: return text.unicodeScalars.flatMap { scalar in (0..<4).reversed().map { UInt8((scalar.value >> (8 * $0)) & 0xFF) } }
        }
    }
}

/// What the device shows for a missing key depends on who reads the table.
@Suite struct MissingKeyFallbackTests {
    @Test func interfaceBuilderAndInfoPlistTablesFallBackToTheirOwnText() {
        #expect(MissingKeyFallback.whatTheDeviceShows(table: "InfoPlist", keys: ["CFBundleDisplayName"], grouped: false, language: "fr", development: "en")
            .contains("Info.plist"))
        #expect(MissingKeyFallback.whatTheDeviceShows(table: "Main", keys: ["3kU-n2-fha.title", "Xy9-AB-c0d.text"], grouped: true, language: "fr", development: "en")
            .contains("storyboard"))
        #expect(MissingKeyFallback.whatTheDeviceShows(table: "Localizable", keys: ["3kU-n2-fha.title", "INBOX"], grouped: true, language: "fr", development: "en")
            == "in fr the device shows each key itself, not the en text")
        #expect(!MissingKeyFallback.isInterfaceBuilderKey("abc-de-fgh"))
        #expect(!MissingKeyFallback.isInterfaceBuilderKey("settings.title.long"))
    }
}
