#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushlocFormatString

/// Two things a translation can get wrong with the same signature as its source: a `% ` before a
/// word, and a `%#@name@` variable outside a `.stringsdict`.
///
/// CoreFoundation has a space flag: `% d` is a conversion, so `"+% daha"` for `"+%d more"` shows
/// `"+ 5aha"`, reading the number the source reads and eating the `d` of the word
/// (`__CFParseFormatSpec`: a space sets the space flag and the parse goes on to the conversion).
enum SpaceFlagOrVariable {
    /// A space-flagged conversion followed by a letter: the letter shown is gone.
    struct EatenLetter: Equatable {
        /// The specifier as written, `% d`.
        let text: String
        /// The letter the conversion took, `d`.
        let letter: Character
        /// The position it reads.
        let position: Int
        /// The offset of its `%`, in Unicode scalars.
        let offset: Int
    }

    /// Whether `value` has a `% ` or a `#@`, which the signature alone cannot judge.
    static func mayHide(in value: String) -> Bool {
        var value = value
        return value.withUTF8(mayHide(inUTF8:))
    }

    /// Whether the UTF-8 `bytes` hold a `% ` or a `#@`. Every translation passes here, so the bytes are
    /// searched in place with `memchr` (most values hold neither `%` nor `#`, and are passed over at
    /// the C library's vector speed).
    static func mayHide(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        follows(UInt8(ascii: "%"), by: UInt8(ascii: " "), in: bytes) || follows(UInt8(ascii: "#"), by: UInt8(ascii: "@"), in: bytes)
    }

    /// Whether some `first` in `bytes` is followed by `second`.
    private static func follows(_ first: UInt8, by second: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, bytes.count > 1 else { return false }
        var start = base
        let end = base + bytes.count - 1
        while start < end, let found = memchr(start, Int32(first), end - start) {
            let place = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            if place[1] == second { return true }
            start = place + 1
        }
        return false
    }

    /// The first space-flagged conversion of `format` that eats a letter of a word and reads what the
    /// source (`passing`) reads at its position, with the same type; `nil` when there is none. One
    /// that reads another type or an argument the source lacks is a `type-mismatch` or
    /// `argument-extra` finding instead.
    static func eatenLetter(in format: ParsedFormat, passing: FormatSignature) -> EatenLetter? {
        let scalars = Array(format.source.unicodeScalars)
        for specifier in format.specifiers where specifier.flags.contains(" ") && specifier.conversion != "@" {
            let after = specifier.offset + specifier.text.unicodeScalars.count
            guard after < scalars.count, scalars[after].properties.isAlphabetic,
                  passing.type(at: specifier.position) == specifier.type else { continue }
            return EatenLetter(text: specifier.text, letter: specifier.conversion, position: specifier.position, offset: specifier.offset)
        }
        return nil
    }
}
