#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signature of a string whose every `%` starts a plain sequential specifier (`%@`, `%d`, `%i`,
/// `%u`, `%f`, and `%ld`/`%lld` and the like), without running the grammar.
///
/// Nearly every value with a `%` in a real app is such ("%@ liked your post", "%d new messages"), and
/// every one of them is summarised when a table is loaded, and every plural form compared when it is
/// checked. For these strings the full parse can only give what this gives: the positions 1, 2, ... in
/// order, each with the type of its conversion, no issue, no flag (so no accidental specifier) and no
/// variable. Any other `%` (a flag, a width, `$`, `%%`, another conversion) leaves the string to the
/// parser. A test compares both on random strings.
enum PlainSpecifiers {
    /// The most specifiers taken here: the signature's packed form.
    static let maximumCount = 16

    /// The signature of `bytes` when every `%` in them starts a plain specifier (and there is at least
    /// one); `nil` otherwise. Plain: all sequential (`%@ %d`), or all numbered with one digit (`%2$@
    /// %1$d`) reading every position from 1 up with one type each, so that the parse would report
    /// nothing (no mixed styles, no gap, no conflict).
    static func signature(of bytes: UnsafeBufferPointer<UInt8>) -> FormatSignature? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        // The type read at each position, packed as the signature packs it (four bits per position,
        // position p at bits 4(p-1), 0 for unread): no array is allocated per string.
        var packed: UInt64 = 0
        var specifiers = 0
        var sequential = false, numbered = false
        var index = 0
        while index < count, let found = memchr(base + index, 0x25, count - index) {
            var next = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
            guard next < count else { return nil }
            var position = specifiers + 1
            if (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[next]), next + 1 < count, bytes[next + 1] == UInt8(ascii: "$") {
                position = Int(bytes[next] - UInt8(ascii: "0"))
                numbered = true
                next += 2
                guard next < count else { return nil }
            } else {
                sequential = true
            }
            guard !(numbered && sequential) else { return nil }
            let type: ArgumentType
            switch bytes[next] {
            case UInt8(ascii: "@"): type = .object
            case UInt8(ascii: "f"): type = .double
            case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"): type = .int
            case UInt8(ascii: "l"):
                next += 1
                if next < count, bytes[next] == UInt8(ascii: "l") { next += 1 }
                guard next < count, bytes[next] == UInt8(ascii: "d") || bytes[next] == UInt8(ascii: "i") || bytes[next] == UInt8(ascii: "u") else { return nil }
                type = .int64
            default:
                return nil
            }
            specifiers += 1
            guard specifiers <= maximumCount, position <= maximumCount else { return nil }
            let shift = UInt64(4 * (position - 1))
            let earlier = (packed >> shift) & 0xF
            if earlier != 0 {
                guard earlier == type.packedCode else { return nil }
            } else {
                packed |= type.packedCode << shift
            }
            index = next + 1
        }
        guard specifiers > 0 else { return nil }
        // The positions read must be 1...n with no gap (a gap is reported by the parse): the packed
        // word is n nonzero nibbles and then zeros.
        var read = 0
        while read < maximumCount, (packed >> UInt64(4 * read)) & 0xF != 0 { read += 1 }
        guard read == maximumCount || packed >> UInt64(4 * read) == 0 else { return nil }
        return FormatSignature(packed: packed, argumentCount: read)
    }

    /// ``signature(of:)`` of a string's UTF-8.
    static func signature(of string: String) -> FormatSignature? {
        var copy = string
        return copy.withUTF8 { signature(of: $0) }
    }
}
