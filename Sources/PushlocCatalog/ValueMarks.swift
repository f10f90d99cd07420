#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a table's loader notes of each value, from one look at its bytes: whether it has a `%` (it may
/// read arguments), and whether it holds a `% ` or a `#@` (see ``TableRecord/hasSpaceFlagOrVariableMark``).
///
/// The bytes are searched with `memchr`, at the C library's vector speed: nearly every value of a real
/// app holds neither `%` nor `#`.
struct ValueMarks {
    let hasPercent: Bool
    let hasMark: Bool
    let isEmpty: Bool

    /// An empty value's.
    static let none = ValueMarks(hasPercent: false, hasMark: false, isEmpty: true)

    private init(hasPercent: Bool, hasMark: Bool, isEmpty: Bool) {
        self.hasPercent = hasPercent
        self.hasMark = hasMark
        self.isEmpty = isEmpty
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        isEmpty = bytes.isEmpty
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            hasPercent = false
            hasMark = false
            return
        }
        let percent = memchr(base, Int32(UInt8(ascii: "%")), bytes.count) != nil
        hasPercent = percent
        hasMark = (percent && Self.follows(UInt8(ascii: "%"), by: UInt8(ascii: " "), in: bytes))
            || Self.follows(UInt8(ascii: "#"), by: UInt8(ascii: "@"), in: bytes)
    }

    /// Whether some `first` in `bytes` is followed by `second`.
    static func follows(_ first: UInt8, by second: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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
}

/// A set of positions `0..<count`, one bit each.
struct PositionSet: Sendable {
    private var words: [UInt64]

    init(count: Int) {
        words = [UInt64](repeating: 0, count: (count + 63) / 64)
    }

    mutating func insert(_ position: Int) {
        words[position >> 6] |= 1 << UInt64(position & 63)
    }

    @inline(__always)
    func contains(_ position: Int) -> Bool {
        words[position >> 6] & (1 << UInt64(position & 63)) != 0
    }
}
