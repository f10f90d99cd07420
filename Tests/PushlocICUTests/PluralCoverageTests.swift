import Testing
@testable import PushlocICU

/// Which whole numbers each plural category covers, from ICU, for the languages whose rules differ
/// most (CLDR's plural rules; the numbers are what a device selects the form for).
@Suite struct PluralCoverageTests {
    private func coverage(_ locale: String, _ category: PluralCategory, first count: Int = 8) throws -> [Int] {
        let rules = try #require(PluralRules(locale: locale))
        return Array(rules.wholeNumbers(of: category).prefix(count))
    }

    @Test func englishOneIsOneAlone() throws {
        #expect(try coverage("en", .one) == [1])
        #expect(try coverage("en", .other, first: 4) == [0, 2, 3, 4])
    }

    @Test func frenchOneIsZeroAndOne() throws {
        #expect(try coverage("fr", .one) == [0, 1])
        #expect(try coverage("fr", .other, first: 3) == [2, 3, 4])
        // fr `many` is for the millions and fractions: no count below the bound.
        #expect(try coverage("fr", .many).isEmpty)
    }

    @Test func russianOneRecursEveryTen() throws {
        #expect(try coverage("ru", .one) == [1, 21, 31, 41, 51, 61, 71, 81])
        #expect(try coverage("ru", .few, first: 6) == [2, 3, 4, 22, 23, 24])
        #expect(try coverage("ru", .many, first: 4) == [0, 5, 6, 7])
        // Only fractions reach ru `other`.
        #expect(try coverage("ru", .other).isEmpty)
    }

    @Test func filipinoOneCoversMostCounts() throws {
        #expect(try coverage("fil", .one) == [0, 1, 2, 3, 5, 7, 8, 10])
        #expect(try coverage("fil", .other, first: 4) == [4, 6, 9, 14])
    }

    @Test func arabicHasSixCategories() throws {
        #expect(try coverage("ar", .zero) == [0])
        #expect(try coverage("ar", .one) == [1])
        #expect(try coverage("ar", .two) == [2])
        #expect(try coverage("ar", .few, first: 4) == [3, 4, 5, 6])
        #expect(try coverage("ar", .many, first: 3) == [11, 12, 13])
        #expect(try coverage("ar", .other, first: 3) == [100, 101, 102])
    }

    @Test func latvianZeroIsZeroAndTheTeens() throws {
        #expect(try coverage("lv", .zero) == [0, 10, 11, 12, 13, 14, 15, 16])
        #expect(try coverage("lv", .one, first: 4) == [1, 21, 31, 41])
    }

    @Test func czechManyIsForFractionsOnly() throws {
        #expect(try coverage("cs", .one) == [1])
        #expect(try coverage("cs", .few) == [2, 3, 4])
        #expect(try coverage("cs", .many).isEmpty)
        #expect(try coverage("cs", .other, first: 3) == [0, 5, 6])
    }

    @Test func japaneseHasOnlyOther() throws {
        let rules = try #require(PluralRules(locale: "ja"))
        #expect(rules.categories == [.other])
        #expect(rules.wholeNumbers(of: .other).count == PluralRules.requiredCategoryBound)
        #expect(rules.wholeNumbers(of: .one).isEmpty)
    }

    @Test func everyNumberBelowTheBoundHasOneCategory() throws {
        let rules = try #require(PluralRules(locale: "sl"))
        let all = PluralCategory.allCases.flatMap { rules.wholeNumbers(of: $0) }.sorted()
        #expect(all == Array(0..<PluralRules.requiredCategoryBound))
        #expect(Array(rules.wholeNumbers(of: .two).prefix(3)) == [2, 102, 202])
    }
}
