import Diagnostics
import Testing
@testable import FormatString

@Suite("Issues within one string")
struct IssueTests {
    @Test(arguments: [
        // mixed numbering: reported at the first specifier of the other kind
        ("%1$@ and %@", RuleID.mixedPositional, 9),
        ("%@ and %2$@", RuleID.mixedPositional, 7),
        ("%1$*d", RuleID.mixedPositional, 0),
        ("%#@n@ %2$@", RuleID.mixedPositional, 6),
        // zero position
        ("%0$@", RuleID.zeroPosition, 0),
        ("ab %1$*0$d", RuleID.zeroPosition, 3),
        // a gap, reported at the first specifier reading past it
        ("%1$@ %3$@", RuleID.argumentGap, 5),
        ("%3$@ %1$@", RuleID.argumentGap, 0),
        ("%2$@", RuleID.argumentGap, 0),
        // one position, two types
        ("%1$@ %1$d", RuleID.conflictingTypes, 5),
        ("%1$d %1$ld", RuleID.conflictingTypes, 5),
        ("%1$*2$d %2$@", RuleID.conflictingTypes, 8),
        // invalid specifiers
        ("%y", RuleID.invalidSpecifier, 0),
        ("ab %$@", RuleID.invalidSpecifier, 3),
        ("50%", RuleID.invalidSpecifier, 2),
        ("é😀%", RuleID.invalidSpecifier, 2),
        ("%5", RuleID.invalidSpecifier, 0),
        ("x %1$", RuleID.invalidSpecifier, 2),
        ("%l", RuleID.invalidSpecifier, 0),
        ("%5k", RuleID.invalidSpecifier, 0),
        ("% %", RuleID.invalidSpecifier, 0),
        ("%-5%", RuleID.invalidSpecifier, 0),
        ("%lll@", RuleID.invalidSpecifier, 0),
        ("%5.5.5@", RuleID.invalidSpecifier, 0),
        ("%*5d", RuleID.invalidSpecifier, 0),
        ("%100$@", RuleID.invalidSpecifier, 0),
        ("%99999999$@", RuleID.invalidSpecifier, 0),
        ("%1$*99999999$d", RuleID.invalidSpecifier, 0),
        ("%123456789012345678901234567890$@", RuleID.invalidSpecifier, 0),
        ("%150$#@n@", RuleID.invalidSpecifier, 0),
    ])
    func singleIssue(format: String, rule: String, offset: Int) throws {
        let issues = ParsedFormat(format).issues
        try #require(issues.count == 1, "\(format): \(issues)")
        #expect(issues[0].rule == rule)
        #expect(issues[0].offset == offset)
        #expect(!issues[0].message.isEmpty)
    }

    @Test(arguments: ["%@", "%1$@ %2$@", "%2$@ %1$@", "%1$@ %1$@", "%%", "%*.*f", "%1$*2$.*3$f", "%99$@" + (1...98).map { "%\($0)$@" }.joined(), "plain"])
    func validStringsHaveNoIssues(format: String) {
        #expect(ParsedFormat(format).issues.isEmpty)
    }

    @Test func aControlCharacterInASpecifierIsShownAsAnEscape() {
        let message = ParsedFormat("42,00%\n").issues.first?.message ?? ""
        #expect(message.hasPrefix("'%\\n' is not a valid specifier: U+000A is not a conversion"), "\(message)")
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{FFFD}" })
    }

    @Test func invalidSpecifierMessagesSuggestDoublePercent() {
        for format in ["%y", "50%", "% %", "%$@", "%5"] {
            let message = ParsedFormat(format).issues.first?.message ?? ""
            #expect(message.contains("write %% for a literal percent sign"), "\(format): \(message)")
        }
    }

    @Test func unknownConversionNamesIt() {
        let message = ParsedFormat("%y").issues.first?.message ?? ""
        #expect(message.contains("'%y'"))
        #expect(message.contains("'y' is not a conversion"))
        let tab = ParsedFormat("%\t").issues.first?.message ?? ""
        #expect(tab.contains("U+0009"))
    }

    @Test func sizeOnlyConflictSaysSo() {
        let message = ParsedFormat("%1$d %1$ld").issues.first?.message ?? ""
        #expect(message.contains("argument 1 is read as int by '%1$d' and as int64 by '%1$ld'"))
        #expect(message.contains("only the size differs"))
        let other = ParsedFormat("%1$@ %1$f").issues.first?.message ?? ""
        #expect(!other.contains("size"))
    }

    @Test func gapNamesTheMissingPositions() {
        let single = ParsedFormat("%1$@ %3$@").issues
        #expect(single.count == 1)
        #expect(single.first?.message.contains("argument 2 is never read") == true)
        #expect(single.first?.message.contains("%2$@") == true)
        let run = ParsedFormat("%1$@ %4$@").issues
        #expect(run.count == 1)
        #expect(run.first?.message.contains("arguments 2 to 3 are never read") == true)
        let two = ParsedFormat("%2$@ %4$@ %5$@").issues
        #expect(two.map(\.rule) == [RuleID.argumentGap, RuleID.argumentGap])
        #expect(two.map(\.offset) == [0, 5])
    }

    @Test func mixedIsReportedOnce() {
        let issues = ParsedFormat("%1$@ %@ %@ %@").issues
        #expect(issues.map(\.rule) == [RuleID.mixedPositional])
        #expect(issues.first?.offset == 5)
    }

    /// mastodon-ios, eu: the translator numbered two of three specifiers. Argument 1 is then read by `%@`
    /// and by `%1$d`: the device reads one of them as garbage (an error), beside the mixing (a warning).
    @Test func aConflictCausedByMixingIsAnError() {
        let issues = ParsedFormat("%@, %2$d tik %1$d garren eranskina").issues
        #expect(issues.map(\.rule) == [RuleID.mixedPositional, RuleID.conflictingTypes])
        // Two numbered specifiers conflict on their own, mixed or not.
        #expect(ParsedFormat("%1$@ %1$d %@").issues.map(\.rule) == [RuleID.conflictingTypes, RuleID.mixedPositional])
        #expect(ParsedFormat("%1$@ %1$d").issues.map(\.rule) == [RuleID.conflictingTypes])
    }

    @Test func severalIssuesAreOrderedByOffset() {
        let issues = ParsedFormat("%y %1$@ %@ %3$d%").issues
        #expect(issues.map(\.rule) == [
            RuleID.invalidSpecifier, RuleID.mixedPositional, RuleID.argumentGap, RuleID.invalidSpecifier,
        ])
        #expect(issues.map(\.offset) == [0, 8, 11, 15])
    }

    @Test func unnumberedSpecifiersPastTheLimitAreReportedButStillRender() {
        let format = String(repeating: "%@", count: 100) + "%#@n@"
        let parsed = ParsedFormat(format)
        #expect(parsed.issues.map(\.rule) == [RuleID.invalidSpecifier, RuleID.invalidSpecifier])
        #expect(parsed.issues.map(\.offset) == [198, 200])
        #expect(parsed.signature.argumentCount == 99)
        #expect(parsed.specifiers.count == 99)
        #expect(parsed.variables.isEmpty)
        let arguments = (1...101).map { "<\($0)>" }
        #expect(parsed.substituting(arguments) == arguments.joined())
    }

    @Test func zeroPositionMessage() {
        let message = ParsedFormat("%0$@").issues.first?.message ?? ""
        #expect(message.contains("argument numbers start at 1"))
    }

    @Test func positionLimitMessage() {
        let message = ParsedFormat("%150$@").issues.first?.message ?? ""
        #expect(message.contains("argument 150"))
        #expect(message.contains("limit of 99"))
    }
}
