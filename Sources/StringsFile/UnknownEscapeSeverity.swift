/// How serious an unknown escape is, by the character after the backslash.
///
/// CoreFoundation's `.strings` parser (`getSlashedChar` in `CFOldStylePList.c`) returns any character
/// it has no escape for as it is, so `\%` shows `%` and `\(` shows `(`: the author escaped a character
/// that needed no escape, and the phone shows what was meant. A letter or a digit after the backslash
/// is an escape of another language (`\u203A`, `\x41`, `\e`, `\d`, `\8`) whose meaning the phone
/// does not give, and a control character is invisible: those stay warnings.
enum UnknownEscapeSeverity {
    /// Whether the escaped character, whose first UTF-8 byte is `byte`, is shown as the author meant:
    /// anything but an ASCII letter, an ASCII digit or an ASCII control character.
    static func showsIntendedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"):
            false
        case 0x00..<0x20, 0x7F:
            false
        default:
            true
        }
    }
}
