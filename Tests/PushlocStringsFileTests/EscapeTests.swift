import PushlocTestSupport
import PushlocDiagnostics
import Foundation
import Testing
@testable import PushlocStringsFile

@Suite("Escapes")
struct EscapeTests {
    struct Case: Sendable, CustomStringConvertible {
        var written: String
        var value: String
        var description: String { written }
    }

    static let known: [Case] = [
        Case(written: #"\a"#, value: "\u{07}"),
        Case(written: #"\b"#, value: "\u{08}"),
        Case(written: #"\f"#, value: "\u{0C}"),
        Case(written: #"\n"#, value: "\n"),
        Case(written: #"\r"#, value: "\r"),
        Case(written: #"\t"#, value: "\t"),
        Case(written: #"\v"#, value: "\u{0B}"),
        Case(written: #"\""#, value: "\""),
        Case(written: #"\'"#, value: "'"),
        Case(written: #"\\"#, value: "\\"),
        Case(written: #"\U41"#, value: "A"),
        Case(written: #"\U0041B"#, value: "AB"),
        Case(written: #"\U00e9"#, value: "é"),
        Case(written: #"\U263A"#, value: "☺"),
        Case(written: #"\UD83D\UDE00"#, value: "😀"),
        Case(written: #"\101"#, value: "A"),
        Case(written: #"\1234"#, value: "S4"),
        Case(written: #"\0"#, value: "\u{0}"),
        Case(written: #"\12"#, value: "\n"),
        Case(written: #"\351"#, value: "Ø"),
        Case(written: #"\777"#, value: "\u{0}"),
        Case(written: "\\\n", value: "\n"),
        Case(written: "\\\r\n", value: "\r\n"),
        Case(written: "\\\u{2028}", value: "\u{2028}"),
    ]

    @Test(arguments: known)
    func knownEscape(_ escape: Case) {
        let document = parse("\"k\" = \"<\(escape.written)>\";")
        #expect(document.entries.first?.value == "<\(escape.value)>")
        #expect(document.diagnostics.isEmpty)
    }

    @Test(arguments: known)
    func knownEscapeAgreesWithFoundation(_ escape: Case) throws {
        let bytes = Array("\"k\" = \"<\(escape.written)>\";".utf8)
        let table = try #require(foundationTable(bytes))
        #expect(table["k"] == "<\(escape.value)>")
    }

    @Test func escapesInKeys() {
        let document = parse(#""a\"b\U00e9" = x;"#)
        #expect(pairs(document) == [["a\"bé", "x"]])
        #expect(document.value(forKey: "a\"bé") == "x")
    }

    @Test func lowercaseUIsAnUnknownEscape() throws {
        let document = parse("\"key\" = \"Next \\u203A\";")
        #expect(document.entries.first?.value == "Next u203A")
        #expect(briefs(document) == ["1:15 unknown-escape"])
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.key == "key")
        #expect(diagnostic.message.contains("literal 'u203A'"))
        #expect(diagnostic.message.contains("\\U203A"))
    }

    @Test(arguments: [("q", "q"), ("%", "%"), ("é", "é"), ("😀", "😀"), ("x41", "x41"), ("u", "u")])
    func otherEscapedCharactersStandForThemselves(written: String, value: String) {
        let document = parse("\"k\" = \"\\\(written)\";")
        #expect(document.entries.first?.value == value)
        #expect(briefs(document) == ["1:8 unknown-escape"])
    }

    /// An escape finding is placed by a walk from the start of its string's first line: the same
    /// line and column as a walk over the whole text, after multi-line values, CR LF and lone CR
    /// breaks, text that is not ASCII, and escapes on a value's later lines.
    @Test func escapeFindingsLateInATableAreWhereAWalkFromTheStartPutsThem() throws {
        var text = "/* Généré */\r\n\"a\" = \"one\ntwo\\(x)\";\r"
        for number in 0..<40 {
            text += "\"k\(number)\" = \"ü \(number)\";\r\n"
            if number % 9 == 0 { text += "\"m\(number)\" = \"line\r\nnext é \\/ \\q\nthird \\(\";\n" }
        }
        text += "\"late\" = \"😀 \\/\";\n\"x\" = \"y\"; \"x\" = \"z \\%\";"
        let document = parse(text)
        let found = document.diagnostics.filter { $0.rule == "unknown-escape" }.compactMap(\.location).map { "\($0.line):\($0.column)" }
        // Every backslash of the text starts an unknown escape; each one's place by a walk from the start.
        let bytes = Array(text.utf8)
        let expected = bytes.withUnsafeBufferPointer { buffer in
            var walker = LineColumnWalker(buffer)
            return bytes.indices.filter { bytes[$0] == UInt8(ascii: "\\") }.map { walker.location(of: $0) }.map { "\($0.line):\($0.column)" }
        }
        #expect(expected.count == 18)
        #expect(found.sorted() == expected.sorted())
    }

    @Test func unknownEscapeOfAControlCharacterIsShownByCodePoint() throws {
        let document = parse("\"k\" = \"\\\u{1}\";")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.message.contains("U+0001"))
    }

    @Test func capitalUWithoutDigitsGivesNUL() throws {
        let document = parse("\"k\" = \"a\\Uzz\";")
        #expect(document.entries.first?.value == "a\u{0}zz")
        #expect(briefs(document) == ["1:9 unknown-escape"])
        // Foundation reads the same.
        #expect(foundationTable(Array("\"k\" = \"a\\Uzz\";".utf8))?["k"] == "a\u{0}zz")
    }

    @Test func capitalUReadsAtMostFourDigits() {
        let document = parse(#""k" = "\U00410";"#)
        #expect(document.entries.first?.value == "A0")
    }

    @Test func loneSurrogatesAreErrors() {
        let document = parse("\"a\" = \"x\\UD83Dy\";\n\"b\" = \"\\UDE00\";\n\"c\" = \"\\UD83D\\U0041\";")
        #expect(pairs(document) == [["a", "x\u{FFFD}y"], ["b", "\u{FFFD}"], ["c", "\u{FFFD}A"]])
        #expect(briefs(document) == ["1:9 syntax", "2:8 syntax", "3:8 syntax"])
        #expect(document.diagnostics.first?.message.contains("surrogate") == true)
    }

    @Test func octalEscapesUseNeXTSTEPLatinAsFoundationDoes() throws {
        var source = "\"k\" = \""
        for byte in 0o200...0o377 { source += "\\" + String(byte, radix: 8) }
        source += "\";"
        let ours = parse(source).entries.first?.value
        let theirs = try #require(foundationTable(Array(source.utf8)))["k"]
        #expect(ours == theirs)
        #expect(ours?.unicodeScalars.count == 128)
    }

    @Test func backslashAtTheEndOfAnUnterminatedString() {
        let document = parse("\"k\" = \"abc\\")
        #expect(document.entries.isEmpty)
        #expect(briefs(document) == ["1:7 syntax"])
    }

    @Test func writtenTokensReadBack() {
        var random = SeededRandom(seed: 7)
        let alphabet = Array("aZ09 \"\\'\n\r\t\u{0}\u{1}\u{7F}é😀%@/*;=\u{2028}\u{FEFF}")
        for _ in 0..<300 {
            let length = Int.random(in: 0...12, using: &random)
            let value = String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] })
            let document = parse("\"k\" = \(StringsEscaper.quoted(value));")
            #expect(document.entries.first?.value == value)
            #expect(document.diagnostics.isEmpty)
        }
    }
}
