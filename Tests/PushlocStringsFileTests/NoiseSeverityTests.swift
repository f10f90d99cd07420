import PushlocDiagnostics
import Foundation
import Testing
@testable import PushlocStringsFile
import PushlocRules

/// Which parse findings are notes: an unknown escape whose character the device shows as meant, and
/// a key repeated with its value. CoreFoundation's `getSlashedChar` (`CFOldStylePList.c`) returns any
/// character it has no escape for as it is; Foundation on this machine reads the same.
@Suite struct NoiseSeverityTests {
    /// Escapes of punctuation, symbols and spaces, in any script: Foundation shows the character,
    /// pushloc says so in a note.
    @Test(arguments: [#"\%"#, #"\("#, #"\)"#, #"\/"#, #"\@"#, #"\!"#, #"\?"#, #"\-"#, ##"\#"##, #"\ "#, #"\«"#, #"\€"#, #"\、"#, #"\؟"#])
    func anEscapedPunctuationMarkShowsAsMeantAndIsANote(_ written: String) throws {
        let text = "\"k\" = \"a\(written)b\";"
        let shown = String(written.dropFirst())
        #expect(foundationTable(Array(text.utf8))?["k"] == "a\(shown)b")
        let document = parse(text)
        #expect(document.value(forKey: "k") == "a\(shown)b")
        let finding = try #require(document.diagnostics.first)
        #expect(document.diagnostics.count == 1)
        #expect((finding.rule, finding.severity) == (RuleDescription.unknownEscape.id, .note))
        #expect(finding.message.contains("needs no backslash"))
    }

    /// Escapes of letters and digits stand for a character of another language's escape that the
    /// device does not give: Foundation shows the bare letter, and pushloc warns.
    /// A letter or digit of another script is no different: Hebrew `את\ה`, typed for `את/ה`, shows
    /// `אתה`, another word.
    @Test(arguments: [
        (#"\u203A"#, "u203A"), (#"\x41"#, "x41"), (#"\e"#, "e"), (#"\d"#, "d"), (#"\8"#, "8"), (#"\N"#, "N"),
        (#"\é"#, "é"), (#"\ה"#, "ה"), (#"\д"#, "д"), (#"\字"#, "字"), (#"\٣"#, "٣"),
    ])
    func anEscapedLetterOrDigitIsAWarning(_ written: String, _ shown: String) throws {
        let text = "\"k\" = \"a\(written)b\";"
        #expect(foundationTable(Array(text.utf8))?["k"] == "a\(shown)b")
        let document = parse(text)
        #expect(document.value(forKey: "k") == "a\(shown)b")
        #expect(document.diagnostics.map(\.severity) == [.warning])
        #expect(document.diagnostics.map(\.rule) == [RuleDescription.unknownEscape.id])
    }

    @Test func anEscapedControlCharacterIsAWarning() {
        let document = parse("\"k\" = \"\\\u{1}\";")
        #expect(document.diagnostics.map(\.severity) == [.warning])
    }

    /// An invisible format character (a right-to-left mark) after the backslash is not what a reader sees.
    @Test func anEscapedFormatCharacterIsAWarning() {
        let document = parse("\"k\" = \"a\\\u{200F}b\";")
        #expect(document.diagnostics.map(\.severity) == [.warning])
    }

    @Test func aKeyRepeatedWithTheSameValueIsANote() throws {
        let text = "\"k\" = \"Inbox\";\n\"k\" = \"Inbox\";\n"
        #expect(foundationTable(Array(text.utf8))?["k"] == "Inbox")
        let document = parse(text)
        let finding = try #require(document.diagnostics.first)
        #expect((finding.rule, finding.severity) == (RuleDescription.duplicateKey.id, .note))
        #expect(finding.message.contains("the same text either way"))
    }

    /// A text table keeps the later value (Foundation agrees), so the earlier one is never shown.
    @Test func aKeyRepeatedWithAnotherValueIsAWarningAndTheLaterIsShown() throws {
        let text = "\"k\" = \"Inbox\";\n\"k\" = \"Mail\";\n"
        #expect(foundationTable(Array(text.utf8))?["k"] == "Mail")
        let document = parse(text)
        #expect(document.value(forKey: "k") == "Mail")
        let finding = try #require(document.diagnostics.first)
        #expect((finding.rule, finding.severity) == (RuleDescription.duplicateKey.id, .warning))
        #expect(finding.message.contains("the device shows this later one, \"Mail\""))
    }
}
