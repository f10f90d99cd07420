import Testing
@testable import PushlocStringsFile

@Suite("Comments of entries")
struct CommentTests {
    @Test func xcodeStyleFile() {
        let source = """
            /*
              Localizable.strings
              MyApp
            */

            /* Title of the buy button */
            "buy" = "Buy";

            /* Class = "UILabel"; text = "Hello"; */
            "hello" = "Hello";
            "bare" = "No comment";
            """
        let document = parse(source)
        #expect(document.entries.map(\.comment) == ["Title of the buy button", "Class = \"UILabel\"; text = \"Hello\";", nil])
    }

    @Test func consecutiveCommentsAreJoined() {
        let document = parse("// first\n/* second */\n  // third\n\"k\" = \"v\";")
        #expect(document.entries.first?.comment == "first\nsecond\nthird")
    }

    @Test func aBlankLineSeparatesACommentFromTheEntry() {
        let document = parse("/* detached */\n\n\"k\" = \"v\";\n/* a */\n\n/* b */\n\"l\" = \"w\";")
        #expect(document.entries.map(\.comment) == [nil, "b"])
    }

    @Test func trailingCommentOnTheSameLine() {
        let document = parse("\"a\" = \"1\"; // about a\n\"b\" = \"2\"; /* about b */ /* more */\n/* before c */ \"c\" = \"3\";")
        #expect(document.entries.map(\.comment) == ["about a", "about b\nmore", "before c"])
    }

    @Test func leadingAndTrailingCommentsAreJoined() {
        let document = parse("/* leading */\n\"a\" = \"1\"; // trailing\n")
        #expect(document.entries.first?.comment == "leading\ntrailing")
    }

    @Test func commentOnTheLineAfterAnEntryIsTheNextOnesComment() {
        let document = parse("\"a\" = \"1\";\n// for b\n\"b\" = \"2\";")
        #expect(document.entries.map(\.comment) == [nil, "for b"])
    }

    @Test func commentsInsideAnEntryAreNotKept() {
        let document = parse("\"a\" /* x */ = /* y */ \"1\" /* z */;")
        #expect(document.entries.first?.comment == nil)
    }

    @Test func commentBeforeAnErrorIsDropped() {
        let document = parse("/* for a */\n#\n\"a\" = \"1\";")
        #expect(document.entries.first?.comment == nil)
    }

    @Test func emptyAndMultilineComments() {
        let document = parse("/**/\n\"a\" = \"1\";\n/*\n   line one\n   line two\n*/\n\"b\" = \"2\";")
        #expect(document.entries.map(\.comment) == ["", "line one\n   line two"])
    }

    @Test func crlfLineBreaks() {
        let document = parse("/* c */\r\n\"a\" = \"1\"; // t\r\n\r\n/* d */\r\n\r\n\"b\" = \"2\";")
        #expect(document.entries.map(\.comment) == ["c\nt", nil])
    }
}
