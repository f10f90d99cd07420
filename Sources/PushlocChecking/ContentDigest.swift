import PushlocDiagnostics

/// A 128-bit digest of bytes, strings and numbers, for the keys of the pre-commit cache.
///
/// Two 64-bit lanes, fed sixteen bytes a round (eight each) and mixed with a multiply and a rotation,
/// then finished with the input's length. A pre-commit run hashes every table file of the bundle,
/// changed or not, so the hash reads words, not bytes. It guards against accidental change, not
/// against a crafted collision: the cache is the user's own folder.
struct ContentDigest: Sendable {
    private var first: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var second: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private var length: UInt64 = 0

    init() {}

    /// Adds `bytes`, then their count (so that `ab`+`c` and `a`+`bc` differ).
    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        let count = bytes.count
        // Two words a round, one per lane: the lanes' multiplies do not wait for each other.
        while offset + 16 <= count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
            let next = bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self).littleEndian
            first = (first ^ word) &* 0x87C3_7B91_1142_53D5
            first = (first << 31) | (first >> 33)
            second = (second ^ next) &* 0x4CF5_AD43_2745_937F
            second = (second << 27) | (second >> 37)
            offset += 16
        }
        while offset + 8 <= count {
            mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        mix(tail ^ 0xFF)
        mix(UInt64(truncatingIfNeeded: count))
        length &+= UInt64(truncatingIfNeeded: count)
    }

    /// Adds the bytes of `bytes`.
    mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { add($0) }
    }

    /// Adds the UTF-8 of `text`.
    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
    }

    /// Adds a number.
    mutating func add(_ number: Int) {
        mix(UInt64(bitPattern: Int64(number)))
    }

    private mutating func mix(_ word: UInt64) {
        first = (first ^ word) &* 0x87C3_7B91_1142_53D5
        first = (first << 31) | (first >> 33)
        second = (second &+ word) &* 0x4CF5_AD43_2745_937F
        second = (second << 27) | (second >> 37)
        second ^= first
    }

    /// The digest as 32 lowercase hexadecimal digits.
    var hex: String {
        var a = first ^ length, b = second ^ (length &* 0x9E37_79B9_7F4A_7C15)
        a = Self.finish(a ^ (b >> 29))
        b = Self.finish(b ^ a)
        return HexDigits.sixteen(a) + HexDigits.sixteen(b)
    }

    private static func finish(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x = x &* 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x = x &* 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }
}
