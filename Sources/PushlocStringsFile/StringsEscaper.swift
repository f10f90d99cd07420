/// Writes strings as `.strings` tokens.
public enum StringsEscaper {
    /// `text` as a double-quoted `.strings` token that Apple's parser reads back as `text`.
    ///
    /// Escapes `"` and `\`, writes line feed, carriage return and tab as `\n`, `\r` and `\t`, and the
    /// other control characters as `\U` with four hex digits (always four, so a following hex digit
    /// cannot join the escape). Everything else is written as it is.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0..<0x20, 0x7F: out += "\\U" + hex(scalar.value, digits: 4)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
        return out
    }
}
