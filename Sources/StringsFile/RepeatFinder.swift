/// Finds, as the members of a `<dict>` stream in, the earlier member with the same key, comparing keys
/// by their bytes as the device's dictionary does (see ``KeyIndex``).
///
/// Members are numbered in the order their keys first appear. The first few are compared one by one
/// (their hashes first); from the thirteenth on, a ``KeyIndex`` keeps a dictionary with many keys linear.
struct RepeatFinder {
    /// How many keys are compared one by one before the hash table takes over.
    static let linearLimit = 12

    /// The hash of each member's key, while there are few.
    private var hashes: [Int] = []
    private var index: KeyIndex?

    /// Forgets every member; keeps the storage for the next dictionary.
    mutating func reset() {
        hashes.removeAll(keepingCapacity: true)
        index = nil
    }

    /// The number of the earlier member whose key has `hash` and which `isSameKey` accepts. When there
    /// is none, returns `nil` and counts this key as the next member.
    mutating func earlier(hash: Int, isSameKey: (Int) -> Bool) -> Int? {
        if var table = index {
            index = nil  // the table is mutated uniquely referenced
            defer { index = table }
            let (slot, existing) = table.probe(hash: hash, isSameKey: isSameKey)
            if existing == nil { table.store(hash: hash, in: slot) }
            return existing
        }
        for member in hashes.indices where hashes[member] == hash && isSameKey(member) { return member }
        hashes.append(hash)
        if hashes.count > Self.linearLimit {
            var table = KeyIndex(expectedCount: hashes.count * 2)
            // The keys are distinct: each takes the free slot its probe ends at.
            for hash in hashes { table.store(hash: hash, in: table.probe(hash: hash) { _ in false }.slot) }
            index = table
        }
        return nil
    }
}
