import Testing
@testable import PushlocICU

/// What the system ICU (72) does with common spellings and deprecated codes.
@Test(arguments: [
    ("pt_BR", "pt-BR"), ("zh_Hans", "zh-Hans"), ("zh_Hant_HK", "zh-Hant-HK"), ("EN-us", "en-US"),
    ("es-419", "es-419"), ("sr_Latn_RS", "sr-Latn-RS"), ("ZH-hant-tw", "zh-Hant-TW"),
    ("iw", "he"), ("in", "id"), ("ji", "yi"), ("mo", "ro"), ("iw_IL", "he-IL"),
    ("no", "no"), ("nb", "nb"), ("no_NO", "no-NO"), ("tl", "tl"), ("zh-yue", "yue"),
    ("i-klingon", "tlh"), ("art-lojban", "jbo"), ("de-CH-1996", "de-CH-1996"),
    ("en-US-u-ca-gregory", "en-US-u-ca-gregory"), ("pt_BR.UTF-8", "pt-BR"),
])
func canonicalPinsICU72(input: String, expected: String) {
    #expect(LocaleTag.canonical(input) == expected)
}

@Test(arguments: [
    "", "English", "Base", "base", "garbage!!", "a", "toolongsubtag", "123", "und", "root", "x-foo",
    "-en", "_en", "en--US", "en\u{0}US", "français", "en US", "zh-TW\n",
    String(repeating: "a", count: 101), String(repeating: "en-", count: 60) + "US",
])
func canonicalRejectsGarbage(input: String) {
    #expect(LocaleTag.canonical(input) == nil)
    #expect(LocaleTag.addingLikelySubtags(input) == nil || input == "und")
    #expect(LocaleTag.parent(input) == nil)
}

@Test func likelySubtagsRoundTrip() {
    #expect(LocaleTag.addingLikelySubtags("zh-HK") == "zh-Hant-HK")
    #expect(LocaleTag.addingLikelySubtags("zh") == "zh-Hans-CN")
    #expect(LocaleTag.addingLikelySubtags("en") == "en-Latn-US")
    #expect(LocaleTag.addingLikelySubtags("sr") == "sr-Cyrl-RS")
    #expect(LocaleTag.addingLikelySubtags("und-TW") == "zh-Hant-TW")
    #expect(LocaleTag.addingLikelySubtags("") == nil)
    #expect(LocaleTag.addingLikelySubtags("und") == nil)
    #expect(LocaleTag.minimizingSubtags("zh-Hant-TW") == "zh-TW")
    #expect(LocaleTag.minimizingSubtags("en-Latn-US") == "en")
    #expect(LocaleTag.minimizingSubtags("") == nil)
    #expect(LocaleTag.likelyScript("zh-TW") == "Hant")
    #expect(LocaleTag.likelyScript("zh-SG") == "Hans")
    #expect(LocaleTag.likelyScript("sr-ME") == "Latn")
    #expect(LocaleTag.likelyScript("!!") == nil)
}

/// CLDR parents, with script-aware truncation (ICU's own truncation would give `zh` for `zh-TW`).
@Test(arguments: [
    ("es-MX", "es-419"), ("es-419", "es"), ("en-IN", "en-001"), ("en-GB", "en-001"), ("en-150", "en-001"),
    ("en-001", "en"), ("en-US", "en"), ("en-CA", "en"), ("pt-BR", "pt"), ("pt-MO", "pt-PT"),
    ("fr-CA", "fr"), ("de-AT", "de"), ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-MO", "zh-Hant-HK"),
    ("zh-Hant-MO", "zh-Hant-HK"), ("zh-Hant-TW", "zh-Hant"), ("zh-CN", "zh"), ("zh-Hans", "zh"),
    ("zh-Hans-HK", "zh-Hans"), ("en-Latn-IN", "en-001"), ("sr-RS", "sr"), ("sr-ME", "sr-Latn"),
    ("sr-Latn-RS", "sr-Latn"), ("uz-AF", "uz-Arab"), ("de-CH-1996", "de-CH"), ("nb", "no"),
    ("en-US-u-ca-gregory", "en"), ("pt_BR", "pt"), ("yue-Hant", "yue"),
])
func cldrParents(tag: String, parent: String) {
    #expect(LocaleTag.parent(tag) == parent)
}

@Test(arguments: ["fr", "en", "zh", "zh-Hant", "sr-Latn", "az-Arab", "ms-Arab", "yue-Hans", "pa-Arab", "no"])
func parentOfRootChildrenIsNil(tag: String) {
    #expect(LocaleTag.parent(tag) == nil)
}

/// `ures_openDirect("no_NO")` never returns in ICU 72; parents must not depend on it.
@Test(arguments: ["no-NO", "no_NO", "nb-NO", "nn-NO", "no"])
func norwegianParentsReturn(tag: String) {
    let parent = LocaleTag.parent(tag)
    #expect(parent == nil || parent == "no" || parent == "nb" || parent == "nn")
}

@Test func parentChainsEnd() {
    for tag in ["zh-Hant-MO", "en-IN", "es-MX", "pt-MO", "de-CH-1996", "sr-ME", "uz-AF"] {
        var current: String? = tag
        var steps = 0
        while let tag = current, steps < 10 {
            current = LocaleTag.parent(tag)
            steps += 1
        }
        #expect(steps < 10, "\(tag) has no finite parent chain")
    }
}

@Test func displayNames() {
    #expect(LocaleTag.displayName("fr") == "French")
    #expect(LocaleTag.displayName("pt-BR") == "Portuguese (Brazil)")
    #expect(LocaleTag.displayName("de", in: "de") == "Deutsch")
    #expect(LocaleTag.displayName("", in: "en") == nil)
    #expect(LocaleTag.displayName("fr", in: "\u{0}") == nil)
}

@Test(arguments: [
    ("pt_BR", "pt-BR"), ("zh_Hans", "zh-Hans"), ("zh-HK", "zh-HK"), ("es-419", "es-419"),
    ("zh_Hant_HK", "zh-Hant-HK"), ("en", "en"), ("EN", "en"), ("iw", "he"), ("pt-BR.lproj", "pt-BR"),
    ("English", "en"), ("english", "en"), ("French", "fr"), ("German", "de"), ("Japanese", "ja"),
    ("Spanish", "es"), ("Italian", "it"), ("Dutch", "nl"), ("Portuguese", "pt"), ("Swedish", "sv"),
    ("Danish", "da"), ("Finnish", "fi"), ("Norwegian", "nb"), ("Korean", "ko"), ("Chinese", "zh-Hans"),
    ("Russian", "ru"), ("Polish", "pl"), ("Arabic", "ar"), ("Thai", "th"), ("Turkish", "tr"),
    ("English.lproj", "en"), ("Base", "Base"), ("Base.lproj", "Base"), ("no", "no"),
])
func lprojNames(folder: String, tag: String) {
    #expect(LocaleTag.canonical(lprojName: folder) == tag)
    // The second answer is the remembered one.
    #expect(LocaleTag.canonical(lprojName: folder) == tag)
}

@Test(arguments: [
    "", ".lproj", "base", "BASE", "Klingon", "British English", "en@calendar=gregorian", "en-u-ca-gregory",
    "pt_BR.UTF-8", "en\u{0}", "日本語", "en-x-private", String(repeating: "e", count: 200),
])
func lprojNamesRejected(folder: String) {
    #expect(LocaleTag.canonical(lprojName: folder) == nil)
    #expect(LocaleTag.canonical(lprojName: folder) == nil)
}

@Test(arguments: [
    ("zh-Hant-TW", LanguageSubtags(language: "zh", script: "Hant", region: "TW")),
    ("ZH_hant_tw", LanguageSubtags(language: "zh", script: "Hant", region: "TW")),
    ("es-419", LanguageSubtags(language: "es", region: "419")),
    ("de-CH-1996", LanguageSubtags(language: "de", region: "CH", variants: ["1996"])),
    ("ca-ES-valencia", LanguageSubtags(language: "ca", region: "ES", variants: ["valencia"])),
    ("en-US-u-ca-gregory", LanguageSubtags(language: "en", region: "US")),
    ("sr-Latn", LanguageSubtags(language: "sr", script: "Latn")),
    ("yue", LanguageSubtags(language: "yue")),
])
func subtagsParse(tag: String, parts: LanguageSubtags) {
    #expect(LanguageSubtags(tag) == parts)
}

@Test(arguments: ["", "e", "english", "en-", "-en", "en--US", "en-US-!", "en-abc", "en-US-xy", "12", "en-Latn-Latn"])
func subtagsRejectMalformed(tag: String) {
    #expect(LanguageSubtags(tag) == nil)
}

@Test func subtagsRoundTrip() {
    #expect(LanguageSubtags("zh-Hant-TW")?.tag == "zh-Hant-TW")
    #expect(LanguageSubtags("en-us-u-ca-gregory")?.tag == "en-US")
}

/// The parse written plainly over `split`, as the definition the byte-level parse must agree with.
private func referenceSubtags(_ tag: String) -> LanguageSubtags? {
    let isLetter = { (byte: UInt8) in (65...90).contains(byte) || (97...122).contains(byte) }
    let isDigit = { (byte: UInt8) in (48...57).contains(byte) }
    let alpha = { (text: Substring) in !text.isEmpty && text.utf8.allSatisfy(isLetter) }
    let alphanumeric = { (text: Substring) in !text.isEmpty && text.utf8.allSatisfy { isLetter($0) || isDigit($0) } }
    guard tag.utf8.count <= 100 else { return nil }
    var subtags = tag.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })[...]
    guard let first = subtags.popFirst(), alpha(first), (2...3).contains(first.utf8.count) else { return nil }
    var parts = LanguageSubtags(language: first.lowercased())
    if let next = subtags.first, next.utf8.count == 4, alpha(next) {
        parts.script = next.prefix(1).uppercased() + next.dropFirst().lowercased()
        subtags.removeFirst()
    }
    if let next = subtags.first, (next.utf8.count == 2 && alpha(next)) || (next.utf8.count == 3 && next.utf8.allSatisfy(isDigit)) {
        parts.region = next.uppercased()
        subtags.removeFirst()
    }
    while let next = subtags.popFirst() {
        let length = next.utf8.count
        if length == 1 && alphanumeric(next) { break }
        guard alphanumeric(next), (5...8).contains(length) || (length == 4 && next.utf8.first.map(isDigit) == true) else { return nil }
        parts.variants.append(next.lowercased())
    }
    return parts
}

@Test func subtagsAgreeWithThePlainParse() {
    let pool = ["", "en", "ZH", "yue", "e", "x", "u", "Latn", "hANT", "419", "US", "tw", "1996", "valencia", "abcdefghi",
                "é", "!", "ca", "12", "abcd", "1a2b", "POSIX"]
    var checked = 0
    var disagreeing: [String] = []
    for a in pool {
        for b in pool {
            for c in pool {
                for separators in [("-", "-"), ("_", "-"), ("-", "_")] {
                    for tag in [a, a + separators.0 + b, a + separators.0 + b + separators.1 + c, "\(a)-\(b)-\(c)-gregory-\(b)"] {
                        if LanguageSubtags(tag) != referenceSubtags(tag) { disagreeing.append(tag) }
                        checked += 1
                    }
                }
            }
        }
    }
    #expect(disagreeing.isEmpty, "\(disagreeing.prefix(5))")
    #expect(LanguageSubtags(String(repeating: "a", count: 101)) == nil)
    #expect(checked > 100_000)
}
