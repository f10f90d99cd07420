/// An off-device estimate of how many lines a text takes in an iOS notification banner.
///
/// The banner of a 390-point-wide iPhone screen is 374 points wide (8-point margins); after its
/// 14-point insets and the 38-point app icon with its 10-point gap, the text column is 298 points
/// wide, set in the 15-point system font. Each character is given an advance in ems by its kind
/// (CJK and emoji 1 em, Latin lowercase about 0.52 em, combining marks 0), and text is wrapped
/// greedily at spaces (and anywhere in scripts written without spaces). Real line breaks depend on
/// the device's fonts, so the result is approximate; the preview says so.
package struct BannerLineModel: Sendable, Hashable {
    /// The width of the screen, in points.
    package var screenWidth: Double
    /// The width of the banner's text column, in points.
    package var textWidth: Double
    /// The font size, in points.
    package var fontSize: Double

    /// The model of a 390-point-wide iPhone (iPhone 12 to 15).
    package static let iPhone390 = BannerLineModel(screenWidth: 390)

    /// A model for a screen `screenWidth` points wide.
    package init(screenWidth: Double, fontSize: Double = 15) {
        self.screenWidth = screenWidth
        self.textWidth = screenWidth - 2 * 8 - 2 * 14 - 38 - 10
        self.fontSize = fontSize
    }

    /// The estimated number of lines `text` takes, at least 1; each `\n` starts a line.
    package func lines(_ text: String) -> Int {
        let available = textWidth / fontSize
        var total = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            total += lines(paragraph: paragraph, available: available)
        }
        return max(1, total)
    }

    /// Greedy wrapping of one paragraph, in ems.
    private func lines(paragraph: Substring, available: Double) -> Int {
        var lines = 1
        var line = 0.0
        var word = 0.0
        func place(_ width: Double) {
            if line + width <= available || line == 0 {
                line += width
            } else {
                lines += 1
                line = width
            }
        }
        for scalar in paragraph.unicodeScalars {
            let advance = Self.advance(of: scalar)
            if scalar == " " {
                place(word)
                word = 0
                line += advance
            } else if Self.breaksAnywhere(scalar) {
                place(word)
                word = 0
                place(advance)
            } else {
                word += advance
                if word > available {
                    // A word wider than the line is broken inside, as iOS does.
                    place(word - advance)
                    word = advance
                }
            }
        }
        place(word)
        return lines
    }

    /// Scripts written without spaces between words: a line may break after any character.
    static func breaksAnywhere(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF: return true // Thai, Lao, Myanmar, Khmer
        default: return isWide(scalar)
        }
    }

    /// East Asian wide characters and emoji: one em each.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return scalar.properties.isEmojiPresentation
        }
    }

    /// A character's advance in ems, by its kind.
    static func advance(of scalar: Unicode.Scalar) -> Double {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        case .spacingMark: return 0.3
        case .spaceSeparator: return 0.27
        case .uppercaseLetter: return 0.66
        case .decimalNumber: return 0.58
        default: break
        }
        if isWide(scalar) { return 1 }
        switch scalar.value {
        case 0x0600...0x06FF, 0x0750...0x077F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return 0.45 // Arabic
        case 0x0590...0x05FF: return 0.52 // Hebrew
        case 0x0900...0x0DFF: return 0.6 // Indic
        case 0x0E00...0x0E7F: return 0.55 // Thai
        case 0x0021...0x002F, 0x003A...0x0040, 0x005B...0x0060, 0x007B...0x007E: return 0.34 // ASCII punctuation
        case 0x0069, 0x006A, 0x006C, 0x0066, 0x0074, 0x0072: return 0.3 // i j l f t r
        case 0x006D, 0x0077: return 0.82 // m w
        default: return 0.53
        }
    }
}
