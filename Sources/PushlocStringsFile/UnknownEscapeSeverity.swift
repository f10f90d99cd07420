/// How serious an unknown escape is, by the character after the backslash.
///
/// CoreFoundation's `.strings` parser (`getSlashedChar` in `CFOldStylePList.c`) returns any character
/// it has no escape for as it is, so `\%` shows `%` and `\(` shows `(`: the author escaped punctuation
/// or a symbol that needed no escape, and the phone shows what was meant. A letter or a digit after the
/// backslash, in any script, is something else: an escape of another language (`\u203A`, `\x41`, `\e`,
/// `\8`) whose meaning the phone does not give, or a slash typed the wrong way (Hebrew `את\ה` for
/// `את/ה` shows `אתה`, a different word). Those, and an invisible control or format character, stay
/// warnings.
enum UnknownEscapeSeverity {
    /// Whether the escaped character `escaped` (one character, as written after the backslash) is shown
    /// as the author meant: punctuation, a symbol or a space, in any script.
    static func showsIntendedCharacter(_ escaped: String) -> Bool {
        guard let scalar = escaped.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
             .spaceSeparator:
            return true
        default:
            return false
        }
    }
}
