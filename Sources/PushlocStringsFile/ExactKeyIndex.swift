/// A lookup from a key to a position, comparing keys by their exact bytes as the device does.
///
/// The device keeps each table in an `NSDictionary`, whose keys are equal only when their code units
/// are: `"é"` (U+00E9) and `"é"` (U+0065 U+0301) are two keys there. A `[String: Int]` would merge
/// them (Swift's `String ==` is canonical equivalence) and hash with SipHash; this index hashes the
/// UTF-8 bytes once with a cheaper seeded hash (see ``KeyIndex``) and compares bytes.
///
/// Adding a key that is already there points it at the new position (last wins, as in a file).
public struct ExactKeyIndex: Sendable {
    private var index: KeyIndex
    private var keys: [String] = []
    private var positions: [Int] = []

    /// An empty index sized for about `expectedCount` keys.
    public init(expectedCount: Int = 0) {
        index = KeyIndex(expectedCount: expectedCount)
        keys.reserveCapacity(expectedCount)
        positions.reserveCapacity(expectedCount)
    }

    /// Maps `key` to `position`, returning the position it had before, if any.
    @discardableResult
    public mutating func insert(_ key: String, at position: Int) -> Int? {
        let hash = KeyIndex.hash(key)
        let (slot, existing) = index.probe(hash: hash) { KeyIndex.sameBytes(keys[$0], key) }
        if let existing {
            let earlier = positions[existing]
            positions[existing] = position
            return earlier
        }
        index.store(hash: hash, in: slot)
        keys.append(key)
        positions.append(position)
        return nil
    }

    /// The position of `key`, if it was inserted.
    public func position(of key: String) -> Int? {
        index.find(hash: KeyIndex.hash(key)) { KeyIndex.sameBytes(keys[$0], key) }.map { positions[$0] }
    }

    /// ``position(of:)`` with `key`'s hash computed once by the caller (``EntryKeyHash/init(key:)``),
    /// for a key looked up in several indexes.
    public func position(of key: String, hash: EntryKeyHash) -> Int? {
        index.find(hash: Int(hash.value)) { KeyIndex.sameBytes(keys[$0], key) }.map { positions[$0] }
    }

    /// The position of the key whose UTF-8 bytes are `bytes`, if it was inserted; `hash` is theirs as
    /// an ``EntryKeyLookup`` stored it (``EntryKeyLookup/keyHash(ofEntry:)``), computed here when `nil`.
    /// Makes no string: a table's key is looked up in another index as it lies in its file.
    public func position(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, hash: EntryKeyHash?) -> Int? {
        guard !keys.isEmpty else { return nil }
        let hash = hash.map { Int($0.value) } ?? KeyIndex.hash(UnsafeRawBufferPointer(bytes))
        return index.find(hash: hash) { candidate in
            var key = keys[candidate]
            return key.withUTF8 { ByteEquality.equal($0, bytes) }
        }.map { positions[$0] }
    }

    /// Whether `key` was inserted.
    public func contains(_ key: String) -> Bool { position(of: key) != nil }

    /// Whether a key with `hash` may have been inserted; `false` when no inserted key has those bytes.
    /// A caller that has the hash answers most misses here, without fetching the key's bytes.
    package func mayContain(hash: EntryKeyHash) -> Bool {
        !keys.isEmpty && index.find(hash: Int(hash.value)) { _ in true } != nil
    }

    /// How many distinct keys were inserted.
    public var count: Int { keys.count }
}
