extension LocaleTag {
    /// The name of the base-internationalisation folder, `Base.lproj`, which holds no language.
    public static let baseLocalization = "Base"

    /// The legacy English names that old bundles used for `.lproj` folders, with the language Apple
    /// maps each to (the table Apple's `CFBundle` uses through its ICU, lowercased; `Chinese` was
    /// Simplified Chinese). Only whole names count: `English.lproj`, not `British English`.
    static let legacyLprojNames: [String: String] = [
        "arabic": "ar", "chinese": "zh-Hans", "danish": "da", "dutch": "nl", "english": "en",
        "finnish": "fi", "french": "fr", "german": "de", "italian": "it", "japanese": "ja",
        "korean": "ko", "norwegian": "nb", "polish": "pl", "portuguese": "pt", "russian": "ru",
        "spanish": "es", "swedish": "sv", "thai": "th", "turkish": "tr",
    ]

    /// The BCP 47 tag of a `.lproj` folder name, as iOS reads it.
    ///
    /// - `pt_BR` gives `pt-BR`, `zh_Hans` gives `zh-Hans`, `zh-HK` and `es-419` stay, `EN` gives `en`,
    ///   `iw` gives `he` (ICU's canonicalisation, see ``canonical(_:)``).
    /// - The legacy English names are mapped case-insensitively: `English` gives `en`, `French` `fr`,
    ///   `German` `de`, `Japanese` `ja`, `Spanish` `es`, `Italian` `it`, `Dutch` `nl`, `Portuguese`
    ///   `pt`, `Swedish` `sv`, `Danish` `da`, `Finnish` `fi`, `Norwegian` `nb`, `Korean` `ko`,
    ///   `Chinese` `zh-Hans`, `Russian` `ru`, `Polish` `pl`, `Arabic` `ar`, `Thai` `th`, `Turkish` `tr`.
    /// - `Base` gives ``baseLocalization`` (`"Base"`), spelled exactly so: callers compare against
    ///   that constant. `base` gives `nil`, as iOS's case-sensitive file system would not find it.
    /// - A trailing `.lproj` is removed first.
    /// - `nil` for anything else: names over ``maximumInputLength`` bytes, characters other than
    ///   ASCII letters, digits, `-` and `_`, extensions (`en-u-ca-gregory`) and names ICU rejects.
    ///
    /// `no` stays `no` (ICU 72 keeps it apart from `nb`); device-style resolution treats the two alike.
    public static func canonical(lprojName: String) -> String? {
        remembered(lprojName, in: lprojCache, uncachedCanonical(lprojName:))
    }

    private static func uncachedCanonical(lprojName: String) -> String? {
        var name = Substring(lprojName)
        if name.hasSuffix(".lproj") { name = name.dropLast(6) }
        let folder = String(name)
        if folder == baseLocalization { return baseLocalization }
        guard TagInput.isAcceptable(folder, allowKeywords: false) else { return nil }
        if let legacy = legacyLprojNames[folder.lowercased()] { return legacy }
        guard let tag = canonical(folder), let parts = LanguageSubtags(tag), parts.tag == tag else { return nil }
        return tag
    }
}
