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

    /// Once a language's whole numbers were listed per category, the required categories of every
    /// language with the same rules are read from that pass: they must be the categories it lists.
    @Test(arguments: ["en", "ar", "cs", "cy", "fr", "ga", "lt", "lv", "pl", "ru", "sl", "uk", "ja", "br"])
    func requiredCategoriesReadFromTheSharedPassAgree(_ locale: String) throws {
        let listed = try #require(PluralRules(locale: locale))
        var selected: Set<PluralCategory> = [.other]
        for category in listed.categories where !listed.wholeNumbers(of: category).isEmpty {
            selected.insert(category)
        }
        let another = try #require(PluralRules(locale: locale))
        #expect(another.requiredCategories == selected)
    }
}
