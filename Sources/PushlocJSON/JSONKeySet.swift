/// The member names a schema knows for one kind of object, matched against keys by
/// ``JSONPullReader/nextKey(_:in:)`` without making a string per key.
///
/// Every member of a catalog is matched, so a name is compared as its length and its first sixteen
/// bytes in two words, not byte by byte (the rest of a longer name, if any, byte by byte).
package struct JSONKeySet: Sendable {
    private struct Entry: Sendable {
        var count: Int
        var head: UInt64
        var tail: UInt64
        /// Where the bytes after the first sixteen start in `rest`.
        var restStart: Int
    }

    /// The names, in order.
    package let names: [String]
    private let entries: [Entry]
    /// The bytes of names longer than sixteen bytes, after their first sixteen.
    private let rest: [UInt8]

    /// The set of `names`.
    package init(_ names: [String]) {
        var entries: [Entry] = []
        var rest: [UInt8] = []
        for name in names {
            let utf8 = Array(name.utf8)
            let (head, tail) = utf8.withUnsafeBufferPointer { Self.words(of: $0, from: 0, count: utf8.count) }
            entries.append(Entry(count: utf8.count, head: head, tail: tail, restStart: rest.count))
            if utf8.count > 16 { rest += utf8[16...] }
        }
        self.names = names
        self.entries = entries
        self.rest = rest
    }

    /// The first sixteen of the `count` bytes at `start` in `buffer`, as two little-endian words,
    /// zero past the end.
    @inline(__always)
    private static func words(of buffer: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> (UInt64, UInt64) {
        let used = min(count, 16)
        if let base = buffer.baseAddress, start + 16 <= buffer.count {
            let head = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)
            let tail = UnsafeRawPointer(base + start + 8).loadUnaligned(as: UInt64.self)
            return (head & mask(used), tail & mask(used - 8))
        }
        var head: UInt64 = 0
        var tail: UInt64 = 0
        for offset in 0..<used {
            let byte = UInt64(buffer[start + offset])
            if offset < 8 { head |= byte << (8 * UInt64(offset)) } else { tail |= byte << (8 * UInt64(offset - 8)) }
        }
        return (head, tail)
    }

    /// The low `bytes` bytes of a word set (none below 1, all from 8).
    @inline(__always)
    private static func mask(_ bytes: Int) -> UInt64 {
        bytes <= 0 ? 0 : bytes >= 8 ? ~0 : (1 << (8 * UInt64(bytes))) &- 1
    }

    /// The index of the name whose UTF-8 is the `count` bytes at `start` in `buffer`, if any.
    func index(of buffer: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> Int? {
        let (head, tail) = Self.words(of: buffer, from: start, count: count)
        for position in entries.indices {
            let entry = entries[position]
            guard entry.count == count && entry.head == head && entry.tail == tail else { continue }
            var offset = 16
            while offset < count && rest[entry.restStart + offset - 16] == buffer[start + offset] { offset += 1 }
            if offset >= count { return position }
        }
        return nil
    }

    /// The index of the name equal to `key` (`String` equality), if any.
    func index(of key: String) -> Int? {
        names.firstIndex(of: key)
    }
}
