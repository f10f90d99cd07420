import PushlocStringsFile
import Testing

/// The parser keeps every comment that holds `pushloc:`, wherever it stands, with its place and the
/// lines of the entry after it; other comments stay as they were (an entry's comment, or nothing).
@Suite struct DirectiveCommentTests {
    func comments(_ text: String) -> [String] {
        StringsParser.parse(Array(text.utf8), path: "L.strings").directiveComments.map { comment in
            let next = comment.nextEntryLines.map { "\($0.lowerBound)-\($0.upperBound)" } ?? "none"
            return "\(comment.line):\(comment.column)-\(comment.endLine) next \(next) [\(comment.text)]"
        }
    }

    @Test func commentsThatHoldTheMarkerAreKeptWithTheirPlaces() {
        let text = """
        /* a note */
        "A" = "a"; // pushloc:x
        /* pushloc:y
           z */

        "B" =
          "/* pushloc:not-a-comment */" /* pushloc:w */
          ;
        é /* pushloc:v */ ;
        // pushloc:u
        """
        #expect(comments(text) == [
            "2:12-2 next 6-8 [ pushloc:x]",
            "3:1-4 next 6-8 [ pushloc:y\n   z ]",
            "7:33-7 next 8-8 [ pushloc:w ]",
            "9:3-9 next none [ pushloc:v ]",
            "10:1-10 next none [ pushloc:u]",
        ])
        let document = StringsParser.parse(Array(text.utf8), path: "L.strings")
        #expect(document.entries.map(\.comment) == ["a note\npushloc:x", nil])
        #expect(document.lastContentLine == 10)
    }

    /// After an error the rest of the line is skipped, but a directive there is still kept.
    @Test func aDirectiveAfterAnErrorIsKept() {
        #expect(comments("é = \"x\"; // pushloc:disable all\n\"B\" = \"b\";\n") == ["1:10-1 next 2-2 [ pushloc:disable all]"])
    }

    @Test func aFileWithoutTheMarkerKeepsNone() {
        #expect(comments("/* push loc: */\n\"A\" = \"pushloc:\"; // pushloc\n").isEmpty)
    }

    @Test func crLineBreaksAndAnUnterminatedCommentCount() {
        #expect(comments("\"A\" = \"a\";\r\n// pushloc:a\r\n\"B\" = \"b\";\r\n/* pushloc:b") == [
            "2:1-2 next 3-3 [ pushloc:a]",
            "4:1-4 next none [ pushloc:b]",
        ])
    }

    @Test func theLastContentLineSkipsTrailingLineBreaks() {
        let lines = ["", "\n", "\"A\" = \"a\";", "\"A\" = \"a\";\r\n\r\n  \n", "\n\"A\"\r= \"a\";\r\r"]
        #expect(lines.map { StringsParser.parse(Array($0.utf8), path: "L.strings").lastContentLine } == [1, 1, 1, 1, 3])
    }
}
