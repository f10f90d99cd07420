import PushlocDiagnostics
import Testing
@testable import PushlocStringsFile

@Suite("Grammar")
struct GrammarTests {
    @Test func quotedEntryWithLocations() throws {
        let document = parse("\"greeting\" = \"Hello\";\n  \"bye\"=\"Bye\";")
        #expect(document.diagnostics.isEmpty)
        #expect(document.entries == [
            StringsEntry(key: "greeting", value: "Hello", line: 1, column: 1, valueLine: 1, valueColumn: 14),
            StringsEntry(key: "bye", value: "Bye", line: 2, column: 3, valueLine: 2, valueColumn: 9),
        ])
        #expect(document.encoding == .utf8)
        #expect(!document.hasByteOrderMark)
    }

    /// Control characters other than line breaks stop the eight-byte searches of strings and comments
    /// (their masks cover every byte below 0x0E) and are stepped over: they are text, and only LF and
    /// CR count lines. Long enough that the searches run eight bytes at a time around them.
    @Test func controlCharactersInStringsAndCommentsAreText() {
        let source = "/* a\u{01}comment\u{0B} with \u{0C} controls\t\n and a second line \u{00} here */\n"
            + "\"key\u{01}with\tcontrols\" = \"value\u{0B}\u{0C} with\u{09}\u{00} controls\n on two lines\";\n"
            + "\"after\" = \"the\u{02}last\u{03}one\u{04}...\";"
        let document = parse(source)
        #expect(document.diagnostics.isEmpty)
        #expect(document.entries == [
            StringsEntry(
                key: "key\u{01}with\tcontrols", value: "value\u{0B}\u{0C} with\u{09}\u{00} controls\n on two lines",
                line: 3, column: 1, valueLine: 3, valueColumn: 23,
                comment: "a\u{01}comment\u{0B} with \u{0C} controls\t\n and a second line \u{00} here"),
            StringsEntry(key: "after", value: "the\u{02}last\u{03}one\u{04}...", line: 5, column: 1, valueLine: 5, valueColumn: 11),
        ])
        #expect(foundationTable(Array(source.utf8)) == ["key\u{01}with\tcontrols": "value\u{0B}\u{0C} with\u{09}\u{00} controls\n on two lines", "after": "the\u{02}last\u{03}one\u{04}..."])
    }

    @Test func singleQuotedStrings() {
        let document = parse("'it''s' = 'say \"hi\"';")
        // 'it' then 's' is not a separator: the grammar sees key 'it' and then an unexpected string.
        #expect(briefs(document) == ["1:5 syntax"])
        let clean = parse("'key' = 'say \"hi\"';")
        #expect(pairs(clean) == [["key", "say \"hi\""]])
        #expect(clean.diagnostics.isEmpty)
    }

    @Test func unquotedStringsUseTheWholeCharacterSet() {
        let document = parse("a.b/c:d$e-f_g09 = Z-9.x/y:z$_;")
        #expect(pairs(document) == [["a.b/c:d$e-f_g09", "Z-9.x/y:z$_"]])
        #expect(document.entries.first?.valueColumn == 19)
        #expect(document.diagnostics.isEmpty)
    }

    @Test func doubleSlashInsideAnUnquotedStringIsText() {
        // Apple's parser only sees comments where it skips whitespace.
        let document = parse("url = http://example.com;")
        #expect(pairs(document) == [["url", "http://example.com"]])
    }

    @Test func shortcutEntryTakesTheKeyAsValue() {
        let document = parse("\"OK\";\nCancel ;")
        #expect(document.entries == [
            StringsEntry(key: "OK", value: "OK", line: 1, column: 1, valueLine: 1, valueColumn: 1),
            StringsEntry(key: "Cancel", value: "Cancel", line: 2, column: 1, valueLine: 2, valueColumn: 1),
        ])
        #expect(document.diagnostics.isEmpty)
    }

    @Test func severalEntriesOnOneLine() {
        let document = parse("\"a\"=\"1\";\"b\" = \"2\" ; c=3;")
        #expect(document.entries.map(\.column) == [1, 9, 21])
        #expect(document.entries.map(\.valueColumn) == [5, 15, 23])
    }

    @Test func rawNewlinesInsideQuotes() {
        let document = parse("\"multi\" = \"line one\nline two\r\nline three\";\n\"next\" = \"x\";")
        #expect(pairs(document) == [["multi", "line one\nline two\r\nline three"], ["next", "x"]])
        #expect(document.entries.last?.line == 4)
        #expect(document.diagnostics.isEmpty)
    }

    @Test(arguments: [" ", "\t", "\u{0B}", "\u{0C}", "\r", "\n", "\r\n", "\u{2028}", "\u{2029}", "  \t\n\n "])
    func whitespaceBetweenTokens(separator: String) {
        let source = ["\"k\"", "=", "\"v\"", ";", "k2", ";"].joined(separator: separator)
        let document = parse(source)
        #expect(pairs(document) == [["k", "v"], ["k2", "k2"]])
        #expect(document.diagnostics.isEmpty)
    }

    @Test func nextToLineIsNotWhitespace() {
        let document = parse("\"k\"\u{85}= \"v\";")
        #expect(briefs(document) == ["1:4 syntax"])
        #expect(document.diagnostics.first?.message.contains("expected '=' or ';'") == true)
        #expect(document.diagnostics.first?.message.contains("U+0085") == true)
    }

    @Test func commentsAnywhereOutsideStrings() {
        let source = """
            /* header */ "a" /* between */ = /* more */ "1" /* before ; */ ; // trailing
            // line comment
            "b" = // after equals
              "2"; /* multi
            line */ "c" = "3";
            """
        let document = parse(source)
        #expect(pairs(document) == [["a", "1"], ["b", "2"], ["c", "3"]])
        #expect(document.entries.map(\.line) == [1, 3, 5])
        #expect(document.entries.last?.column == 9)
        #expect(document.diagnostics.isEmpty)
    }

    @Test func blockCommentsDoNotNest() {
        let document = parse("/* outer /* inner */ \"k\" = \"v\"; /* */")
        #expect(pairs(document) == [["k", "v"]])
        #expect(document.diagnostics.isEmpty)
    }

    @Test func lineCommentEndsAtLineOrParagraphSeparator() {
        let document = parse("// comment\u{2028}\"k\" = \"v\";")
        #expect(pairs(document) == [["k", "v"]])
        #expect(document.entries.first?.line == 1)
        #expect(document.entries.first?.column == 12)
    }

    @Test func commentMarkersInsideStringsAreText() {
        let document = parse("\"a/*b\" = \"c//d*/\";")
        #expect(pairs(document) == [["a/*b", "c//d*/"]])
    }

    @Test func fileWrappedInBraces() {
        let document = parse("{\n  \"a\" = \"1\";\n  b = 2;\n}\n")
        #expect(pairs(document) == [["a", "1"], ["b", "2"]])
        #expect(document.entries.first?.column == 3)
        #expect(document.diagnostics.isEmpty)
    }

    @Test func columnsCountUnicodeScalars() {
        // é is two UTF-8 bytes, 😀 four, and e + U+0301 two scalars.
        let document = parse("\"é\" = \"😀\"; \"e\u{301}\" = \"x\";")
        #expect(document.entries.map(\.column) == [1, 12])
        #expect(document.entries.map(\.valueColumn) == [7, 19])
    }

    @Test func whitespaceAndCommentsOnlyIsAnEmptyTable() {
        for source in [" \n\t\r\n", "/* nothing */\n// here\n", "\u{2028}"] {
            let document = parse(source)
            #expect(document.entries.isEmpty)
            #expect(document.diagnostics.isEmpty, "\(source.debugDescription)")
        }
    }

    @Test func emptyStrings() {
        let document = parse("\"\" = \"\";\n'' = \"empty\";")
        #expect(pairs(document) == [["", ""], ["", "empty"]])
        #expect(briefs(document) == ["2:1 duplicate-key"])
    }

    @Test func lineBreaksOfEveryKindCount() {
        let document = parse("\"a\" = \"1\";\r\"b\" = \"2\";\r\n\"c\" = \"3\";\n\"d\" = \"4\";")
        #expect(document.entries.map(\.line) == [1, 2, 3, 4])
    }
}
