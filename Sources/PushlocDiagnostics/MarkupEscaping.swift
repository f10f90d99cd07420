/// Escaping for markup pushloc writes (the JUnit and Checkstyle XML reports, the HTML heat map and the
/// preview page): every string in them is untrusted input. The five markup characters are written the
/// same way everywhere; the variants differ only in what they do with control characters.
public enum MarkupEscaping {
    /// `&`, `<`, `>`, `"` and `'` as entities; control characters XML 1.0 forbids as `\u{..}` text,
    /// so that the XML reports stay well-formed.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    appendEscaped(scalar, to: &result)
                }
            }
        }
        return result
    }

    /// `path` escaped for HTML text, with a line-break opportunity (`<wbr>`) after each `/`, so that a
    /// long path wraps between its folders rather than inside their names.
    public static func escapedPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "/<wbr>")
    }

    /// `&`, `<`, `>`, `"` and `'` as entities, every other character kept, for HTML text and attribute
    /// values whose control characters the caller shows its own way (the preview marks them).
    public static func escapedCharacters(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            appendEscaped(scalar, to: &result)
        }
        return result
    }

    /// Appends `scalar` to `result`, as an entity when it is one of the five markup characters.
    public static func appendEscaped(_ scalar: Unicode.Scalar, to result: inout String) {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&#39;"
        default: result.unicodeScalars.append(scalar)
        }
    }
}
