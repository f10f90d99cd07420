/// Input checks shared by every function that hands a locale identifier to ICU.
///
/// ICU reads identifiers as NUL-terminated C strings, so an embedded NUL would silently cut the
/// identifier short; and no real identifier is long or leaves printable ASCII. Checking here keeps
/// every ICU call bounded and makes garbage fail the same way everywhere.
enum TagInput {
    /// The longest identifier pushloc passes to ICU, in bytes. ICU's own limit is 157.
    static let maximumLength = 100

    /// Whether `identifier` may be passed to ICU: 1 to ``maximumLength`` bytes, starting with an
    /// ASCII letter, made of ASCII letters, digits, `-` and `_` (and, when `allowKeywords` is set,
    /// the `@`, `=`, `;` and `.` of ICU keywords such as `hi@numbers=deva` or POSIX `pt_BR.UTF-8`).
    static func isAcceptable(_ identifier: String, allowKeywords: Bool = true) -> Bool {
        let bytes = identifier.utf8
        guard let first = bytes.first, bytes.count <= maximumLength, isLetter(first) else { return false }
        return bytes.allSatisfy { byte in
            isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
                || (allowKeywords && (byte == UInt8(ascii: "@") || byte == UInt8(ascii: "=")
                    || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ".")))
        }
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
