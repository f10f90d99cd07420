/// Text from file names made safe to print: control characters and bidirectional overrides become
/// visible escapes, so a name cannot split a message over lines, recolour a terminal or reorder
/// what is shown around it.
package enum VisibleText {
    /// `text` with C0 and C1 controls, DEL, U+2028, U+2029 and the bidirectional embeddings,
    /// overrides and isolates (U+202A–U+202E, U+2066–U+2069) written as `\n`, `\r`, `\t` or `\u{1B}`.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if needsEscape(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether `scalar` is printed as an escape.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether `text` holds any character that ``escaped(_:)`` rewrites.
    package static func hasEscapes(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: needsEscape)
    }
}
