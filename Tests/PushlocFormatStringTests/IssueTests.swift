import PushlocDiagnostics
import Testing
@testable import PushlocFormatString
import PushlocRules

@Suite("Issues within one string")
struct IssueTests {
    @Test(arguments: [
        // mixed numbering: reported at the first specifier of the other kind
        ("%1$@ and %@", RuleDescription.mixedPositional.id, 9),
        ("%@ and %2$@", RuleDescription.mixedPositional.id, 7),
        ("%1$*d", RuleDescription.mixedPositional.id, 0),
        ("%#@n@ %2$@", RuleDescription.mixedPositional.id, 6),
        // zero position
        ("%0$@", RuleDescription.zeroPosition.id, 0),
        ("ab %1$*0$d", RuleDescription.zeroPosition.id, 3),
        // a gap, reported at the first specifier reading past it
        ("%1$@ %3$@", RuleDescription.argumentGap.id, 5),
        ("%3$@ %1$@", RuleDescription.argumentGap.id, 0),
        ("%2$@", RuleDescription.argumentGap.id, 0),
        // one position, two types
        ("%1$@ %1$d", RuleDescription.conflictingTypes.id, 5),
        ("%1$d %1$ld", RuleDescription.conflictingTypes.id, 5),
        ("%1$*2$d %2$@", RuleDescription.conflictingTypes.id, 8),
        // invalid specifiers
        ("%y", RuleDescription.invalidSpecifier.id, 0),
        ("ab %$@", RuleDescription.invalidSpecifier.id, 3),
        ("50%", RuleDescription.invalidSpecifier.id, 2),
        ("é😀%", RuleDescription.invalidSpecifier.id, 2),
        ("%5", RuleDescription.invalidSpecifier.id, 0),
        ("x %1$", RuleDescription.invalidSpecifier.id, 2),
        ("%l", RuleDescription.invalidSpecifier.id, 0),
        ("%5k", RuleDescription.invalidSpecifier.id, 0),
        ("% %", RuleDescription.invalidSpecifier.id, 0),
        ("%-5%", RuleDescription.invalidSpecifier.id, 0),
        ("%lll@", RuleDescription.invalidSpecifier.id, 0),
        ("%5.5.5@", RuleDescription.invalidSpecifier.id, 0),
        ("%*5d", RuleDescription.invalidSpecifier.id, 0),
        ("%100$@", RuleDescription.invalidSpecifier.id, 0),
        ("%99999999$@", RuleDescription.invalidSpecifier.id, 0),
        ("%1$*99999999$d", RuleDescription.invalidSpecifier.id, 0),
        ("%123456789012345678901234567890$@", RuleDescription.invalidSpecifier.id, 0),
        ("%150$#@n@", RuleDescription.invalidSpecifier.id, 0),
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
        #expect(two.map(\.rule) == [RuleDescription.argumentGap.id, RuleDescription.argumentGap.id])
        #expect(two.map(\.offset) == [0, 5])
    }

    @Test func mixedIsReportedOnce() {
        let issues = ParsedFormat("%1$@ %@ %@ %@").issues
        #expect(issues.map(\.rule) == [RuleDescription.mixedPositional.id])
        #expect(issues.first?.offset == 5)
    }

    /// mastodon-ios, eu: the translator numbered two of three specifiers. Argument 1 is then read by `%@`
    /// and by `%1$d`: the device reads one of them as garbage (an error), beside the mixing (a warning).
    @Test func aConflictCausedByMixingIsAnError() {
        let issues = ParsedFormat("%@, %2$d tik %1$d garren eranskina").issues
        #expect(issues.map(\.rule) == [RuleDescription.mixedPositional.id, RuleDescription.conflictingTypes.id])
        // Two numbered specifiers conflict on their own, mixed or not.
        #expect(ParsedFormat("%1$@ %1$d %@").issues.map(\.rule) == [RuleDescription.conflictingTypes.id, RuleDescription.mixedPositional.id])
        #expect(ParsedFormat("%1$@ %1$d").issues.map(\.rule) == [RuleDescription.conflictingTypes.id])
    }

    @Test func severalIssuesAreOrderedByOffset() {
        let issues = ParsedFormat("%y %1$@ %@ %3$d%").issues
        #expect(issues.map(\.rule) == [
            RuleDescription.invalidSpecifier.id, RuleDescription.mixedPositional.id, RuleDescription.argumentGap.id, RuleDescription.invalidSpecifier.id,
        ])
        #expect(issues.map(\.offset) == [0, 8, 11, 15])
    }

    @Test func unnumberedSpecifiersPastTheLimitAreReportedButStillRender() {
        let format = String(repeating: "%@", count: 100) + "%#@n@"
        let parsed = ParsedFormat(format)
        #expect(parsed.issues.map(\.rule) == [RuleDescription.invalidSpecifier.id, RuleDescription.invalidSpecifier.id])
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
