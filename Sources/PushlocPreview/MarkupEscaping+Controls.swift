import PushlocDiagnostics

extension MarkupEscaping {
    /// `text` escaped for HTML text, with each bidi control character (U+202A-U+202E, U+2066-U+2069)
    /// and other invisible control shown as a marked `⟨U+202E⟩` instead of applied, so that a
    /// Trojan-source translation is visible in the preview.
    package static func escapedShowingControls(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if PreviewNotes.isBidiControl(scalar) || isInvisibleControl(scalar) {
                let code = String(scalar.value, radix: 16, uppercase: true)
                let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
                result += "<span class=\"control\" title=\"invisible control character\">⟨U+\(padded)⟩</span>"
            } else {
                appendEscaped(scalar, to: &result)
            }
        }
        return result
    }

    /// C0 and C1 controls other than line feed and tab, which a browser would drop or replace silently.
    static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        default: return false
        }
    }
}
