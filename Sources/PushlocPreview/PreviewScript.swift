import PushlocICU

/// The language, script and direction a banner is drawn in, from ICU's locale data (never from the
/// text: an Arabic body that starts with a Latin name is still right to left).
package struct PreviewScript: Sendable, Hashable {
    /// The BCP 47 tag for the HTML `lang` attribute (`ar`, `zh-Hant`).
    package var language: String
    /// The ISO 15924 script ICU finds likely for it (`Arab`, `Hant`, `Latn`), if any.
    package var script: String?
    /// The direction of its characters (`uloc_getCharacterOrientation`).
    package var orientation: CharacterOrientation

    /// The script and direction of `language`.
    package init(language: String) {
        let tag = LocaleTag.canonical(language) ?? language
        self.language = tag
        self.script = LocaleTag.likelyScript(tag)
        self.orientation = CharacterOrientation(tag: tag) ?? .leftToRight
    }

    /// The HTML `dir` value: `rtl` or `ltr` (vertical orientations are drawn left to right).
    package var htmlDirection: String { orientation.isRightToLeft ? "rtl" : "ltr" }

    /// The font family group the banner needs, so that CJK, Thai, Devanagari, Arabic and Hebrew are
    /// shown in a font that has them (Noto fallbacks after Apple's system fonts).
    package var fontGroup: FontGroup {
        switch script {
        case "Arab": return .arabic
        case "Hebr": return .hebrew
        case "Hans": return .simplifiedChinese
        case "Hant": return language.hasSuffix("-HK") ? .hongKongChinese : .traditionalChinese
        case "Jpan": return .japanese
        case "Kore": return .korean
        case "Thai": return .thai
        case "Deva": return .devanagari
        default: return .standard
        }
    }

    /// The font stacks of the preview.
    package enum FontGroup: String, Sendable, Hashable, CaseIterable {
        /// Latin, Cyrillic, Greek and other scripts the system font covers.
        case standard
        /// Arabic script (ar, fa, ur).
        case arabic
        /// Hebrew script.
        case hebrew
        /// Simplified Chinese (Hans).
        case simplifiedChinese
        /// Traditional Chinese (Hant).
        case traditionalChinese
        /// Traditional Chinese as written in Hong Kong.
        case hongKongChinese
        /// Japanese (kana and kanji).
        case japanese
        /// Korean (Hangul).
        case korean
        /// Thai.
        case thai
        /// Devanagari (hi, mr, ne).
        case devanagari

        /// The CSS `font-family` value: the system font first, then fonts known to have the script.
        package var cssFontFamily: String {
            let system = "-apple-system,system-ui"
            let tail = "\"Noto Sans\",sans-serif"
            switch self {
            case .standard: return "\(system),\"Segoe UI\",Roboto,\"Helvetica Neue\",Arial,\(tail)"
            case .arabic: return "\(system),\"SF Arabic\",\"Geeza Pro\",\"Noto Sans Arabic\",\"Noto Naskh Arabic\",\(tail)"
            case .hebrew: return "\(system),\"SF Hebrew\",\"Arial Hebrew\",\"Noto Sans Hebrew\",\(tail)"
            case .simplifiedChinese: return "\(system),\"PingFang SC\",\"Noto Sans CJK SC\",\"Noto Sans SC\",\(tail)"
            case .traditionalChinese: return "\(system),\"PingFang TC\",\"Noto Sans CJK TC\",\"Noto Sans TC\",\(tail)"
            case .hongKongChinese: return "\(system),\"PingFang HK\",\"Noto Sans CJK HK\",\"Noto Sans HK\",\(tail)"
            case .japanese: return "\(system),\"Hiragino Sans\",\"Noto Sans CJK JP\",\"Noto Sans JP\",\(tail)"
            case .korean: return "\(system),\"Apple SD Gothic Neo\",\"Noto Sans CJK KR\",\"Noto Sans KR\",\(tail)"
            case .thai: return "\(system),\"Thonburi\",\"Noto Sans Thai\",\(tail)"
            case .devanagari: return "\(system),\"Kohinoor Devanagari\",\"Noto Sans Devanagari\",\(tail)"
            }
        }
    }
}
