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
        // The type read at each position (1-based; index 0 unused), and how many specifiers there were.
        var types = [ArgumentType?](repeating: nil, count: maximumCount + 1)
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
                guard next < count, [UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u")].contains(bytes[next]) else { return nil }
                type = .int64
            default:
                return nil
            }
            specifiers += 1
            guard specifiers <= maximumCount, position <= maximumCount else { return nil }
            if let earlier = types[position] {
                guard earlier == type else { return nil }
            } else {
                types[position] = type
            }
            index = next + 1
        }
        guard specifiers > 0 else { return nil }
        var signature = FormatSignature.empty
        var position = 1
        while position <= maximumCount, let type = types[position] {
            signature.record(type, at: position)
            position += 1
        }
        // A position left unread below a read one is a gap, which the parse reports.
        guard types[position...].allSatisfy({ $0 == nil }) else { return nil }
        return signature
    }

    /// ``signature(of:)`` of a string's UTF-8.
    static func signature(of string: String) -> FormatSignature? {
        var copy = string
        return copy.withUTF8 { signature(of: $0) }
    }
}
