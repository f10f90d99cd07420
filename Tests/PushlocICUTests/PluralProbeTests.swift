import Testing
@testable import PushlocICU

/// The required categories come from one C probe over the whole numbers below the bound, stopping
/// once every category is seen; `category(for:)` selects one number at a time. Both must agree.
@Suite struct PluralProbeTests {
    @Test(arguments: [
        "en", "ar", "bg", "ca", "cs", "cy", "da", "de", "el", "es", "fr", "fr-CA", "ga", "gd", "he", "hi", "is", "it",
        "ja", "kw", "lt", "lv", "mk", "mt", "pl", "pt", "pt-PT", "ro", "ru", "sl", "uk", "zh-Hans", "br", "gv", "shi",
    ])
    func requiredCategoriesAreWhatWholeNumbersSelect(_ locale: String) throws {
        let rules = try #require(PluralRules(locale: locale))
        var selected: Set<PluralCategory> = [.other]
        for number in 0..<PluralRules.requiredCategoryBound {
            selected.insert(rules.category(for: number))
        }
        #expect(rules.requiredCategories == selected)
    }
}
