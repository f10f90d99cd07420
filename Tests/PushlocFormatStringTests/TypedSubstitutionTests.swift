import Testing
@testable import PushlocFormatString

@Suite("Typed substitution with ICU numbers")
struct TypedSubstitutionTests {
    private func format(_ format: String, _ arguments: [FormatArgument], _ locale: String = "en") -> String {
        ParsedFormat(format).substituting(arguments, locale: locale)
    }

    /// A number below 1,000 is written without a call to ICU where ICU writes it as its digits alone:
    /// the result is ICU's own for every such number, in positional and algorithmic numbering systems
    /// (Japanese and Tamil numerals, which are not digits, stay ICU's).
    @Test(arguments: [
        "en", "de", "fr", "ru", "pl", "es", "ar", "ar-EG", "ar-MA", "fa", "ur", "ps", "he", "hi", "hi@numbers=deva", "mr",
        "bn", "ne", "my", "dz", "th@numbers=thai", "zh@numbers=hanidec", "ja@numbers=jpan", "ta@numbers=taml", "root", "xx-unknown",
    ])
    func smallNumbersAreICUs(locale: String) throws {
        let symbols = LocaleNumberSymbols(locale: locale)
        let format = try #require(symbols.format)
        let differing = (0..<1000).filter { symbols.grouped(UInt64($0)) != format.string(from: Int64($0)) }
        #expect(differing.isEmpty, "\(locale): \(differing.prefix(5))")
    }

    @Test func arabicUsesArabicIndicDigitsAndGrouping() {
        #expect(format("%d", [.int(1234)], "ar") == "١٬٢٣٤")
        #expect(format("%ld", [.int(1234)], "ar") == "١٬٢٣٤")
        #expect(format("%@", [.int(1234)], "ar") == "١٬٢٣٤")
    }

    @Test func devanagariDigitsFromTheNumbersKeyword() {
        #expect(format("%d", [.int(1234567)], "hi@numbers=deva") == "१२,३४,५६७")
        #expect(format("%d", [.int(1234567)], "hi") == "12,34,567")
    }

    @Test(arguments: [
        ("%d", FormatArgument.int(1234), "en", "1,234"),
        ("%d", .int(-1234), "en", "-1,234"),
        ("%d", .int(1234), "de", "1.234"),
        ("%d", .int(1234), "fr", "1\u{202F}234"),
        ("%i", .int(0), "en", "0"),
        ("%D", .int(42), "en", "42"),
        ("%u", .int(7), "en", "7"),
        ("%u", .int(-1), "en", "4,294,967,295"),
        ("%hhu", .int(-1), "en", "255"),
        ("%hu", .int(-1), "en", "65,535"),
        ("%lu", .int(-1), "en", "18,446,744,073,709,551,615"),
        ("%d", .int(Int64.min), "en", "-9,223,372,036,854,775,808"),
        ("%+d", .int(5), "en", "+5"),
        ("% d", .int(5), "en", " 5"),
        ("%5d|", .int(42), "en", "   42|"),
        ("%-5d|", .int(42), "en", "42   |"),
        ("%05d", .int(-42), "en", "-0042"),
        ("%05d", .int(42), "ar", "٠٠٠٤٢"),
        ("%.3d", .int(7), "en", "007"),
        ("%.0d|", .int(0), "en", "|"),
        ("%.3d", .int(7), "ar", "٠٠٧"),
        ("%d", .double(3.9), "en", "3"),
        ("%d", .string("12"), "en", "12"),
        ("%d", .string("twelve"), "en", "twelve"),
    ])
    func integers(format: String, argument: FormatArgument, locale: String, expected: String) {
        #expect(self.format(format, [argument], locale) == expected)
    }

    @Test(arguments: [
        ("%f", FormatArgument.double(1.5), "en", "1.500000"),
        ("%.2f", .double(1234.5), "en", "1,234.50"),
        ("%.2f", .double(-1234.5), "ar", "\u{061C}-١٬٢٣٤٫٥٠"),
        ("%.1f", .double(0.25), "de", "0,2"),
        ("%.0f", .double(9.5), "en", "10"),
        ("%#.0f", .double(3), "en", "3."),
        ("%08.2f", .double(-3.14159), "en", "-0003.14"),
        ("%+.1f", .double(2), "en", "+2.0"),
        ("%F", .int(2), "en", "2.000000"),
        ("%.2f", .double(1e20), "en", "100,000,000,000,000,000,000.00"),
        ("%f", .double(.infinity), "en", "∞"),
        ("%f", .double(-.infinity), "en", "-∞"),
        ("%f", .double(.nan), "en", "NaN"),
        ("%e", .double(12345.678), "en", "1.234568e+04"),
        ("%E", .double(12345.678), "fr", "1,234568E+04"),
        ("%.2e", .double(-0.5), "ar", "\u{061C}-٥٫٠٠e-٠١"),
        ("%g", .double(0.0001), "en", "0.0001"),
        ("%G", .double(1e-10), "en", "1E-10"),
        ("%a", .double(1), "en", "0x1p+0"),
        ("%A", .double(-2), "ar", "-0X1P+1"),
        ("%@", .double(1234.5), "ar", "١٬٢٣٤٫٥"),
    ])
    func floatingPoint(format: String, argument: FormatArgument, locale: String, expected: String) {
        #expect(self.format(format, [argument], locale) == expected)
    }

    @Test(arguments: [
        ("%x", FormatArgument.int(255), "ff"),
        ("%X", .int(255), "FF"),
        ("%#x", .int(255), "0xff"),
        ("%08x", .int(255), "000000ff"),
        ("%o", .int(8), "10"),
        ("%#O", .int(8), "010"),
        ("%x", .int(-1), "ffffffff"),
        ("%lx", .int(-1), "ffffffffffffffff"),
        ("%p", .int(4096), "0x1000"),
        ("%c", .int(0x1F600), "😀"),
        ("%C", .int(0xD800), "\u{FFFD}"),
        ("%c", .string("Zed"), "Z"),
        ("%s", .string("hello"), "hello"),
        ("%.2s", .string("héllo"), "hé"),
        ("%-6s|", .string("ab"), "ab    |"),
        ("%6@|", .string("ab"), "    ab|"),
        ("%@", .string("%@ stays"), "%@ stays"),
    ])
    func asciiAndTextConversions(format: String, argument: FormatArgument, expected: String) {
        #expect(self.format(format, [argument], "ar") == expected)
    }

    @Test func fullUInt64RangeIsExactInEveryLocale() {
        #expect(format("%lu", [.int(-1)], "ar") == "١٨٬٤٤٦٬٧٤٤٬٠٧٣٬٧٠٩٬٥٥١٬٦١٥")
        #expect(format("%llu", [.int(-1)], "hi") == "1,84,46,74,40,73,70,95,51,615")
        #expect(format("%d", [.int(Int64.min)], "de") == "-9.223.372.036.854.775.808")
    }

    @Test func starWidthsAndPrecisionsReadIntArguments() {
        #expect(format("%*d|", [.int(5), .int(1)]) == "    1|")
        #expect(format("%*d|", [.int(-5), .int(1)]) == "1    |")
        #expect(format("%.*f", [.int(1), .double(2.75)]) == "2.8")
        #expect(format("%.*f", [.int(-1), .double(2.5)]) == "2.500000")
        #expect(format("%2$*1$d|", [.int(4), .int(7)]) == "   7|")
        #expect(format("%*d|", [.string("wide"), .int(1)]) == "1|")
    }

    @Test func hugeWidthsAreClamped() {
        let result = format("%999999999999d", [.int(1)])
        #expect(result.count == FormatLimits.maximumRenderedWidth)
        #expect(format("%*d", [.int(Int64.max), .int(1)]).count == FormatLimits.maximumRenderedWidth)
        #expect(format("%*d", [.int(Int64.min), .int(1)]).count == FormatLimits.maximumRenderedWidth)
        let precise = format("%.99999f", [.double(1)])
        #expect(precise.count == 2 + FormatLimits.maximumRenderedWidth)
    }

    @Test func missingExtraAndPercent() {
        #expect(format("%d and %@", [.int(1)]) == "1 and (null)")
        #expect(format("%@", [.string("a"), .int(2)]) == "a")
        #expect(format("100%%", []) == "100%")
        #expect(format("%5d|", []) == "(null)|")
    }

    @Test func positionsAreDirectNotShifted() {
        // Library formatting means what the author wrote: argument 3 is arguments[2], gap or not.
        #expect(format("%1$@ %3$@", [.string("a"), .string("b"), .string("c")]) == "a c")
        #expect(format("%2$@ %1$@", [.string("Jenna"), .string("Frank")]) == "Frank Jenna")
    }

    @Test func variablesFormatTheirCount() {
        #expect(format("%#@files@", [.int(1234)], "ar") == "١٬٢٣٤")
    }

    @Test func invalidSpecifiersRenderAsOnTheDevice() {
        #expect(format("%y %d%", [.int(3)]) == "y 3")
        #expect(format("%150$@", []) == "(null)")
    }

    @Test func unknownLocaleFallsBackToRootDigits() {
        #expect(format("%d", [.int(1234)], "zz-Invalid") .contains("234"))
        #expect(format("%d", [.int(5)], String(repeating: "x", count: 500)) == "5")
    }

    @Test func concurrentUseSharesTheCacheSafely() async {
        let parsed = ParsedFormat("%d / %.1f")
        let results = await withTaskGroup(of: String.self) { group in
            for index in 0..<32 {
                group.addTask {
                    parsed.substituting([.int(1234), .double(0.5)], locale: index.isMultiple(of: 2) ? "ar" : "en")
                }
            }
            var all: [String] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(Set(results) == ["١٬٢٣٤ / ٠٫٥", "1,234 / 0.5"])
    }
}
