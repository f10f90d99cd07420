import PushlocTestSupport
import Testing
@testable import PushLocalization
import PushlocCatalog
import PushlocChecks
import PushlocDevtodev
import PushlocDiagnostics
import PushlocFormatString
import PushlocICU
import PushlocJSON
import PushlocPayloads
import PushlocStringCatalog
import PushlocStringsFile

/// Every count of the brief in every plural-distinct sample language: the form picked is the one CLDR's
/// rules name (written out here by hand from the CLDR tables, not taken from ICU).
@Suite struct PluralMatrixTests {
    static let counts: [Int64] = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101]

    /// The CLDR category of each count, in the order of `counts`.
    static let expected: [String: [String]] = [
        "en": ["other", "one", "other", "other", "other", "other", "other", "other", "other", "other"],
        "ru": ["many", "one", "few", "few", "many", "many", "one", "few", "many", "one"],
        "pl": ["many", "one", "few", "few", "many", "many", "many", "few", "many", "many"],
        "ar": ["zero", "one", "two", "few", "few", "many", "many", "many", "many", "other"],
        "ja": ["other", "other", "other", "other", "other", "other", "other", "other", "other", "other"],
    ]

    static let categories: [String: [String]] = [
        "en": ["one", "other"], "ru": ["one", "few", "many", "other"], "pl": ["one", "few", "many", "other"],
        "ar": ["zero", "one", "two", "few", "many", "other"], "ja": ["other"],
    ]

    static func localizer() throws -> PushLocalizer {
        var files: [String: String] = [:]
        for (language, categories) in categories {
            let forms = Dictionary(uniqueKeysWithValues: categories.map { ($0, "[\($0)] %d") })
            files["L/\(language).lproj/Localizable.stringsdict"] = StringsDictFixture.plist("COUNT", forms: forms)
        }
        return try RenderTests.localizer(files)
    }

    @Test(arguments: ["en", "ru", "pl", "ar", "ja"])
    func everyCountPicksTheCLDRForm(_ language: String) throws {
        let localizer = try Self.localizer()
        let expected = try #require(Self.expected[language])
        for (count, category) in zip(Self.counts, expected) {
            let result = localizer.localizedString(key: "COUNT", arguments: [.int(count)], preferredLanguages: [language])
            #expect(result.found)
            #expect(result.language == language)
            #expect(result.text.hasPrefix("[\(category)] "), "\(language) \(count): \(result.text)")
            if language != "ar" { #expect(result.text == "[\(category)] \(count)") }
        }
    }

    @Test func arabicCountsUseArabicIndicDigits() throws {
        let localizer = try Self.localizer()
        #expect(localizer.localizedString(key: "COUNT", arguments: [.int(25)], preferredLanguages: ["ar"]).text == "[many] ٢٥")
    }

    @Test func aRegionalLocaleUsesItsLanguagesRules() throws {
        let localizer = try Self.localizer()
        let result = localizer.localizedString(key: "COUNT", arguments: [.int(22)], preferredLanguages: ["ru-UA"])
        #expect(result.text == "[few] 22")
        #expect(result.language == "ru")
    }

    @Test func aMissingPluralKeyShowsTheKeyWithAnError() throws {
        let localizer = try Self.localizer()
        let result = localizer.localizedString(key: "NOT_THERE", arguments: [.int(3)], preferredLanguages: ["pl"])
        #expect(result.text == "NOT_THERE")
        #expect(!result.found)
        #expect(result.diagnostics.map(\.rule) == ["loc-key-not-found"])
        #expect(result.diagnostics.first?.severity == .error)
    }

    /// CLDR's integer plural rules for the sample languages, written out from the CLDR tables: the
    /// reference the seeded test below compares the rendered form with.
    static func cldrCategory(_ language: String, _ n: Int64) -> String {
        let mod10 = n % 10, mod100 = n % 100
        switch language {
        case "en": return n == 1 ? "one" : "other"
        case "ru":
            if mod10 == 1 && mod100 != 11 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        case "pl":
            if n == 1 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        case "ar":
            if n == 0 { return "zero" }
            if n == 1 { return "one" }
            if n == 2 { return "two" }
            if (3...10).contains(mod100) { return "few" }
            if (11...99).contains(mod100) { return "many" }
            return "other"
        default: return "other"
        }
    }

    @Test func seededCountsMatchTheCLDRRules() throws {
        let localizer = try Self.localizer()
        var generator = SeededGenerator(seed: 0x5EED_0003)
        for _ in 0..<400 {
            let count = Int64.random(in: 0...1_000_000, using: &generator) >> Int64.random(in: 0...18, using: &generator)
            for language in ["en", "ru", "pl", "ar", "ja"] {
                let text = localizer.localizedString(key: "COUNT", arguments: [.int(count)], preferredLanguages: [language]).text
                #expect(text.hasPrefix("[\(Self.cldrCategory(language, count))] "), "\(language) \(count): \(text)")
            }
        }
    }
}
