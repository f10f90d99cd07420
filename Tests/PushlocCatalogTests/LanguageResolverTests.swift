import PushlocTestSupport
import Testing
@testable import PushlocCatalog

private func resolve(_ preferred: [String], _ available: [String], development: String = "en") -> String {
    LanguageResolver(available: available, developmentLanguage: development).resolve(preferredLanguages: preferred)
}

struct ResolutionCase: Sendable, CustomTestStringConvertible {
    let available: [String]
    let preferred: [String]
    let expected: String
    var testDescription: String { "\(preferred) in \(available) -> \(expected)" }
}

private func cases(_ available: [String], _ pairs: [(String, String)]) -> [ResolutionCase] {
    pairs.map { ResolutionCase(available: available, preferred: [$0.0], expected: $0.1) }
}

/// The behaviour examples Apple documents for its bundle matching (`ualoc_localizationsToUse`),
/// first choice only, with the `.lproj` spellings used there.
let appleDocumentedExamples: [ResolutionCase] =
    cases(["zh_CN", "zh_TW"], [
        ("zh", "zh_CN"), ("zh-Hans", "zh_CN"), ("zh-Hant", "zh_TW"), ("zh-Hans-CN", "zh_CN"), ("zh-Hans-SG", "zh_CN"),
        ("zh-Hant-TW", "zh_TW"), ("zh-Hant-HK", "zh_TW"), ("zh-Hant-MO", "zh_TW"), ("zh-Hans-HK", "zh_CN"),
        ("zh-CN", "zh_CN"), ("zh-SG", "zh_CN"), ("zh-TW", "zh_TW"), ("zh-HK", "zh_TW"), ("zh-MO", "zh_TW"),
    ])
    + cases(["zh_CN", "zh_TW", "zh_HK"], [("zh-Hant-HK", "zh_HK"), ("zh-HK", "zh_HK"), ("zh-MO", "zh_HK"), ("zh-TW", "zh_TW")])
    + cases(["zh_CN", "zh_TW", "zh_HK", "zh_MO"], [("zh-MO", "zh_MO"), ("zh-Hant-MO", "zh_MO"), ("zh-HK", "zh_HK")])
    + cases(["zh_Hans", "zh_Hant", "zh_Hant_HK"], [
        ("zh", "zh_Hans"), ("zh-Hant", "zh_Hant"), ("zh-CN", "zh_Hans"), ("zh-TW", "zh_Hant"), ("zh-HK", "zh_Hant_HK"),
        ("zh-MO", "zh_Hant_HK"), ("zh-Hans-HK", "zh_Hans"),
    ])
    + cases(["zh_CN", "zh_TW", "zh_Hans", "zh_Hant"], [
        ("zh", "zh_Hans"), ("zh-Hant", "zh_Hant"), ("zh-Hans-CN", "zh_CN"), ("zh-Hans-SG", "zh_Hans"),
        ("zh-Hant-TW", "zh_TW"), ("zh-Hant-HK", "zh_Hant"), ("zh-HK", "zh_Hant"), ("zh-MO", "zh_Hant"),
    ])
    + cases(["zh_CN", "zh_TW", "zh_HK", "zh_Hans", "zh_Hant", "zh_Hant_HK"], [
        ("zh-Hant-HK", "zh_Hant_HK"), ("zh-Hant-MO", "zh_Hant_HK"), ("zh-HK", "zh_HK"), ("zh-MO", "zh_Hant_HK"),
    ])
    + cases(["English"], [("en", "English"), ("en-US", "English"), ("en-AU", "English"), ("en-IN", "English"), ("en-150", "English")])
    + cases(["en", "en_AU", "en_GB"], [
        ("en", "en"), ("en-US", "en"), ("en-AU", "en_AU"), ("en-CA", "en"), ("en-GB", "en_GB"), ("en-IN", "en_GB"),
        ("en-FR", "en_GB"), ("en-IL", "en"), ("en-001", "en"), ("en-150", "en_GB"), ("en-Latn", "en"), ("en-Latn-US", "en"),
    ])
    + cases(["en", "en_AU", "en_GB", "en_CA", "en_IN", "en_US"], [
        ("en-US", "en_US"), ("en-CA", "en_CA"), ("en-IN", "en_IN"), ("en-FR", "en_GB"), ("en-Latn-US", "en_US"),
    ])
    // Apple's example has en-CA -> en_001; the CLDR data of the system ICU (72) gives en-CA the
    // parent en, and pushloc follows the data.
    + cases(["en", "en_AU", "en_GB", "en_001"], [
        ("en-US", "en"), ("en-AU", "en_AU"), ("en-CA", "en"), ("en-IN", "en_GB"), ("en-FR", "en_GB"),
        ("en-IL", "en_001"), ("en-001", "en_001"), ("en-150", "en_GB"),
    ])
    + cases(["en", "en_AU", "en_GB", "en_001", "en_150"], [("en-FR", "en_150"), ("en-150", "en_150"), ("en-IN", "en_GB")])
    + cases(["Spanish"], [("es", "Spanish"), ("es-MX", "Spanish")])
    + cases(["es", "es_MX"], [("es", "es"), ("es-ES", "es"), ("es-419", "es"), ("es-MX", "es_MX"), ("es-AR", "es")])
    + cases(["es", "es_419"], [("es-419", "es_419"), ("es-MX", "es_419"), ("es-AR", "es_419"), ("es-ES", "es")])
    + cases(["es", "es_419", "es_MX"], [("es-MX", "es_MX"), ("es-AR", "es_419")])
    + cases(["es", "es_ES", "es_MX"], [("es-ES", "es_ES"), ("es-419", "es"), ("es-MX", "es_MX"), ("es-AR", "es")])
    + cases(["Portuguese"], [("pt-BR", "Portuguese"), ("pt-PT", "Portuguese")])
    + cases(["pt", "pt_PT"], [("pt", "pt"), ("pt-BR", "pt"), ("pt-PT", "pt_PT"), ("pt-MO", "pt_PT")])
    + cases(["pt", "pt_BR", "pt_PT"], [("pt-BR", "pt_BR"), ("pt-PT", "pt_PT"), ("pt-MO", "pt_PT")])
    + cases(["pt", "pt_BR"], [("pt-BR", "pt_BR"), ("pt-PT", "pt"), ("pt-MO", "pt")])

@Test(arguments: appleDocumentedExamples)
func appleDocumentedBehaviour(example: ResolutionCase) {
    #expect(resolve(example.preferred, example.available, development: example.available[0]) == example.expected)
}

@Test(arguments: [
    ResolutionCase(available: ["en", "fr"], preferred: ["fr-CA"], expected: "fr"),
    ResolutionCase(available: ["en", "de"], preferred: ["de-AT"], expected: "de"),
    ResolutionCase(available: ["en", "de", "de-AT"], preferred: ["de-AT"], expected: "de-AT"),
    ResolutionCase(available: ["en", "zh-Hans", "zh-Hant"], preferred: ["zh-TW"], expected: "zh-Hant"),
    ResolutionCase(available: ["en", "zh-Hans", "zh-Hant"], preferred: ["zh-HK"], expected: "zh-Hant"),
    ResolutionCase(available: ["en", "zh-Hans", "zh-Hant"], preferred: ["zh-CN"], expected: "zh-Hans"),
    ResolutionCase(available: ["en", "zh-Hans", "zh-Hant", "zh-HK"], preferred: ["zh-HK"], expected: "zh-HK"),
    ResolutionCase(available: ["en", "zh-Hans", "zh-Hant", "zh-Hant-HK"], preferred: ["zh-HK"], expected: "zh-Hant-HK"),
    ResolutionCase(available: ["en", "zh-Hans", "zh-HK"], preferred: ["zh-Hant-HK"], expected: "zh-HK"),
    ResolutionCase(available: ["en", "zh-Hans", "zh-Hant"], preferred: ["zh-Hans-CN"], expected: "zh-Hans"),
    ResolutionCase(available: ["en", "es", "es-419"], preferred: ["es-MX"], expected: "es-419"),
    ResolutionCase(available: ["en", "es"], preferred: ["es-MX"], expected: "es"),
    ResolutionCase(available: ["en", "en-GB"], preferred: ["en-IN"], expected: "en-GB"),
    ResolutionCase(available: ["en", "fr"], preferred: ["en-IN"], expected: "en"),
    ResolutionCase(available: ["en", "en-GB"], preferred: ["en-US"], expected: "en"),
    ResolutionCase(available: ["en-GB", "fr"], preferred: ["en-US"], expected: "en-GB"),
    ResolutionCase(available: ["en-US", "en-GB"], preferred: ["en"], expected: "en-US"),
    ResolutionCase(available: ["pt", "pt-PT", "en"], preferred: ["pt-BR"], expected: "pt"),
    ResolutionCase(available: ["sr", "sr-Latn", "en"], preferred: ["sr-Latn-RS"], expected: "sr-Latn"),
    ResolutionCase(available: ["sr", "sr-Latn", "en"], preferred: ["sr-RS"], expected: "sr"),
    ResolutionCase(available: ["sr-Cyrl", "en"], preferred: ["sr"], expected: "sr-Cyrl"),
    ResolutionCase(available: ["sr-Latn", "en"], preferred: ["sr-ME"], expected: "sr-Latn"),
])
func deviceFallbacks(example: ResolutionCase) {
    #expect(resolve(example.preferred, example.available) == example.expected)
}

@Test func nextPreferredThenDevelopmentLanguage() {
    #expect(resolve(["ja", "fr-FR"], ["en", "fr"]) == "fr")
    #expect(resolve(["ja", "ko"], ["en", "fr"]) == "en")
    #expect(resolve(["ja"], ["fr", "de"], development: "de") == "de")
    #expect(resolve(["ja"], ["fr"], development: "en") == "en")  // no folder: the development language as given
    #expect(resolve([], ["en", "fr"]) == "en")
    #expect(resolve([], ["English", "fr"], development: "en") == "English")
    #expect(resolve([], ["en-GB", "fr"], development: "en") == "en-GB")
}

/// iOS sends a Portuguese speaker to the other Portuguese before their next language (Apple's
/// matching keeps a same-language fallback for an earlier preference); the one exception is a
/// `pt-PT` speaker, who is not sent to `pt-BR` when a later language matches.
@Test func portugueseSpeakers() {
    #expect(resolve(["pt-BR"], ["pt-PT", "en"]) == "pt-PT")
    #expect(resolve(["pt-BR", "en"], ["pt-PT", "en"]) == "pt-PT")
    #expect(resolve(["pt-BR", "en"], ["pt", "pt-PT", "en"]) == "pt")
    #expect(resolve(["pt-PT", "en"], ["pt-BR", "en"]) == "en")
    #expect(resolve(["pt-PT", "fr"], ["pt-BR", "en"]) == "pt-BR")
    #expect(resolve(["pt-PT"], ["pt-BR", "en"]) == "pt-BR")
}

@Test func sameLanguageFallbackAgainstLaterPreferences() {
    // A different script in a later preference loses to the fallback for an earlier one.
    #expect(resolve(["zh-HK", "zh-Hans"], ["zh-TW", "zh-Hans", "en"]) == "zh-TW")
    // The same language and script: the exact later match wins.
    #expect(resolve(["en-US", "en-AU"], ["en-GB", "en-AU", "fr"]) == "en-AU")
    // Another script is never a fallback.
    #expect(resolve(["sr-Latn", "de"], ["sr", "de", "en"]) == "de")
    #expect(resolve(["zh-TW", "de"], ["zh-Hans", "de", "en"]) == "de")
    #expect(resolve(["zh-Hans"], ["zh-Hant", "en"]) == "en")
}

@Test func baseIsNeverALanguage() {
    #expect(resolve(["de"], ["Base", "en", "fr"]) == "en")
    #expect(resolve(["de"], ["Base", "fr"], development: "Base") == "Base")
    #expect(resolve(["Base"], ["Base", "fr"], development: "fr") == "fr")
    #expect(resolve(["en"], ["Base"], development: "Base") == "Base")
    #expect(resolve([], [], development: "Base") == "Base")
}

@Test func garbageIsSkipped() {
    let garbage = ["", "!!", "\u{0}", "en\u{0}", String(repeating: "x", count: 10_000), "und", "x-foo", "Base", "日本語",
                   "-", "_en", "en--US", "root", "123"]
    #expect(resolve(garbage + ["fr"], ["en", "fr"]) == "fr")
    #expect(resolve(garbage, ["en", "fr"]) == "en")
    #expect(resolve(["fr"], garbage + ["fr"]) == "fr")
    #expect(resolve(["de"], garbage, development: "!!") == "!!")
}

@Test func spellingsAndAliases() {
    #expect(resolve(["fr-ca"], ["EN", "Fr"]) == "Fr")
    #expect(resolve(["FR_ca"], ["en", "fr"]) == "fr")
    #expect(resolve(["fr-CA-u-ca-gregory"], ["en", "fr"]) == "fr")
    #expect(resolve(["fr-FR"], ["English", "French"]) == "French")
    #expect(resolve(["he-IL"], ["en", "iw"]) == "iw")
    #expect(resolve(["iw"], ["en", "he"]) == "he")
    #expect(resolve(["nb-NO"], ["en", "no"]) == "no")
    #expect(resolve(["no"], ["en", "nb"]) == "nb")
    #expect(resolve(["no-NO"], ["en", "nb"]) == "nb")
    #expect(resolve(["no"], ["nb", "no"]) == "no")
    #expect(resolve(["nb"], ["no", "nb"]) == "nb")
    #expect(resolve(["zh-TW"], ["zh-Hant-TW", "zh-TW"]) == "zh-TW")
}

@Test(arguments: [
    ("zh-TW", ["zh-TW", "zh-Hant-TW", "zh-Hant"]),
    ("zh-HK", ["zh-HK", "zh-Hant-HK", "zh-Hant"]),
    ("zh-MO", ["zh-MO", "zh-Hant-MO", "zh-Hant-HK", "zh-Hant"]),
    ("zh-CN", ["zh-CN", "zh"]),
    ("en-IN", ["en-IN", "en-GB", "en-001", "en"]),
    ("en-FR", ["en-FR", "en-150", "en-GB", "en-001", "en"]),
    ("en-CA", ["en-CA", "en"]),
    ("en-AU", ["en-AU", "en-GB", "en-001", "en"]),
    ("en-IL", ["en-IL", "en-001", "en"]),
    ("es-MX", ["es-MX", "es-419", "es"]),
    ("pt-MO", ["pt-MO", "pt-PT", "pt"]),
    ("fr_CA", ["fr-CA", "fr"]),
    ("de-AT", ["de-AT", "de"]),
    ("nb-NO", ["nb-NO", "nb"]),
    ("!!", []),
    ("Base", []),
])
func candidateChains(preferred: String, chain: [String]) {
    let resolver = LanguageResolver(available: ["xx"], developmentLanguage: "en")
    #expect(resolver.candidates(for: preferred) == chain)
}

@Test func candidatesEndWithTheSameLanguageFallback() {
    let resolver = LanguageResolver(available: ["pt-PT", "en"], developmentLanguage: "en")
    #expect(resolver.candidates(for: "pt-BR") == ["pt-BR", "pt", "pt-PT"])
    let chinese = LanguageResolver(available: ["zh_TW"], developmentLanguage: "zh_TW")
    #expect(chinese.candidates(for: "zh-HK") == ["zh-HK", "zh-Hant-HK", "zh-Hant", "zh_TW"])
}

/// Generated lists: the answer is always a folder or the development language; garbage anywhere
/// changes nothing; a preferred language whose exact folder exists is chosen.
@Test func generatedResolutions() {
    let pool = ["en", "en-GB", "en-AU", "en-001", "fr", "fr-CA", "de", "es", "es-419", "es-MX", "pt", "pt-PT", "pt-BR",
                "zh-Hans", "zh-Hant", "zh-HK", "zh-TW", "ja", "sr", "sr-Latn", "nb", "ar", "Base"]
    let preferences = ["en-US", "en-IN", "en-GB", "fr-FR", "fr-CA", "de-CH", "es-AR", "es-MX", "pt-BR", "pt-PT",
                       "zh-TW", "zh-HK", "zh-CN", "zh-Hans-SG", "ja-JP", "sr-Latn-RS", "no", "ar-EG", "ko-KR", "he"]
    var generator = SeededGenerator(seed: 0xC0FF_EE42)
    for _ in 0..<300 {
        let available = pool.filter { _ in Bool.random(using: &generator) }
        let development = available.first { $0 != "Base" } ?? "Base"
        let resolver = LanguageResolver(available: available, developmentLanguage: development)
        let preferred = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
            preferences[Int.random(in: 0..<preferences.count, using: &generator)]
        }
        let answer = resolver.resolve(preferredLanguages: preferred)
        #expect(available.contains(answer) || answer == development)
        #expect(answer != "Base" || development == "Base")
        #expect(resolver.resolve(preferredLanguages: ["!!"] + preferred + ["", "und"]) == answer)
        if let first = preferred.first, available.contains(first) {
            #expect(answer == first)
        }
    }
}

@Test func concurrentResolution() async {
    let resolver = LanguageResolver(available: ["en", "en-GB", "fr", "es-419", "zh-Hant", "zh-Hans", "pt-PT"], developmentLanguage: "en")
    let lists = [["en-IN"], ["fr-CA", "en"], ["es-MX"], ["zh-HK"], ["zh-CN"], ["pt-BR", "en"], ["ja", "ko"], []]
    let expected = lists.map { resolver.resolve(preferredLanguages: $0) }
    #expect(expected == ["en-GB", "fr", "es-419", "zh-Hant", "zh-Hans", "pt-PT", "en", "en"])
    let mismatches = await withTaskGroup(of: Int.self) { group -> Int in
        for task in 0..<8 {
            group.addTask {
                (0..<500).reduce(0) { count, round in
                    let index = (round + task) % lists.count
                    return count + (resolver.resolve(preferredLanguages: lists[index]) == expected[index] ? 0 : 1)
                }
            }
        }
        return await group.reduce(0, +)
    }
    #expect(mismatches == 0)
}
