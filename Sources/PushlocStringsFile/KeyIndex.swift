#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A last-wins lookup from a key to the index of its entry, comparing keys by their exact bytes.
///
/// The device keeps a table in an `NSDictionary`, whose keys are equal only when their UTF-16 code
/// units are, so `"é"` (U+00E9) and `"é"` (U+0065 U+0301) are two keys there. Swift's `String ==`
/// would merge them (canonical equivalence), so this index hashes and compares UTF-8 bytes instead.
/// Open addressing with linear probing over a power-of-two table at most half full.
struct KeyIndex: Sendable {
    private var slots: [Int32]
    /// The low 32 bits of each entry's hash: enough to tell keys apart before comparing their bytes,
    /// and to place them again when the table grows (it never has 2^32 slots).
    private var hashes: [UInt32] = []
    private var mask: Int

    /// An empty index sized for `expectedCount` keys.
    init(expectedCount: Int) {
        var size = 8
        while size < expectedCount * 2 { size *= 2 }
        // Filled from `repeatElement`: `Array(repeating:count:)` allocates through the standard
        // library's unspecialized generic code, several hundred instructions a call.
        slots = Array(repeatElement(-1, count: size))
        mask = size - 1
        hashes.reserveCapacity(expectedCount)
    }

    /// A per-process random seed, so that no fixed set of keys collides.
    private static let seed = UInt64.random(in: .min ... .max)

    /// The hash of a key's UTF-8 bytes: eight bytes at a time, each mixed in with a folded
    /// 64x64->128-bit multiply. Much cheaper than `Hasher` for short keys, and seeded.
    static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var state = seed ^ UInt64(bytes.count) &* multiplier
        guard let base = bytes.baseAddress else { return Int(truncatingIfNeeded: state) }
        let count = bytes.count
        var i = 0
        while i + 8 <= count {
            state = fold(state ^ base.loadUnaligned(fromByteOffset: i, as: UInt64.self), multiplier)
            i += 8
        }
        if i < count, count >= 8 {
            // The last `count - i` bytes, read by one load of the last eight (which ends at the key's
            // end) shifted down: the same value as the byte loop below, at a fraction of the cost.
            let last = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            state = fold(state ^ (last >> UInt64(8 * (8 - (count - i)))), multiplier)
        } else if i < count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while i < count {
                tail |= UInt64(base.load(fromByteOffset: i, as: UInt8.self)) << shift
                shift += 8
                i += 1
            }
            state = fold(state ^ tail, multiplier)
        }
        return Int(truncatingIfNeeded: fold(state, multiplier ^ seed))
    }

    @inline(__always)
    private static func fold(_ value: UInt64, _ multiplier: UInt64) -> UInt64 {
        let product = value.multipliedFullWidth(by: multiplier)
        return product.high ^ product.low
    }

    /// The hash of `key`'s UTF-8 bytes.
    static func hash(_ key: String) -> Int {
        var copy = key
        return copy.withUTF8 { hash(UnsafeRawBufferPointer($0)) }
    }

    /// The index of `entries` by their keys' bytes (last wins), and whether some key repeats.
    static func build(over entries: [StringsEntry]) -> (index: KeyIndex, repeatsKeys: Bool) {
        var index = KeyIndex(expectedCount: entries.count)
        var repeats = false
        for entry in entries {
            let hash = entry.withKeyUTF8 { Self.hash(UnsafeRawBufferPointer($0)) }
            let (slot, existing) = index.probe(hash: hash) { entries[$0].hasSameKeyBytes(as: entry) }
            if existing != nil { repeats = true }
            index.store(hash: hash, in: slot)
        }
        return (index, repeats)
    }

    /// Whether two keys have the same UTF-8 bytes.
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var left = a
        var right = b
        return left.withUTF8 { l in right.withUTF8 { r in ByteEquality.equal(l, r) } }
    }

    /// Looks `hash` up: the slot of the latest entry whose key `isSameKey` accepts, or the empty slot
    /// where such a key goes.
    func probe(hash: Int, isSameKey: (Int) -> Bool) -> (slot: Int, existing: Int?) {
        var slot = hash & mask
        while true {
            let occupant = Int(slots[slot])
            if occupant < 0 { return (slot, nil) }
            if hashes[occupant] == UInt32(truncatingIfNeeded: hash), isSameKey(occupant) { return (slot, occupant) }
            slot = (slot + 1) & mask
        }
    }

    /// The index of the latest entry whose key `isSameKey` accepts, among those with `hash`.
    func find(hash: Int, isSameKey: (Int) -> Bool) -> Int? {
        probe(hash: hash, isSameKey: isSameKey).existing
    }

    /// Adds the next entry (its index is the number of entries added so far) in `slot`, which
    /// ``probe(hash:isSameKey:)`` returned for its hash; it replaces an earlier entry with its key.
    mutating func store(hash: Int, in slot: Int) {
        slots[slot] = Int32(truncatingIfNeeded: hashes.count)
        hashes.append(UInt32(truncatingIfNeeded: hash))
        if hashes.count * 2 > slots.count { grow() }
    }

    /// The stored hash (low 32 bits) of the entry at `position`.
    func storedHash(of position: Int) -> UInt32 { hashes[position] }

    /// Doubles the table and re-inserts the latest entry of every key.
    private mutating func grow() {
        let live = slots.filter { $0 >= 0 }
        slots = Array(repeatElement(-1, count: slots.count * 2))
        mask = slots.count - 1
        for occupant in live {
            var slot = Int(hashes[Int(occupant)]) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = occupant
        }
    }
}
