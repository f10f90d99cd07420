/// The member names a schema knows for one kind of object, matched against keys by
/// ``JSONPullReader/match(_:in:)`` without making a string per key.
package struct JSONKeySet: Sendable {
    /// The names, in order.
    package let names: [String]
    /// The UTF-8 of every name, one after the other.
    private let bytes: [UInt8]
    /// Where each name's UTF-8 starts in `bytes`, and its length.
    private let ranges: [(start: Int, count: Int)]

    /// The set of `names`.
    package init(_ names: [String]) {
        var bytes: [UInt8] = []
        var ranges: [(start: Int, count: Int)] = []
        for name in names {
            ranges.append((bytes.count, name.utf8.count))
            bytes += name.utf8
        }
        self.names = names
        self.bytes = bytes
        self.ranges = ranges
    }

    /// The index of the name whose UTF-8 is `key`, if any.
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { all in
            for (position, range) in ranges.enumerated() where range.count == key.count {
                var offset = 0
                while offset < key.count && all[range.start + offset] == key[offset] { offset += 1 }
                if offset == key.count { return position }
            }
            return nil
        }
    }

    /// The index of the name equal to `key` (`String` equality), if any.
    func index(of key: String) -> Int? {
        names.firstIndex(of: key)
    }
}
