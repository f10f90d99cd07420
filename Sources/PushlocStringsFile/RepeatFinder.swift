/// Finds, as the members of a `<dict>` stream in, the earlier member with the same key, comparing keys
/// by their bytes as the device's dictionary does (see ``KeyIndex``).
///
/// Members are numbered in the order their keys first appear. The first few are compared one by one,
/// by a cheap fingerprint of their bytes first; from the thirteenth on, a ``KeyIndex`` (with its
/// seeded hash) keeps a dictionary with many keys linear.
struct RepeatFinder {
    /// How many keys are compared one by one before the hash table takes over.
    static let linearLimit = 12

    /// The fingerprint of each member's key, while there are few.
    private var fingerprints: [Int] = []
    private var index: KeyIndex?

    /// Forgets every member; keeps the storage for the next dictionary.
    mutating func reset() {
        fingerprints.removeAll(keepingCapacity: true)
        index = nil
    }

    /// The fingerprint of a key's bytes: equal keys have equal ones. Its length and first and last
    /// eight bytes (all of a short key), mixed: much cheaper than a hash, enough among a dozen keys.
    static func fingerprint(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        var first: UInt64 = 0
        var last: UInt64 = 0
        if count >= 8 {
            first = SWAR.load(base, 0)
            last = SWAR.load(base, count - 8)
        } else {
            for offset in 0..<count { first |= UInt64(base[offset]) << UInt64(8 * offset) }
        }
        return Int(truncatingIfNeeded: (first ^ last &* 0x9E37_79B9_7F4A_7C15) &+ UInt64(count))
    }

    /// The number of the earlier member whose key `isSameKey` accepts, among those with the same
    /// `fingerprint`. When there is none, returns `nil` and counts this key as the next member.
    /// `hash` gives the ``KeyIndex`` hash of this key and `hashOf` that of a member's key, once the
    /// table is needed.
    @inline(__always)
    mutating func earlier(
        fingerprint: Int, isSameKey: (Int) -> Bool, hash: () -> Int, hashOf: (Int) -> Int
    ) -> Int? {
        if var table = index {
            index = nil  // the table is mutated uniquely referenced
            defer { index = table }
            let keyHash = hash()
            let (slot, existing) = table.probe(hash: keyHash, isSameKey: isSameKey)
            if existing == nil { table.store(hash: keyHash, in: slot) }
            return existing
        }
        for member in fingerprints.indices where fingerprints[member] == fingerprint && isSameKey(member) { return member }
        fingerprints.append(fingerprint)
        if fingerprints.count > Self.linearLimit { buildIndex(hash: hash, hashOf: hashOf) }
        return nil
    }

    /// Puts the members' keys in a ``KeyIndex``, the last one's hash being `hash`.
    private mutating func buildIndex(hash: () -> Int, hashOf: (Int) -> Int) {
        var table = KeyIndex(expectedCount: fingerprints.count * 2)
        for member in fingerprints.indices {
            // The keys are distinct: each takes the free slot its probe ends at.
            let memberHash = member == fingerprints.count - 1 ? hash() : hashOf(member)
            table.store(hash: memberHash, in: table.probe(hash: memberHash) { _ in false }.slot)
        }
        index = table
    }
}
