/// Whether a development string has anything in it for a translator to translate.
///
/// A string with no letter outside its format specifiers (`""`, `"%@"`, `"%lld. "`, `"%1$@ – %2$@"`,
/// `"•"`, an emoji) reads the same in every language: when a translation lacks it, the device shows the
/// development text, which is what a translator would have written. Such keys are not reported as
/// missing and do not count in a table's translation coverage.
///
/// A letter is a Unicode scalar with the `Alphabetic` property: Latin, Cyrillic, Greek, Arabic, Hebrew,
/// Devanagari, kana, hangul and ideographs all count. Digits, punctuation, symbols, spaces and emoji
/// do not. A directive is skipped as the format grammar reads it (flags, width, precision, length
/// modifier and conversion, `%%`, `%#@name@`), so neither `%lld` nor `%#@count@` is a word.
public enum TranslatableText {
    /// Whether the UTF-8 `bytes` hold a letter outside format specifiers. Invalid UTF-8 counts as
    /// text to translate (nothing is hidden on a guess).
    public static func hasLetters(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                // The directive as the format grammar reads it (`%lld`, `%1$@`, `%%`, `%#@count@`);
                // an invalid one is skipped the same way, its letters being no words.
                index = max(SpecifierScanner(bytes: bytes).scan(at: index).end, index + 1)
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

    /// The scalar that starts at `index` and its length in bytes; `nil` for invalid UTF-8.
    private static func decodeScalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return (scalar, UTF8.width(scalar))
    }
}
