import PushlocDiagnostics
import Testing
@testable import PushlocStringsFile
import PushlocRules

@Suite("Diagnostics and recovery")
struct DiagnosticTests {
    @Test func everyDiagnosticCarriesPathLineAndColumn() throws {
        let document = parse("\"a\" = \"1\";;\n", path: "Localizations/fr.lproj/Localizable.strings")
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.location == SourceLocation(file: "Localizations/fr.lproj/Localizable.strings", line: 1, column: 11))
        #expect(diagnostic.rule == RuleDescription.syntax.id)
        #expect(diagnostic.severity == .error)
    }

    @Test func doubledSemicolonIsReportedAndParsingGoesOn() throws {
        let document = parse("\"a\" = \"1\";;\n\"b\" = \"2\";\n")
        #expect(pairs(document) == [["a", "1"], ["b", "2"]])
        #expect(briefs(document) == ["1:11 syntax"])
        let message = try #require(document.diagnostics.first?.message)
        #expect(message.contains("unexpected ';'"))
        #expect(message.contains("silently stops"))
    }

    @Test(arguments: ["#", "}", "=", "(", "@", "\u{A0}"])
    func tokenThatCannotStartAKey(token: String) {
        let document = parse("\"a\" = \"1\";\n  \(token) junk \"x\" = \"y\";\n\"b\" = \"2\";")
        #expect(pairs(document) == [["a", "1"], ["b", "2"]])
        #expect(briefs(document) == ["2:3 syntax"])
    }

    @Test func badFirstTokenSaysTheDeviceLoadsNothing() throws {
        let document = parse("# comment\n\"a\" = \"1\";")
        #expect(pairs(document) == [["a", "1"]])
        #expect(briefs(document) == ["1:1 syntax"])
        #expect(try #require(document.diagnostics.first).message.contains("loads none"))
    }

    @Test func missingSemicolonAtTheEndOfTheFile() throws {
        let document = parse("\"a\" = \"1\";\n\"b\" = \"2\"")
        #expect(pairs(document) == [["a", "1"], ["b", "2"]])
        #expect(briefs(document) == ["2:10 syntax"])
        #expect(try #require(document.diagnostics.first).message.contains("missing ';' after the value of \"b\""))
    }

    @Test func missingSemicolonBeforeTheNextLine() {
        let document = parse("\"a\" = \"1\"\n\"b\" = \"2\";\n")
        #expect(pairs(document) == [["a", "1"], ["b", "2"]])
        #expect(briefs(document) == ["1:10 syntax"])
    }

    @Test func missingSemicolonAfterAValueThatRunsOverLines() throws {
        let document = parse("\"a\" = \"it\"s\";\n\"b\" = \"2\";\n\"c\" = \"3\";")
        let message = try #require(document.diagnostics.first?.message)
        #expect(briefs(document).first == "1:11 syntax")
        #expect(!message.contains("several lines"))
        let spanning = parse("\"a\" = \"one\n\"b\" = \"2\";")
        #expect(try #require(spanning.diagnostics.first?.message).contains("several lines"))
    }

    @Test func missingSemicolonAfterAKey() {
        let document = parse("\"a\" = \"1\";\n\"b\"")
        #expect(pairs(document) == [["a", "1"]])
        #expect(briefs(document) == ["2:4 syntax"])
    }

    @Test func missingEqualsSign() throws {
        let document = parse("\"a\" \"1\";\n\"b\" = \"2\";")
        #expect(pairs(document) == [["b", "2"]])
        #expect(briefs(document) == ["1:4 syntax"])
        #expect(try #require(document.diagnostics.first).message.contains("expected '=' or ';' after the key \"a\""))
    }

    @Test func missingValue() {
        let document = parse("\"a\" = ;\n\"b\" = \"2\";\n\"c\" =")
        #expect(pairs(document) == [["b", "2"]])
        #expect(briefs(document) == ["1:7 syntax", "3:6 syntax"])
    }

    @Test(arguments: [("(\"x\")", "an array"), ("{ a = b; }", "a dictionary"), ("<0fbd>", "data")])
    func valueThatIsNotAString(value: String, kind: String) throws {
        let document = parse("\"a\" = \(value);\n\"b\" = \"2\";")
        #expect(pairs(document) == [["b", "2"]])
        #expect(briefs(document) == ["1:7 syntax"])
        #expect(try #require(document.diagnostics.first).message.contains(kind))
    }

    @Test func unterminatedStringIsReportedAtItsOpeningQuote() throws {
        let document = parse("\"a\" = \"1\";\n\"b\" = 'oops;\n\"c\" = \"3\";")
        #expect(pairs(document) == [["a", "1"], ["c", "3"]])
        #expect(briefs(document) == ["2:7 syntax"])
        #expect(try #require(document.diagnostics.first).message.contains("unterminated string"))
        let key = parse("\"a\" = \"1\";\n'b = \"2\";")
        #expect(briefs(key) == ["2:1 syntax"])
    }

    @Test func unterminatedCommentRunsToTheEnd() throws {
        let document = parse("\"a\" = \"1\";\n  /* not closed\n\"b\" = \"2\";")
        #expect(pairs(document) == [["a", "1"]])
        #expect(briefs(document) == ["2:3 syntax"])
        #expect(try #require(document.diagnostics.first).message.contains("unterminated comment"))
        // Foundation agrees that the rest is a comment, but reports nothing.
        #expect(foundationTable(Array("\"a\" = \"1\";\n  /* not closed\n\"b\" = \"2\";".utf8)) == ["a": "1"])
    }

    @Test func resynchronisationStepsOverABlockComment() {
        let document = parse("\"a\" = \"1\" /* a comment\nover lines */ junk\n\"b\" = \"2\";")
        #expect(pairs(document) == [["a", "1"], ["b", "2"]])
        #expect(briefs(document) == ["1:10 syntax"])
    }

    @Test func duplicateKeyIsReportedAtTheLaterOccurrence() throws {
        let document = parse("\"a\" = \"1\";\n\"b\" = \"x\";\n  \"a\" = \"2\";\na = \"3\";")
        #expect(briefs(document) == ["3:3 duplicate-key", "4:1 duplicate-key"])
        #expect(document.diagnostics[0].message.contains("line 1"))
        #expect(document.diagnostics[1].message.contains("line 3"))
        #expect(document.diagnostics[0].key == "a")
        #expect(document.entries.count == 4)
        #expect(document.value(forKey: "a") == "3")
    }

    @Test func emptyFileIsAWarning() throws {
        let document = StringsParser.parse([], path: "Empty.strings")
        #expect(document.entries.isEmpty)
        #expect(briefs(document) == ["1:1 empty-file"])
        #expect(try #require(document.diagnostics.first).severity == .warning)
        // Foundation rejects it.
        #expect(foundationTable([]) == nil)
    }

    @Test func byteOrderMarkOnlyIsAnEmptyFile() {
        let document = StringsParser.parse([0xEF, 0xBB, 0xBF], path: "Empty.strings")
        #expect(briefs(document) == ["1:1 empty-file"])
        #expect(document.hasByteOrderMark)
    }

    @Test func invalidUTF8GivesTheByteOffsetAndLocation() throws {
        var bytes = Array("\"a\" = \"1\";\n\"b\" = \"x".utf8)
        let offset = bytes.count
        bytes += [0xC3, 0x28]
        bytes += Array("y\";\n\"c\" = \"3\";".utf8)
        let document = StringsParser.parse(bytes, path: "Bad.strings")
        #expect(pairs(document) == [["a", "1"], ["b", "x\u{FFFD}(y"], ["c", "3"]])
        #expect(briefs(document) == ["2:9 syntax"])
        let message = try #require(document.diagnostics.first?.message)
        #expect(message.contains("invalid UTF-8 at byte offset \(offset)"))
        #expect(message.contains("0xC3"))
        #expect(document.serialized() == bytes)
    }

    @Test func invalidUTF8Kinds() {
        // A lone continuation byte, an overlong form, a surrogate and a truncated sequence at the end.
        let bytes: [UInt8] = [0x22, 0x80, 0x22, 0x3B, 0x0A, 0x22, 0xC0, 0xAF, 0x22, 0x3B, 0x0A, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x3B, 0x0A, 0xF0, 0x9F]
        let document = StringsParser.parse(bytes, path: "Bad.strings")
        #expect(pairs(document) == [["\u{FFFD}", "\u{FFFD}"], ["\u{FFFD}\u{FFFD}", "\u{FFFD}\u{FFFD}"], ["\u{FFFD}\u{FFFD}\u{FFFD}", "\u{FFFD}\u{FFFD}\u{FFFD}"]])
        let errors = document.diagnostics.filter { $0.message.contains("invalid UTF-8") }
        #expect(errors.map(brief) == ["1:2 syntax", "2:2 syntax", "2:3 syntax", "3:2 syntax", "3:3 syntax", "3:4 syntax", "4:1 syntax"])
    }

    @Test func manyInvalidBytesAreSummedUp() throws {
        let bytes = Array("\"k\" = \"".utf8) + [UInt8](repeating: 0xFF, count: 100) + Array("\";".utf8)
        let document = StringsParser.parse(bytes, path: "Bad.strings")
        #expect(document.diagnostics.count == SourceDecoder.problemLimit + 1)
        #expect(try #require(document.diagnostics.last).message.contains("80 more invalid byte sequences"))
        #expect(document.entries.first?.value.unicodeScalars.count == 100)
    }

    @Test func textAfterTheClosingBrace() {
        let document = parse("{ \"a\" = \"1\"; }\n\"b\" = \"2\";")
        #expect(pairs(document) == [["a", "1"], ["b", "2"]])
        #expect(briefs(document) == ["2:1 syntax"])
    }

    @Test func unclosedBrace() throws {
        let document = parse("{ \"a\" = \"1\";\n")
        #expect(pairs(document) == [["a", "1"]])
        #expect(briefs(document) == ["2:1 syntax"])
        #expect(try #require(document.diagnostics.first).message.contains("never closed"))
    }

    @Test func diagnosticsAreInFileOrder() {
        let document = parse("\"a\" = \"\\q\"\n\"a\" = \"2\";\n;")
        #expect(briefs(document) == ["1:8 unknown-escape", "1:11 syntax", "2:1 duplicate-key", "3:1 syntax"])
    }

    @Test func unterminatedCommentAfterAValueIsReportedOnce() {
        let document = parse("\"a\" = \"1\";\n\"b\" = \"2\" /* open\nmore")
        #expect(pairs(document) == [["a", "1"], ["b", "2"]])
        #expect(briefs(document) == ["2:10 syntax", "2:11 syntax"])
    }

    @Test func linesAfterRecoveryAreCountedOnce() {
        let document = parse("\"a\" = \"1\"\n\n\"b\" \n \"x\";\n\"c\" = 'no end\n\"d\" = \"4\";")
        #expect(pairs(document) == [["a", "1"], ["x", "x"], ["d", "4"]])
        #expect(document.entries.map(\.line) == [1, 4, 6])
        #expect(briefs(document) == ["1:10 syntax", "3:4 syntax", "5:7 syntax"])
    }

    @Test func longKeysAreShortenedInMessages() throws {
        let key = String(repeating: "k", count: 200)
        let document = parse("\"\(key)\" = \"v\"")
        let message = try #require(document.diagnostics.first?.message)
        #expect(message.contains(String(repeating: "k", count: 60) + "…"))
        #expect(!message.contains(String(repeating: "k", count: 61)))
    }
}
