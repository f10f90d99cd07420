import PushlocTestSupport
import Testing
@_spi(PushLocInternals) @testable import PushlocICU

@Test(arguments: [
    ("en", 1, PluralCategory.one), ("en", 0, .other), ("en", 2, .other),
    ("fr", 0, .one), ("fr", 1, .one), ("fr", 2, .other), ("fr", 1_000_000, .many),
    ("ru", 1, .one), ("ru", 3, .few), ("ru", 5, .many), ("ru", 11, .many), ("ru", 21, .one), ("ru", 22, .few),
    ("ar", 0, .zero), ("ar", 2, .two), ("ar", 3, .few), ("ar", 11, .many), ("ar", 100, .other),
    ("ja", 1, .other), ("pl", 22, .few), ("pl", 25, .many),
])
func integerCategories(locale: String, number: Int, category: PluralCategory) throws {
    let rules = try #require(PluralRules.cached(for: locale))
    #expect(rules.category(for: number) == category)
    #expect(rules.category(for: Double(number)) == category)
}

@Test func fractionsAndNonFinite() throws {
    let en = try #require(PluralRules(locale: "en"))
    #expect(en.category(for: 1.5) == .other)
    #expect(en.category(for: Double.nan) == .other)
    #expect(en.category(for: Double.infinity) == .other)
    #expect(en.category(for: -Double.infinity) == .other)
    #expect(en.category(for: -1) == .one)
}

/// Past 2^53 a Double drops the last digits; the Int overload must still see them.
@Test func hugeIntegersKeepTheirLastDigits() throws {
    let ru = try #require(PluralRules(locale: "ru"))
    #expect(ru.category(for: Int.max) == .many)  // ...807
    #expect(ru.category(for: Int.min) == .many)  // ...808
    #expect(ru.category(for: 1_000_000_000_000_000_001) == .one)
    #expect(ru.category(for: 1_000_000_000_000_000_002) == .few)
    #expect(ru.category(for: 1_000_000_000_000_000_011) == .many)
    let fr = try #require(PluralRules(locale: "fr"))
    #expect(fr.category(for: 1_000_000_000_000_000_000) == .many)
    #expect(fr.category(for: 1_000_000_000_000_000_001) == .other)
}

/// The Int overload and the Double one agree wherever a Double is exact.
@Test func integerOverloadMatchesDouble() throws {
    var generator = SeededGenerator(seed: 0x5EED_0001)
    for locale in ["ru", "ar", "pl", "lt", "cy", "fr", "en"] {
        let rules = try #require(PluralRules.cached(for: locale))
        for _ in 0..<300 {
            let magnitude = Int.random(in: 0..<(1 << 53), using: &generator) >> Int.random(in: 0..<53, using: &generator)
            #expect(rules.category(for: magnitude) == rules.category(for: Double(magnitude)))
        }
    }
    #expect(PluralRules.exactlyRepresentable(Int.max) == 1_000_000_000_000 + 36_854_775_807)
}

@Test func categoriesAndOrder() throws {
    #expect(try #require(PluralRules(locale: "ar")).categories == Set(PluralCategory.allCases))
    #expect(try #require(PluralRules(locale: "ja")).categories == [.other])
    #expect(PluralCategory.allCases.sorted() == [.zero, .one, .two, .few, .many, .other])
    #expect(PluralCategory.few < .other)
    #expect(!(PluralCategory.other < .zero))
}

@Test func cachedRulesAreShared() throws {
    let first = try #require(PluralRules.cached(for: "cy"))
    let second = try #require(PluralRules.cached(for: "cy"))
    #expect(first === second)
    #expect(first.locale == "cy")
    let fresh = try #require(PluralRules(locale: "cy"))
    #expect(fresh !== first)
}

@Test(arguments: ["", "\u{0}", "en\u{0}ru", String(repeating: "x", count: 500), "日本"])
func unusableLocalesGiveNil(locale: String) {
    #expect(PluralRules(locale: locale) == nil)
    #expect(PluralRules.cached(for: locale) == nil)
    #expect(NumberFormat(locale: locale) == nil)
    #expect(NumberFormat.cached(for: locale) == nil)
}

@Test func unknownLanguageGetsRootRules() throws {
    let rules = try #require(PluralRules(locale: "qqq"))
    #expect(rules.categories == [.other])
    #expect(rules.category(for: 1) == .other)
}

@Test func instanceCacheIsBounded() {
    final class Box: Sendable { let key: String; init(_ key: String) { self.key = key } }
    let cache = InstanceCache<Box>(limit: 3)
    let boxes = (0..<5).map { index in cache.value(for: "k\(index)") { Box($0) } }
    #expect(cache.count == 3)
    #expect(cache.value(for: "k0") { Box($0) } === boxes[0])
    #expect(cache.value(for: "k4") { Box($0) } !== boxes[4])  // past the limit: fresh each time
    #expect(cache.value(for: "none") { _ in nil } == nil)
    #expect(cache.count == 3)
}

/// Short keys (packed) and long ones (by their `String`) share one limit, and each key finds the
/// object first kept for it, from many tasks at once.
@Test func instanceCacheKeepsShortAndLongKeysUnderOneLimit() async {
    final class Box: Sendable { let key: String; init(_ key: String) { self.key = key } }
    let long = "en-US-u-ca-gregory-nu-latn"
    let cache = InstanceCache<Box>(limit: 4)
    let first = cache.value(for: long) { Box($0) }
    let keys = [long, "fr", "fr\0", "de-DE", "ja", "ko"]
    let found = await withTaskGroup(of: (String, Box?).self) { group in
        for _ in 0..<8 { for key in keys { group.addTask { (key, cache.value(for: key) { Box($0) }) } } }
        var found: [(String, Box?)] = []
        for await result in group { found.append(result) }
        return found
    }
    #expect(cache.count == 4)
    #expect(found.allSatisfy { $0.1?.key == $0.0 })
    #expect(cache.value(for: long) { Box($0) } === first)
    // Whichever three short keys were kept, each keeps answering with its own first object.
    let kept = keys.dropFirst().filter { key in cache.value(for: key) { Box($0) } === cache.value(for: key) { Box($0) } }
    #expect(kept.count == 3)
    #expect(cache.value(for: "") { Box($0) }?.key == "")
}

/// The forms a translation must have: every category some whole number below a million selects.
/// CLDR 42's `many` in fr, es, it, pt and ca starts at 1,000,000 and is not required; in cs and sk
/// only fractions reach it. Each set is checked against a probe of the category of every number.
@Test(arguments: [
    ("en", ["one", "other"]), ("fr", ["one", "other"]), ("es", ["one", "other"]), ("pt-PT", ["one", "other"]),
    ("ca", ["one", "other"]), ("it", ["one", "other"]), ("cs", ["few", "one", "other"]), ("sk", ["few", "one", "other"]),
    ("ru", ["few", "many", "one", "other"]), ("pl", ["few", "many", "one", "other"]), ("lt", ["few", "one", "other"]),
    ("ar", ["few", "many", "one", "other", "two", "zero"]), ("cy", ["few", "many", "one", "other", "two", "zero"]),
    ("ja", ["other"]), ("lv", ["one", "other", "zero"]),
])
func requiredCategories(locale: String, expected: [String]) throws {
    let rules = try #require(PluralRules(locale: locale))
    #expect(rules.requiredCategories.map(\.rawValue).sorted() == expected)
    let probed = Set((0..<PluralRules.requiredCategoryBound).map { rules.category(for: $0) })
    #expect(probed.union([.other]) == rules.requiredCategories)
}

/// CLDR's samples say which numbers a category covers: ru `one` is 1, 21, 31, …; de `one` is 1 alone.
@Test(arguments: [
    ("ru", PluralCategory.one, [1, 21, 31, 41]), ("uk", .one, [1, 21, 31]), ("sr", .one, [1, 21, 31]),
    ("hr", .one, [1, 21, 31]), ("bs", .one, [1, 21, 31]), ("ru", .few, [2, 3, 4, 22]),
    ("de", .one, [1]), ("en", .one, [1]), ("fr", .one, [0, 1]), ("ar", .zero, [0]), ("ar", .two, [2]),
    ("sl", .two, [2, 102]), ("ja", .other, [0, 1, 2]),
])
func wholeNumberSamples(locale: String, category: PluralCategory, prefix: [Int]) throws {
    let rules = try #require(PluralRules.cached(for: locale))
    let samples = rules.wholeNumberSamples(of: category)
    #expect(Array(samples.prefix(prefix.count)) == prefix)
    #expect((samples.count == 1) == (prefix.count == 1))
}

/// A category only fractions select has no whole-number samples, though ICU lists `10.0` among them.
@Test func fractionOnlyCategoriesHaveNoWholeNumberSamples() throws {
    let ru = try #require(PluralRules.cached(for: "ru"))
    #expect(ru.wholeNumberSamples(of: .other).isEmpty)
    #expect(ru.wholeNumberSamples(of: .two).isEmpty)
}

/// The samples are worked out on first use per category: asking from many tasks at once, in any
/// order, gives what one fresh instance gives when asked alone.
@Test func wholeNumberSamplesAreTheSameAskedAtOnce() async throws {
    let locales = ["ru", "ar", "fr", "cy", "lv", "ja"]
    var alone: [String: [PluralCategory: [Int]]] = [:]
    for locale in locales {
        let rules = try #require(PluralRules(locale: locale))
        alone[locale] = Dictionary(uniqueKeysWithValues: PluralCategory.allCases.map { ($0, rules.wholeNumberSamples(of: $0)) })
    }
    let shared = locales.compactMap { PluralRules(locale: $0) }
    let asked = await withTaskGroup(of: (String, PluralCategory, [Int]).self) { group in
        for round in 0..<4 {
            for rules in shared {
                for category in round % 2 == 0 ? PluralCategory.allCases : PluralCategory.allCases.reversed() {
                    group.addTask { (rules.locale, category, rules.wholeNumberSamples(of: category)) }
                }
            }
        }
        var results: [(String, PluralCategory, [Int])] = []
        for await result in group { results.append(result) }
        return results
    }
    #expect(asked.count == 4 * locales.count * PluralCategory.allCases.count)
    #expect(asked.allSatisfy { alone[$0.0]?[$0.1] == $0.2 })
    // A category the language does not use has none (ru has no `two`; ja only `other`).
    #expect(alone["ru"]?[.two] == [] && alone["ja"]?[.one] == [])
}

/// ICU's keywords name the categories by their raw values, read byte by byte; anything else names none.
@Test func keywordsNameTheirCategories() {
    for category in PluralCategory.allCases {
        #expect(PluralCategory(keyword: category.rawValue) == category)
    }
    for other in ["", "on", "One", "others", "zer0", "fews", "mny", "tw", "other ", "one\u{0}", "\u{0}one", "zero\u{0}"] {
        #expect(PluralCategory(keyword: other) == nil, "\(other)")
    }
}
