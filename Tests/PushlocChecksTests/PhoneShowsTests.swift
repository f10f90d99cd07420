import PushlocFormatString
import Testing
@testable import PushlocChecks

/// The pieces behind the phone-shows messages: the example rendering, the numbered form of a
/// reordered sentence and the lost-percent remnants.
@Suite struct PhoneShowsTests {
    @Test func theRenderingTakesTheArgumentsInPositionOrder() {
        let passed = ParsedFormat("%1$d items in %2$@").signature
        #expect(WhatThePhoneShows.outcome(of: ParsedFormat("%1$d items in %2$@"), passing: passed) == .text("5 items in Ben"))
        // An unread position 1 shifts the read of position 2 down to the number: a crash.
        #expect(WhatThePhoneShows.outcome(of: ParsedFormat("%2$@ x %1$ y"), passing: passed) == .crash(read: 2, passed: 1))
        // An object read as a number shows garbage.
        #expect(WhatThePhoneShows.outcome(of: ParsedFormat("%d in %d"), passing: passed) == .text("5 in ??"))
        // The space flag prints a space before a number.
        #expect(WhatThePhoneShows.outcome(of: ParsedFormat("+% daha"), passing: ParsedFormat("+%d more").signature) == .text("+ 5aha"))
    }

    @Test func theNumberedFormKeepsTheTranslationsWords() {
        let source = ParsedFormat("%d media in %@").signature
        #expect(NumberedForm.reordering(ParsedFormat("既に %@ の一部である %d"), toRead: source, plainVariables: []) == "既に %2$@ の一部である %1$d")
        // Already in order, other types, or numbered already: nothing to propose.
        #expect(NumberedForm.reordering(ParsedFormat("%d Medien in %@"), toRead: source, plainVariables: []) == nil)
        #expect(NumberedForm.reordering(ParsedFormat("%@ in %@"), toRead: source, plainVariables: []) == nil)
        #expect(NumberedForm.reordering(ParsedFormat("%2$@ in %1$@"), toRead: source, plainVariables: []) == nil)
        // Two of a type keep their order among themselves.
        let three = ParsedFormat("%@ sent %d to %@").signature
        #expect(NumberedForm.reordering(ParsedFormat("%d: %@ → %@"), toRead: three, plainVariables: []) == "%2$d: %1$@ → %3$@")
    }

    @Test func aLostPercentStandsAlone() {
        let object: Set<ArgumentType> = [.object], number: Set<ArgumentType> = [.int]
        #expect(LostPercent.remnants(in: ParsedFormat("إضافة @؟"), lost: object, source: "Add %@?").map(\.text) == ["@"])
        #expect(LostPercent.remnants(in: ParsedFormat("mail@example.com @team"), lost: object, source: "%@").isEmpty)
        #expect(LostPercent.remnants(in: ParsedFormat("+d de plus"), lost: number, source: "+%d more").map(\.text) == ["d"])
        #expect(LostPercent.remnants(in: ParsedFormat("d'accord, d’abord"), lost: number, source: "%d").isEmpty)
        // A bare `@` counts only where an object is lost, a `d` only where a number is.
        #expect(LostPercent.remnants(in: ParsedFormat("+d de plus"), lost: object, source: "%@").isEmpty)
        #expect(LostPercent.remnants(in: ParsedFormat("ភាគ {0}"), lost: object, source: "Episode %1$@").map(\.text) == ["{0}"])
        // A `{0}` the source has too is the app's own placeholder.
        #expect(LostPercent.remnants(in: ParsedFormat("{0} ភាគ"), lost: object, source: "{0} episode %@").isEmpty)
    }
}
