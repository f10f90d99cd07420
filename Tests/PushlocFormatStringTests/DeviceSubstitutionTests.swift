import Testing
@testable import PushlocFormatString

@Suite("Device substitution of loc-args")
struct DeviceSubstitutionTests {
    @Test func referenceDocumentExamples() {
        // apns-legacy-payload-and-localized-strings.md, "Localized Formatted Strings".
        #expect(
            ParsedFormat("%@ and %@ have invited you to play Monopoly").substituting(["Jenna", "Frank"])
                == "Jenna and Frank have invited you to play Monopoly")
        #expect(
            ParsedFormat("%2$@ and %1$@ have invited you to play Monopoly").substituting(["Jenna", "Frank"])
                == "Frank and Jenna have invited you to play Monopoly")
        #expect(ParsedFormat("100%% sure").substituting([]) == "100% sure")
    }

    @Test(arguments: [
        ("%@ and %@", ["Jenna"], "Jenna and (null)"),
        ("%@", [String](), "(null)"),
        ("%2$@ %1$@", ["a"], "(null) a"),
        ("%@ %@ %@", [String](), "(null) (null) (null)"),
    ])
    func missingArgumentsInsertNull(format: String, arguments: [String], expected: String) {
        #expect(ParsedFormat(format).substituting(arguments) == expected)
    }

    @Test func extraArgumentsAreIgnored() {
        #expect(ParsedFormat("Hi %@").substituting(["a", "b", "c"]) == "Hi a")
        #expect(ParsedFormat("no specifiers").substituting(["a"]) == "no specifiers")
        #expect(ParsedFormat("").substituting(["a"]) == "")
    }

    @Test func argumentsAreNeverExpandedAgain() {
        #expect(ParsedFormat("%@ / %@").substituting(["%@", "%1$@ %% %d"]) == "%@ / %1$@ %% %d")
        #expect(ParsedFormat("%1$@%1$@").substituting(["%@"]) == "%@%@")
    }

    @Test func repeatedPositionInsertsTheSameArgument() {
        #expect(ParsedFormat("%1$@, %1$@!").substituting(["Hey"]) == "Hey, Hey!")
    }

    @Test func nonASCIIAndEmojiSurvive() {
        #expect(ParsedFormat("Привет, %@ 👋 — %2$@").substituting(["Анна", "👨‍👩‍👧"]) == "Привет, Анна 👋 — 👨‍👩‍👧")
        // An argument starting with a combining mark stays as given, scalar for scalar.
        let result = ParsedFormat("e%@").substituting(["\u{301}"])
        #expect(Array(result.unicodeScalars) == ["e", "\u{301}"])
    }

    // Pinned to Foundation's String(format:) on this machine (the oracle); see the differential
    // tests for the generated cases.
    @Test(arguments: [
        // The flags and width of an object specifier are ignored: `% @` is `%@`.
        ("a % @ b|", ["X"], "a X b|"),
        ("a %- @ b|", ["X"], "a X b|"),
        // A gap shifts the later arguments: the device reads only the positions used, in order.
        ("%1$@ %3$@|", ["a", "b", "c"], "a b|"),
        ("%3$@ %1$@|", ["a", "b", "c"], "b a|"),
        ("%2$@|", ["a", "b"], "a|"),
        ("%1$@ %8$@ %2$@", ["a", "b", "c"], "a c b"),
        // Unnumbered specifiers count apart from numbered ones.
        ("%1$@ %@|", ["a", "b"], "a a|"),
        ("%2$@ %1$@ %@ %@|", ["a", "b"], "b a a b|"),
        // A `*` width reads an argument too.
        ("%*@|", ["a", "b"], "b|"),
        // A position above 3 × (number of %) + 1 shows (null).
        ("%5$@|", ["a", "b", "c", "d", "e"], "(null)|"),
        ("%4$@|", ["a", "b", "c", "d"], "a|"),
        ("%8$@ %1$@|", ["a", "b"], "(null) a|"),
        // Invalid specifiers show the scalar after the %, and a % at the end shows nothing.
        ("%y|", ["a"], "y|"),
        ("%5y|", ["a"], "5|"),
        ("%-5y|", ["a"], "-|"),
        ("%$@|", ["a"], "$@|"),
        ("%@ %0$@|", ["a", "b"], "a 0@|"),
        ("% %|", [], " |"),
        ("%5%|", [], "5|"),
        ("ab%", ["a"], "ab"),
        ("%@%", ["a"], "a"),
        ("100% %8$@", ["a"], "100 8$@"),
        // Variables insert their argument.
        ("%#@x@|", ["a"], "a|"),
        ("%2$#@a@ %1$@|", ["a", "b"], "b a|"),
        ("%@ %#@a@ %@|", ["a", "b", "c"], "a b c|"),
    ])
    func deviceQuirks(format: String, arguments: [String], expected: String) {
        #expect(ParsedFormat(format).substituting(arguments) == expected)
    }

    @Test func otherConversionsInsertTheirArgument() {
        // The device would read a number out of a string object; pushloc shows which argument
        // went where (and the push checks report the specifier).
        #expect(ParsedFormat("%d items, %5.2f, %s").substituting(["3", "x", "y"]) == "3 items, x, y")
        #expect(ParsedFormat("100% guaranteed").substituting(["0"]) == "1000uaranteed")
    }

    @Test func hugePositionsNeverAllocateAndShowNull() {
        #expect(ParsedFormat("%99999999$@ x").substituting(["a"]) == "(null) x")
        #expect(ParsedFormat("%123456789012345678901234567890$@").substituting([]) == "(null)")
        #expect(ParsedFormat("%1$*999999999$d").substituting(["a"]) == "(null)")
    }

    @Test func formatsWithoutArgumentsReturnTheirText() {
        #expect(ParsedFormat("plain text").substituting([]) == "plain text")
        #expect(ParsedFormat("%%%%").substituting([]) == "%%")
    }
}
