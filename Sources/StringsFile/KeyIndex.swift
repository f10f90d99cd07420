/// A last-wins lookup from a key to the index of its entry, comparing keys by their exact bytes.
///
/// The device keeps a table in an `NSDictionary`, whose keys are equal only when their UTF-16 code
/// units are, so `"é"` (U+00E9) and `"é"` (U+0065 U+0301) are two keys there. Swift's `String ==`
/// would merge them (canonical equivalence), so this index hashes and compares UTF-8 bytes instead.
/// Open addressing with linear probing over a power-of-two table at most half full.
struct KeyIndex: Sendable {
    private var slots: [Int32]
    private var hashes: [Int] = []
    private var mask: Int

    /// An empty index sized for `expectedCount` keys.
    init(expectedCount: Int) {
        var size = 8
        while size < expectedCount * 2 { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
    }

    /// The hash of a key's UTF-8 bytes.
    static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: bytes)
        return hasher.finalize()
    }

    /// The hash of `key`'s UTF-8 bytes.
    static func hash(_ key: String) -> Int {
        var copy = key
        return copy.withUTF8 { hash(UnsafeRawBufferPointer($0)) }
    }

    /// Whether two keys have the same UTF-8 bytes.
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        var left = a
        var right = b
        return left.withUTF8 { l in right.withUTF8 { r in l.count == r.count && l.elementsEqual(r) } }
    }

    /// Adds the next entry (its index is the number of entries added so far) and returns the index
    /// of the latest earlier entry with the same key, which the new one replaces in lookups.
    mutating func insert(hash: Int, isSameKey: (Int) -> Bool) -> Int? {
        let index = hashes.count
        hashes.append(hash)
        var slot = hash & mask
        while true {
            let occupant = Int(slots[slot])
            if occupant < 0 {
                slots[slot] = Int32(truncatingIfNeeded: index)
                if hashes.count * 2 > slots.count { grow() }
                return nil
            }
            if hashes[occupant] == hash, isSameKey(occupant) {
                slots[slot] = Int32(truncatingIfNeeded: index)
                return occupant
            }
            slot = (slot + 1) & mask
        }
    }

    /// The index of the latest entry whose key `isSameKey` accepts, among those with `hash`.
    func find(hash: Int, isSameKey: (Int) -> Bool) -> Int? {
        var slot = hash & mask
        while true {
            let occupant = Int(slots[slot])
            if occupant < 0 { return nil }
            if hashes[occupant] == hash, isSameKey(occupant) { return occupant }
            slot = (slot + 1) & mask
        }
    }

    /// Doubles the table and re-inserts the latest entry of every key.
    private mutating func grow() {
        let live = slots.filter { $0 >= 0 }
        slots = [Int32](repeating: -1, count: slots.count * 2)
        mask = slots.count - 1
        for occupant in live {
            var slot = hashes[Int(occupant)] & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = occupant
        }
    }
}
