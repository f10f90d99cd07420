import CPushlocICUShim

/// The direction in which a locale's script runs, from ICU's locale data (`uloc_getCharacterOrientation`).
///
/// Derived from the language and its likely script, never from the text: `ar`, `he`, `fa` and
/// `ur` are right to left even when a string starts with a Latin name.
public enum CharacterOrientation: String, Sendable, Hashable {
    /// Left to right (Latin, Cyrillic, CJK, Thai, Devanagari...).
    case leftToRight = "ltr"
    /// Right to left (Arabic, Hebrew...).
    case rightToLeft = "rtl"
    /// Top to bottom (traditional Mongolian in some data).
    case topToBottom = "ttb"
    /// Bottom to top.
    case bottomToTop = "btt"

    /// The orientation of `tag`'s characters, or `nil` when ICU rejects the tag.
    public init?(tag: String) {
        guard TagInput.isAcceptable(tag) else { return nil }
        switch plicu_character_orientation(tag) {
        case 0: self = .leftToRight
        case 1: self = .rightToLeft
        case 2: self = .topToBottom
        case 3: self = .bottomToTop
        default: return nil
        }
    }

    /// Whether text in this orientation runs right to left on a line.
    public var isRightToLeft: Bool { self == .rightToLeft }
}
