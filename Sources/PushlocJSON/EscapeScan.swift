/// Finds the bytes a JSON string must escape (`"`, `\` and controls below 0x20) eight at a time.
///
/// Every per-locale payload measures and then writes each alert text, so these scans are most of
/// the payload hot path; a byte-at-a-time loop was 35% of it. Text almost never needs escaping, so
/// testing a whole 64-bit word for any such byte and skipping it is the common case (the classic
/// "has a zero byte" bit trick, applied to `byte ^ '"'`, `byte ^ '\'` and `byte - 0x20`).
package enum EscapeScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether any byte of `word` is `"`, `\` or below 0x20. May say yes for a word without one only
    /// when a lower byte of it qualifies (borrows run upwards), so a yes is rechecked byte by byte.
    @inline(__always)
    static func mayNeedEscape(_ word: UInt64) -> Bool {
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let zeroQuote = (quote &- ones) & ~quote
        let zeroBackslash = (backslash &- ones) & ~backslash
        let control = (word &- ones &* 0x20) & ~word
        return (zeroQuote | zeroBackslash | control) & highs != 0
    }

    /// Whether `byte` is escaped in a JSON string. Inlinable: the payload writer asks it of every byte
    /// of an argument it copies.
    @inlinable
    package static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Whether no byte of `bytes` needs escaping: the payload writer copies such an argument whole.
    /// One call per argument, the test inlined here (the writer's module would call it per byte);
    /// eight bytes at a time from eight bytes on.
    package static func needsNoEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if bytes.count >= 8 { return next(in: bytes, from: 0) == bytes.count }
        for byte in bytes where needsEscape(byte) { return false }
        return true
    }

    /// The index of the first byte at or after `start` that needs escaping, or `buffer.count`.
    @inline(__always)
    static func next(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = buffer.baseAddress else { return buffer.count }
        var position = start
        let count = buffer.count
        while position + 8 <= count {
            let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
            if mayNeedEscape(word) { break }
            position += 8
        }
        // Fewer than eight bytes left (most alert arguments are shorter than a word): one word test for
        // them, the last eight bytes of the buffer (those before the tail are already clean), or the
        // tail alone padded with `A`, which needs no escape.
        if position < count && position + 8 > count {
            if count >= 8 {
                if !mayNeedEscape(UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self)) { return count }
            } else {
                var word: UInt64 = 0x4141_4141_4141_4141
                withUnsafeMutableBytes(of: &word) { raw in
                    raw.baseAddress?.copyMemory(from: base + position, byteCount: count - position)
                }
                if !mayNeedEscape(word) { return count }
            }
        }
        while position < count {
            if needsEscape(base[position]) { return position }
            position += 1
            // Back to whole words once past the qualifying word.
            if position & 7 == 0, position + 8 <= count,
               !mayNeedEscape(UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)) {
                position += 8
                while position + 8 <= count,
                      !mayNeedEscape(UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)) {
                    position += 8
                }
            }
        }
        return count
    }
}
