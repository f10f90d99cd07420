/// A short tag (at most ``maximumLength`` UTF-8 bytes) packed into two words: the bytes, and the
/// length in the top byte of the second word, so that tags that differ only by trailing NUL bytes
/// differ here too. Never all zero: a packed tag has at least one byte.
@_spi(PushLocInternals) public struct PackedTag: Hashable, Sendable {
    /// The most bytes a packed tag holds. Every language tag a device sends (`fr-CA`, `zh-Hant-TW`,
    /// `sr-Latn-BA`) fits; longer ones are kept by their `String`.
    public static let maximumLength = 15

    @usableFromInline let low: UInt64
    @usableFromInline let high: UInt64

    /// `tag` packed, or `nil` when it is empty or longer than ``maximumLength`` bytes (or, rarely, a
    /// bridged string without contiguous UTF-8).
    @inlinable
    public init?(_ tag: String) {
        let utf8 = tag.utf8
        guard !utf8.isEmpty, utf8.count <= Self.maximumLength,
              let words = utf8.withContiguousStorageIfAvailable({ bytes -> (UInt64, UInt64)? in
                  guard let base = bytes.baseAddress else { return nil }
                  var words: (UInt64, UInt64) = (0, 0)
                  withUnsafeMutableBytes(of: &words) { $0.baseAddress?.copyMemory(from: base, byteCount: bytes.count) }
                  return (UInt64(littleEndian: words.0), UInt64(littleEndian: words.1) | UInt64(bytes.count) << 56)
              }) ?? nil else { return nil }
        low = words.0
        high = words.1
    }
}

/// An open-addressing table of values keyed by ``PackedTag``, for lookups of the same few language
/// tags on every request.
///
/// Written here rather than taken from `Dictionary` because a `String` key costs a SipHash of the
/// tag, a normalisation check and a comparison per lookup, about 400 instructions, which was an
/// eighth of a per-locale payload (`pushloc-bench --payload`); a packed tag is hashed with two
/// multiplications and compared as two words.
///
/// Request input chooses the keys, so the table is built not to be slowed by them: the hash is
/// seeded per table, a key is looked for in at most ``probeLimit`` slots, and a key that finds no
/// free slot among them is not kept (the caller makes its value each time, as past the table's
/// limit). The table grows by doubling up to twice the entries it may keep.
@_spi(PushLocInternals) public struct ShortTagSlots<Value> {
    /// The most slots a lookup reads.
    public static var probeLimit: Int { 16 }

    @usableFromInline var keys: [PackedTag?]
    @usableFromInline var values: [Value?]
    /// One seed per word of a key, drawn anew at each growth.
    @usableFromInline var seeds: (low: UInt64, high: UInt64)
    @usableFromInline var keptCount = 0

    /// How many keys are kept.
    @inlinable
    public var count: Int { keptCount }

    /// An empty table with a few slots.
    @inlinable
    public init() {
        keys = Array(repeating: nil, count: 16)
        values = Array(repeating: nil, count: 16)
        seeds = Self.randomSeeds()
    }

    @usableFromInline
    static func randomSeeds() -> (low: UInt64, high: UInt64) {
        (UInt64.random(in: .min ... .max), UInt64.random(in: .min ... .max))
    }

    /// The slot a key is looked for from: the full 128-bit product of its two seeded words, folded,
    /// then mixed (MurmurHash3's 64-bit finalizer). Every byte and the length reach the slot: the low
    /// bits of a product depend only on its operands' low bits, so a slot taken from them alone would
    /// leave a tag's last bytes and its length out. The finalizer spreads tags that differ in one or two
    /// bytes, whose folded products are nearly evenly spaced and would otherwise share runs of slots.
    @inlinable
    func slot(of key: PackedTag, mask: Int) -> Int {
        let product = (key.low ^ seeds.low).multipliedFullWidth(by: key.high ^ seeds.high)
        var hash = product.high ^ product.low
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash &*= 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        return Int(truncatingIfNeeded: hash) & mask
    }

    /// The value kept for `key`.
    @inlinable
    public func value(for key: PackedTag) -> Value? {
        let mask = keys.count - 1
        var index = slot(of: key, mask: mask)
        for _ in 0..<Self.probeLimit {
            guard let found = keys[index] else { return nil }
            if found == key { return values[index] }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Keeps `value` for `key` (not there yet), growing up to `2 * limit` slots. Returns whether it
    /// was kept: not when the table holds `limit` keys, or no slot within ``probeLimit`` is free.
    @inlinable
    @discardableResult
    public mutating func keep(_ value: Value, for key: PackedTag, limit: Int) -> Bool {
        guard keptCount < limit else { return false }
        if 2 * (keptCount + 1) > keys.count && keys.count < 2 * limit { grow() }
        guard place(value, for: key) else { return false }
        keptCount += 1
        return true
    }

    @inlinable
    mutating func place(_ value: Value, for key: PackedTag) -> Bool {
        let mask = keys.count - 1
        var index = slot(of: key, mask: mask)
        for _ in 0..<Self.probeLimit {
            if keys[index] == nil {
                keys[index] = key
                values[index] = value
                return true
            }
            index = (index + 1) & mask
        }
        return false
    }

    /// Twice the slots, with a new seed; a key that no longer finds a slot is let go.
    @usableFromInline
    mutating func grow() {
        let old = zip(keys, values)
        keys = Array(repeating: nil, count: keys.count * 2)
        values = Array(repeating: nil, count: values.count * 2)
        seeds = Self.randomSeeds()
        keptCount = 0
        for case let (key?, value?) in old where place(value, for: key) { keptCount += 1 }
    }
}
