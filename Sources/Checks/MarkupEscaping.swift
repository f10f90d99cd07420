/// Escaping for the XML and HTML reporters: every string in a report is untrusted input.
enum MarkupEscaping {
    /// `&`, `<`, `>`, `"` and `'` as entities; control characters XML 1.0 forbids as `\u{..}` text.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `path` escaped for HTML text, with a line-break opportunity (`<wbr>`) after each `/`, so that a
    /// long path wraps between its folders rather than inside their names.
    static func escapedPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "/<wbr>")
    }
}
