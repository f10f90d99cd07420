/// Whether a development string has anything in it for a translator to translate.
///
/// A string with no letter outside its format specifiers (`""`, `"%@"`, `"%lld. "`, `"%1$@ – %2$@"`,
/// `"•"`, an emoji) reads the same in every language: when a translation lacks it, the device shows the
/// development text, which is what a translator would have written. Such keys are not reported as
/// missing and do not count in a table's translation coverage.
///
/// A letter is a Unicode scalar with the `Alphabetic` property: Latin, Cyrillic, Greek, Arabic, Hebrew,
/// Devanagari, kana, hangul and ideographs all count. Digits, punctuation, symbols, spaces and emoji
/// do not. A specifier is skipped from its `%` through its flags, width, precision, length modifier
/// (`h`, `l`, `q`, `L`, `j`, `z`, `t`) and conversion character, so `%lld` is not a word.
public enum TranslatableText {
    /// Whether the UTF-8 `bytes` hold a letter outside format specifiers. Invalid UTF-8 counts as
    /// text to translate (nothing is hidden on a guess).
    public static func hasLetters(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                index = endOfSpecifier(in: bytes, after: index + 1)
                continue
            }
            if byte < 0x80 {
                if isASCIILetter(byte) { return true }
                index += 1
                continue
            }
            guard let (scalar, length) = decodeScalar(in: bytes, at: index) else { return true }
            if scalar.properties.isAlphabetic { return true }
            index += length
        }
        return false
    }

    /// Whether `string` holds a letter outside format specifiers.
    public static func hasLetters(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { hasLetters($0) }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// The index after the specifier whose `%` is just before `start`.
    private static func endOfSpecifier(in bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Int {
        var index = start
        let count = bytes.count
        // Position (`1$`), flags, width, precision: digits and punctuation, never letters.
        while index < count, let byte = Optional(bytes[index]),
              (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "$#+-' .*".utf8.contains(byte) {
            index += 1
        }
        // Length modifiers.
        while index < count, "hlqLjzt".utf8.contains(bytes[index]) { index += 1 }
        // The conversion: one ASCII character (`@`, `d`, `%`...). A letter after a lone `%` is taken
        // as its conversion, as the device would.
        if index < count, bytes[index] < 0x80 { index += 1 }
        return index
    }

    /// The scalar that starts at `index` and its length in bytes; `nil` for invalid UTF-8.
    private static func decodeScalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return (scalar, UTF8.width(scalar))
    }
}
