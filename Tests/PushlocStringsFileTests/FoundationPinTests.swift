import PushlocDiagnostics
import Testing
@testable import PushlocStringsFile

/// Edge cases where Foundation's parser on Linux (CoreFoundation's `CFOldStylePList.c`) was checked
/// against DESIGN.md section 3. Each test pins what Foundation does and what pushloc does.
@Suite("Foundation on Linux, pinned")
struct FoundationPinTests {
    @Test func badFirstTokenRejectsTheWholeFile() {
        // DESIGN: Apple's parser silently stops at such a token. True after the first entry;
        // at the very start Foundation rejects the file instead.
        let bytes = Array("# comment\n\"a\" = \"1\";".utf8)
        #expect(foundationTable(bytes) == nil)
        #expect(briefs(StringsParser.parse(bytes, path: "x")) == ["1:1 syntax"])
    }

    @Test func doubleSlashStartsACommentOnlyBetweenTokens() {
        let bytes = Array("a//b = c;\n\"k\" = //gone\n\"v\";".utf8)
        #expect(foundationTable(bytes) == ["a//b": "c", "k": "v"])
        #expect(pairs(StringsParser.parse(bytes, path: "x")) == [["a//b", "c"], ["k", "v"]])
    }

    @Test func bracesAroundTheFile() {
        let bytes = Array("{ \"a\" = \"1\"; }".utf8)
        #expect(foundationTable(bytes) == ["a": "1"])
        #expect(StringsParser.parse(bytes, path: "x").diagnostics.isEmpty)
    }

    @Test func unterminatedCommentIsSilentInFoundation() {
        let bytes = Array("\"a\" = \"1\"; /* open".utf8)
        #expect(foundationTable(bytes) == ["a": "1"])
        #expect(briefs(StringsParser.parse(bytes, path: "x")) == ["1:12 syntax"])
    }

    @Test func loneSurrogateBecomesReplacementCharacter() {
        // On the device the string keeps the unpaired UTF-16 unit; Foundation on Linux (Swift
        // strings) and pushloc read U+FFFD, and pushloc reports it.
        let bytes = Array("\"a\" = \"\\UD83D\";".utf8)
        #expect(foundationTable(bytes) == ["a": "\u{FFFD}"])
        #expect(briefs(StringsParser.parse(bytes, path: "x")) == ["1:8 syntax"])
    }

    @Test func singleStringIsNotATable() {
        let bytes = Array("\"just a string\"".utf8)
        #expect(foundationTable(bytes) == nil)
        #expect(briefs(StringsParser.parse(bytes, path: "x")) == ["1:16 syntax"])
    }

    @Test func shortcutEntryWithoutSemicolonAtTheEnd() {
        let bytes = Array("\"a\" = \"1\";\n\"b\"".utf8)
        #expect(foundationTable(bytes) == nil)
        #expect(pairs(StringsParser.parse(bytes, path: "x")) == [["a", "1"]])
    }
}
