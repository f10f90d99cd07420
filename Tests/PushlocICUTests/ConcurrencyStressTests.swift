import PushlocTestSupport
import Testing
@testable import PushlocICU

/// 8 concurrent tasks x 1000 calls mixing cached plural rules, cached number formats, the shared
/// grapheme breaker and locale tags: every answer must equal the single-threaded one.
@Test func concurrentMixedCalls() async throws {
    let locales = ["en", "ru", "ar", "fr", "pl", "hi", "de", "ja"]
    let texts = ["a🇫🇷b", "👨‍👩‍👧x", "e\u{301}\u{302}z", "가각", "a\r\nb", "क्षत्रिय"]
    let breaker = try #require(GraphemeBreaker.shared)
    var expectedPlural: [String: [PluralCategory]] = [:]
    var expectedNumber: [String: [String]] = [:]
    for locale in locales {
        let rules = try #require(PluralRules(locale: locale))
        let format = try #require(NumberFormat(locale: locale))
        expectedPlural[locale] = (0..<50).map { rules.category(for: $0) }
        expectedNumber[locale] = (0..<50).map { format.string(from: Int64($0 * 1013)) }
    }
    let expectedBreaks = texts.map { breaker.boundaries(utf8: $0.utf8) }
    let plural = expectedPlural
    let number = expectedNumber

    let failures = await withTaskGroup(of: Int.self) { group -> Int in
        for task in 0..<8 {
            group.addTask {
                var generator = SeededGenerator(seed: UInt64(task) &+ 0x57E55)
                var failures = 0
                for _ in 0..<1000 {
                    let locale = locales[Int.random(in: 0..<locales.count, using: &generator)]
                    let value = Int.random(in: 0..<50, using: &generator)
                    switch Int.random(in: 0..<4, using: &generator) {
                    case 0:
                        if PluralRules.cached(for: locale)?.category(for: value) != plural[locale]?[value] { failures += 1 }
                    case 1:
                        if NumberFormat.cached(for: locale)?.string(from: Int64(value * 1013)) != number[locale]?[value] {
                            failures += 1
                        }
                    case 2:
                        let index = value % texts.count
                        if GraphemeBreaker.shared?.boundaries(utf8: texts[index].utf8) != expectedBreaks[index] { failures += 1 }
                    default:
                        if LocaleTag.parent("es-MX") != "es-419" || LocaleTag.canonical("pt_BR") != "pt-BR" { failures += 1 }
                    }
                }
                return failures
            }
        }
        return await group.reduce(0, +)
    }
    #expect(failures == 0)
    for locale in locales {
        #expect(PluralRules.cached(for: locale) === PluralRules.cached(for: locale))
    }
}
