import PushlocDiagnostics
import PushlocStringsFile

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
        bytes.withUnsafeBytes { raw in
            var lanes = Lanes()
            let fed = lanes.feedBlocks(raw)
            return lanes.finish(tail: UnsafeRawBufferPointer(rebasing: raw[fed...]), length: raw.count)
        }
    }

    /// The digest of the regular file at `path` (as ``hex(_:)`` of its bytes) and the number of its
    /// bytes, read through one buffer: a project file is half a megabyte, and a check whose project
    /// has a record needs only this digest of it. `nil` when it is not a regular file of at most
    /// `limit` bytes, or cannot be read.
    static func hex(ofFileAt path: String, limit: Int) -> (hex: String, count: Int)? {
        var lanes = Lanes()
        var digest = ""
        // 64 KiB, a multiple of the 16-byte block: only the last chunk leaves a tail.
        guard let count = FileBytes.forEachChunk(atPath: path, chunkSize: 64 << 10, limit: limit, { chunk, isLast in
            let fed = lanes.feedBlocks(chunk)
            if isLast { digest = lanes.finish(tail: UnsafeRawBufferPointer(rebasing: chunk[fed...]), length: lanes.length + chunk.count - fed) }
        }) else { return nil }
        return (digest, count)
    }

    /// The two lanes, fed 16-byte blocks in order, then the last bytes and the length.
    private struct Lanes {
        var first: UInt64 = 0x6A09_E667_F3BC_C908
        var second: UInt64 = 0xBB67_AE85_84CA_A73B
        /// The bytes fed so far.
        var length = 0

        /// Feeds every whole 16-byte block of `raw`; returns how many bytes that is.
        mutating func feedBlocks(_ raw: UnsafeRawBufferPointer) -> Int {
            var offset = 0
            while offset + 16 <= raw.count {
                first = ProjectFileDigest.mix(first ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian, 0x87C3_7B91_1142_53D5, 31)
                second = ProjectFileDigest.mix(second ^ raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self).littleEndian, 0x4CF5_AD43_2745_937F, 27)
                offset += 16
            }
            length += offset
            return offset
        }

        /// Feeds `tail` (fewer than 16 bytes, the last of the input) and finishes with `total`, the
        /// input's whole length.
        mutating func finish(tail: UnsafeRawBufferPointer, length total: Int) -> String {
            var word: UInt64 = 0
            for index in 0..<tail.count { word |= UInt64(tail[index]) << UInt64(index * 8) }
            first = ProjectFileDigest.mix(first ^ word, 0x87C3_7B91_1142_53D5, 31)
            let size = UInt64(total)
            first = ProjectFileDigest.finish(first ^ size ^ (second &* 0x9E37_79B9_7F4A_7C15))
            second = ProjectFileDigest.finish(second ^ (size &* 0xC2B2_AE3D_27D4_EB4F) ^ first)
            return HexDigits.sixteen(first) + HexDigits.sixteen(second)
        }
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
