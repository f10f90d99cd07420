@testable import PushlocChecks
import Testing

/// The words of a missing-key finding: the keys it names, and what the device shows for them.
@Suite struct MissingKeyWordsTests {
    @Test func namesTheFirstFiveKeysQuotedThenCountsTheRest() {
        #expect(CrossLanguageChecks.named([String]()) == "")
        #expect(CrossLanguageChecks.named(["a"]) == "'a'")
        #expect(CrossLanguageChecks.named(["a", "b", "c", "d", "e"]) == "'a', 'b', 'c', 'd', 'e'")
        #expect(CrossLanguageChecks.named(["a", "b", "c", "d", "e", "f", "g"]) == "'a', 'b', 'c', 'd', 'e' and 2 more")
        #expect(CrossLanguageChecks.named(["a", "b", "c", "d", "e", "f", "g"].dropFirst(1)) == "'b', 'c', 'd', 'e', 'f' and 1 more")
    }

    @Test func aStoryboardTableIsToldByItsFirstFiftyKeys() {
        let storyboard = (0..<60).map { _ in "3kU-n2-fha.title" }
        let shows = { (keys: [String]) in
            MissingKeyFallback.whatTheDeviceShows(table: "Main", keys: keys, grouped: true, language: "fr", development: "en")
        }
        #expect(shows(storyboard).contains("storyboard or xib"))
        // A key past the first fifty that is not an object id does not change the verdict.
        #expect(shows(storyboard + ["title"]).contains("storyboard or xib"))
        #expect(!shows(["title"] + storyboard).contains("storyboard or xib"))
        #expect(shows(["title"]) == "in fr the device shows each key itself, not the en text")
        #expect(!shows([]).contains("storyboard"))
    }
}
