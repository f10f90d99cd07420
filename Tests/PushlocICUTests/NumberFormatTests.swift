import Testing
@testable import PushlocICU

/// Digits and separators come from the system ICU (Foundation's ICU gives Latin digits for `ar`).
@Test(arguments: [
    ("en", 1_234_567, "1,234,567"), ("de", 1_234_567, "1.234.567"), ("fr", 1_234_567, "1\u{202F}234\u{202F}567"),
    ("ar", 1234, "١٬٢٣٤"), ("hi", 1_234_567, "12,34,567"), ("hi@numbers=deva", 42, "४२"),
    ("fa", 12, "۱۲"), ("en", -5, "-5"),
])
func integersFormat(locale: String, value: Int64, expected: String) throws {
    let format = try #require(NumberFormat.cached(for: locale))
    #expect(format.string(from: value) == expected)
}

@Test func doublesFormat() throws {
    let en = try #require(NumberFormat(locale: "en"))
    #expect(en.string(from: 1234.5) == "1,234.5")
    #expect(en.string(from: Double.nan) == "NaN")
    #expect(en.string(from: Double.infinity) == "∞")
    #expect(!en.string(from: Double.greatestFiniteMagnitude).isEmpty)
    let de = try #require(NumberFormat(locale: "de"))
    #expect(de.string(from: 0.5) == "0,5")
}

@Test func cachedFormatsAreShared() throws {
    let first = try #require(NumberFormat.cached(for: "ar-EG"))
    let again = try #require(NumberFormat.cached(for: "ar-EG"))
    let other = try #require(NumberFormat.cached(for: "ar"))
    #expect(again === first)
    #expect(other !== first)
    #expect(first.locale == "ar-EG")
}
