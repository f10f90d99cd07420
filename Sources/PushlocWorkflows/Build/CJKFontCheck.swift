/// Whether a screenshot of some text would draw Chinese, Japanese or Korean characters as empty boxes:
/// the text's CJK languages, and whether fontconfig lists a font for each. Pure, so that the decision
/// is tested without the machine's fonts.
enum CJKFontCheck {
    /// A CJK language a screenshot may need a font for.
    enum Language: String, CaseIterable, Sendable {
        case japanese = "ja"
        case chinese = "zh"
        case korean = "ko"

        /// The language's English name, for the warning.
        var name: String {
            switch self {
            case .japanese: "Japanese"
            case .chinese: "Chinese"
            case .korean: "Korean"
            }
        }
    }

    /// The CJK languages whose characters `text` holds: Japanese for kana, Korean for Hangul, and
    /// Chinese for Han ideographs in a text without kana (Japanese text mixes the two).
    static func languages(in text: String) -> [Language] {
        var kana = false, hangul = false, han = false
        for scalar in text.unicodeScalars where scalar.value >= 0x2E80 {
            switch scalar.value {
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: kana = true
            case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: hangul = true
            case 0x2E80...0x2FDF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: han = true
            default: break
            }
        }
        var result: [Language] = []
        if kana { result.append(.japanese) }
        if han && !kana { result.append(.chinese) }
        if hangul { result.append(.korean) }
        return result
    }

    /// Whether the output of `fc-list :lang=xx` names a font (one line per font; none prints nothing).
    static func listsAFont(_ listing: String) -> Bool {
        listing.split(whereSeparator: \.isNewline).contains { !$0.allSatisfy(\.isWhitespace) }
    }

    /// The languages of `text` that no installed font draws. `listing` gives `fc-list :lang=xx`'s
    /// output for a language, or `nil` when fc-list cannot run: then nothing is known, and nothing is
    /// reported.
    static func missingFonts(for text: String, listing: (Language) -> String?) -> [Language] {
        languages(in: text).filter { language in
            guard let output = listing(language) else { return false }
            return !listsAFont(output)
        }
    }
}
