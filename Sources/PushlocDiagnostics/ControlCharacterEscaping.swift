/// Keeps one finding on one line: control characters in keys and values (a key with a newline)
/// become visible escapes (`\n`, `\t`, `\u{1B}`), so a text report cannot be split or recoloured by its input.
public enum ControlCharacterEscaping {
    /// `text` with every control character (``isControl(_:)``) escaped.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isControl(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether `text` holds any character that ``escaped(_:)`` rewrites.
    public static func hasControls(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isControl)
    }

    /// `text` with every control character escaped except its line breaks (`\n`): for messages of
    /// several lines (a usage text) that may quote a user's value.
    public static func escapedKeepingLineBreaks(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && $0 != "\n" }) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "\n")
    }

    /// Whether a terminal would act on `scalar` rather than show it: C0 and C1 controls, DEL, the
    /// line and paragraph separators, and the bidirectional embeddings, overrides and isolates
    /// (U+202A–U+202E, U+2066–U+2069) that reorder what follows them on screen.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
