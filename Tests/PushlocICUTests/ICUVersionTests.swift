import Testing
@testable import PushlocICU

@Test func systemICUIsLinked() throws {
    #expect(ICUVersion.string.hasPrefix("7"))
    let major = try #require(ICUVersion.major)
    #expect(major >= 72)
}

@Test func basicICUOperations() throws {
    #expect(LocaleTag.canonical("pt_BR") == "pt-BR")
    #expect(LocaleTag.canonical("zh_Hans") == "zh-Hans")
    #expect(LocaleTag.addingLikelySubtags("zh-TW") == "zh-Hant-TW")
    #expect(LocaleTag.parent("es-MX") == "es-419")
    #expect(LocaleTag.parent("fr") == nil)
    let ru = try #require(PluralRules(locale: "ru"))
    #expect(ru.category(for: 3) == .few)
    #expect(ru.categories == [.one, .few, .many, .other])
    let ar = try #require(NumberFormat(locale: "ar"))
    #expect(ar.string(from: Int64(1234)) == "١٬٢٣٤")
    let breaker = try #require(GraphemeBreaker())
    let flag = Array("a🇫🇷b".utf8)
    #expect(breaker.boundaries(utf8: flag) == [0, 1, 9, 10])
    #expect(breaker.floorBoundary(utf8: flag, atOrBefore: 5) == 1)
}
