/// Eight-bytes-at-a-time helpers ("SIMD within a register") for the scanning loops.
///
/// A mask has bit 7 of each byte set where that byte matched, and is exact (no false positives
/// from borrows). Words are read little-endian, so byte `k` of the text is bits `8k...8k+7`.
enum SWAR {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080
    static let lowSevenBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// The eight bytes at `offset`, little-endian.
    @inline(__always)
    static func load(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }

    /// The bytes of `word` that equal `byte`.
    @inline(__always)
    static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (ones &* UInt64(byte))
        return ~(((x & lowSevenBits) &+ lowSevenBits) | x | lowSevenBits)
    }

    /// A mask whose lowest set bit marks the first byte of `word` below `limit` (at most 0x80); bits
    /// above it may be false (a borrow from that byte), so only ``firstIndex(_:)`` may read it. Half
    /// the instructions of an exact mask, for searches that stop at the first hit.
    @inline(__always)
    static func firstBelow(_ word: UInt64, _ limit: UInt8) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highBits
    }

    /// A mask whose lowest set bit marks the first byte of `word` that equals `byte` (see
    /// ``firstBelow(_:_:)``: only the lowest bit is exact).
    @inline(__always)
    static func firstMatch(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        firstBelow(word ^ (ones &* UInt64(byte)), 1)
    }

    /// The bytes of `word` that are UTF-8 continuation bytes (`10xxxxxx`).
    @inline(__always)
    static func continuationBytes(_ word: UInt64) -> UInt64 {
        word & ~(word << 1) & highBits
    }

    /// The number of matched bytes of a mask (bit 7 of a byte at most): a multiply that sums the bytes,
    /// where `nonzeroBitCount` compiles to a longer bit-twiddling sequence on the baseline x86-64 target,
    /// which has no `popcnt`.
    @inline(__always)
    static func count(_ mask: UInt64) -> Int {
        Int(truncatingIfNeeded: ((mask >> 7) &* ones) >> 56)
    }

    /// The index (0...7) of the first matched byte of a non-zero mask.
    @inline(__always)
    static func firstIndex(_ mask: UInt64) -> Int {
        mask.trailingZeroBitCount >> 3
    }

    /// The index (0...7) of the last matched byte of a non-zero mask.
    @inline(__always)
    static func lastIndex(_ mask: UInt64) -> Int {
        (63 - mask.leadingZeroBitCount) >> 3
    }
}

/// Sixteen-bytes-at-a-time helpers on `SIMD16<UInt8>`, built from byte-wise adds, ands and ors only:
/// those become single SSE2 (x86-64) or NEON (arm64) instructions, while the comparison operators of
/// Swift's SIMD types become one scalar compare per lane. A mask has bit 7 of each byte set where
/// that byte matched (the other bits are zero) and is exact.
enum SWAR16 {
    /// The sixteen bytes at `offset`.
    @inline(__always)
    static func load(_ base: UnsafePointer<UInt8>, _ offset: Int) -> SIMD16<UInt8> {
        UnsafeRawPointer(base + offset).loadUnaligned(as: SIMD16<UInt8>.self)
    }

    /// Bit 7 set in each byte of `vector` that is `limit` (at most 0x80) or more; the low seven bits
    /// of each byte are noise. A byte below `limit` has bit 7 clear both in itself and in itself plus
    /// `0x80 - limit`; a byte from `limit` to 0x7F has it set in the sum, a byte from 0x80 in itself.
    /// The adds are byte-wise, so nothing carries into the next byte.
    @inline(__always)
    static func notBelow(_ vector: SIMD16<UInt8>, _ limit: UInt8) -> SIMD16<UInt8> {
        (vector &+ (0x80 &- limit)) | vector
    }

    /// Bit 7 set in each byte of `vector` that differs from `byte` (other bits noise).
    @inline(__always)
    static func differs(_ vector: SIMD16<UInt8>, _ byte: UInt8) -> SIMD16<UInt8> {
        notBelow(vector ^ byte, 1)
    }

    /// The mask as two eight-byte masks in ``SWAR``'s layout, `low` for bytes 0 to 7.
    @inline(__always)
    static func halves(_ mask: SIMD16<UInt8>) -> (low: UInt64, high: UInt64) {
        let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
        return (UInt64(littleEndian: words[0]), UInt64(littleEndian: words[1]))
    }

    /// The index (0...15) of the first matched byte of `mask`, 16 when none matched.
    @inline(__always)
    static func firstIndex(_ mask: SIMD16<UInt8>) -> Int {
        let (low, high) = halves(mask)
        if low != 0 { return SWAR.firstIndex(low) }
        if high != 0 { return 8 &+ SWAR.firstIndex(high) }
        return 16
    }
}
