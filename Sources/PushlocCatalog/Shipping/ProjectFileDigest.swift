import PushlocDiagnostics

/// A 128-bit digest of a project file's bytes, which its record (``XcodeProjectRecord``) carries:
/// a record is used only for the very bytes it was made from, so a record put in another's place,
/// or left from a file since changed, is a miss.
///
/// Two 64-bit lanes fed a word each per round, each mixed by a multiplication and a rotation, then
/// both finished with the length. Fast enough to run on every read of a recorded project (a large
/// project is half a megabyte); the records are the user's own (``PreCommitCache``), so it need not
/// resist a crafted collision.
enum ProjectFileDigest {
    /// The digest of `bytes` as 32 hexadecimal digits.
    static func hex(_ bytes: [UInt8]) -> String {
        var first: UInt64 = 0x6A09_E667_F3BC_C908
        var second: UInt64 = 0xBB67_AE85_84CA_A73B
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 16 <= raw.count {
                first = mix(first ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian, 0x87C3_7B91_1142_53D5, 31)
                second = mix(second ^ raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self).littleEndian, 0x4CF5_AD43_2745_937F, 27)
                offset += 16
            }
            var tail: UInt64 = 0
            for (shift, index) in (offset..<raw.count).enumerated() { tail |= UInt64(raw[index]) << UInt64(shift * 8) }
            first = mix(first ^ tail, 0x87C3_7B91_1142_53D5, 31)
        }
        let length = UInt64(bytes.count)
        first = finish(first ^ length ^ (second &* 0x9E37_79B9_7F4A_7C15))
        second = finish(second ^ (length &* 0xC2B2_AE3D_27D4_EB4F) ^ first)
        return HexDigits.sixteen(first) + HexDigits.sixteen(second)
    }

    private static func mix(_ value: UInt64, _ multiplier: UInt64, _ rotation: UInt64) -> UInt64 {
        let product = value &* multiplier
        return (product << rotation) | (product >> (64 - rotation))
    }

    /// Murmur3's 64-bit finaliser: every input bit reaches every output bit.
    private static func finish(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }
}
