import PushlocICU
import Testing

/// A count as written chooses its plural category by CLDR's operands, visible decimals included.
@Suite struct WrittenNumberTests {
    @Test(arguments: ["21", "-3", "+5", "0", "1.5", "1.50", "0.00", "123456789012345678901234567890"])
    func plainDecimalTextIsANumber(_ text: String) {
        #expect(WrittenNumber(text) != nil)
    }

    @Test(arguments: ["", "one", "1,000", "1e3", "1.", ".5", "1.2.3", "٣", " 1", "--1", String(repeating: "9", count: 65)])
    func otherTextIsNot(_ text: String) {
        #expect(WrittenNumber(text) == nil)
    }

    @Test func theVisibleDecimalsAreKept() throws {
        let number = try #require(WrittenNumber("1.50"))
        #expect(number.fractionDigits == 2 && number.integer == nil && !number.isZero)
        #expect(WrittenNumber("0.00")?.isZero == true)
        #expect(WrittenNumber("-21")?.integer == -21)
    }

    @Test(arguments: [
        ("en", "1", "one"), ("en", "1.0", "other"), ("en", "1.5", "other"), ("en", "2", "other"),
        ("fr", "1.5", "one"), ("fr", "2.5", "other"),
        ("ru", "21", "one"), ("ru", "3", "few"), ("ru", "5", "many"), ("ru", "11", "many"), ("ru", "1.5", "other"),
        ("cs", "1.5", "many"), ("cs", "3", "few"),
        ("lv", "0.1", "one"), ("lv", "0.10", "other"),
        ("pt-PT", "1.0", "other"), ("en", "123456789012345678901", "other"), ("fr", "+1.5", "one"), ("es", "1.00", "one"),
    ])
    func theCategoryIsCLDRs(_ language: String, _ text: String, _ category: String) throws {
        let rules = try #require(PluralRules(locale: language))
        let number = try #require(WrittenNumber(text))
        #expect(rules.category(for: number).rawValue == category, "\(language) \(text)")
    }
}
