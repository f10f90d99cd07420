/// UTF-8 validation of a whole file, and strings made from slices of text already known to be valid.
///
/// The scanner validates (or transcodes) a file once; every key, value and comment it then makes is a
/// slice of that text (or escapes resolved into valid scalars), so validating each string again, as
/// `String(decoding:as:)` does, is wasted work: it was a fifth of the parse.
enum ValidUTF8 {
    /// The offset of the first byte of `p` (from `start`) that does not start a valid UTF-8 sequence,
    /// or `nil` when all of it is valid. Exactly the rules of `String(validating:)`: no overlong forms,
    /// no surrogates, nothing above U+10FFFF, no truncated sequence.
    ///
    /// ASCII is skipped eight bytes at a time; a multi-byte sequence is checked in one step.
    static func firstInvalid(_ p: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let base = p.baseAddress else { return nil }
        let n = p.count
        var i = start
        while true {
            while i + 8 <= n {
                let high = SWAR.load(base, i) & SWAR.highBits
                if high != 0 {
                    i += SWAR.firstIndex(high)
                    break
                }
                i += 8
            }
            while i < n, base[i] < 0x80 { i += 1 }
            guard i < n else { return nil }
            // A run of non-ASCII scalars (Cyrillic, CJK, Arabic text) is checked scalar after
            // scalar without going back to the ASCII loop, which would find only one scalar per word.
            while i < n, base[i] >= 0x80 {
                let lead = base[i]
                if lead < 0xE0 {
                    guard lead >= 0xC2, i + 1 < n, base[i + 1] & 0xC0 == 0x80 else { return i }
                    i += 2
                } else if lead < 0xF0 {
                    guard i + 2 < n else { return i }
                    let b1 = base[i + 1]
                    guard b1 & 0xC0 == 0x80, base[i + 2] & 0xC0 == 0x80 else { return i }
                    if lead == 0xE0, b1 < 0xA0 { return i }
                    if lead == 0xED, b1 > 0x9F { return i }
                    i += 3
                } else {
                    guard lead <= 0xF4, i + 3 < n else { return i }
                    let b1 = base[i + 1]
                    guard b1 & 0xC0 == 0x80, base[i + 2] & 0xC0 == 0x80, base[i + 3] & 0xC0 == 0x80 else { return i }
                    if lead == 0xF0, b1 < 0x90 { return i }
                    if lead == 0xF4, b1 > 0x8F { return i }
                    i += 4
                }
            }
        }
    }

    /// Whether every byte of `bytes` is ASCII, eight at a time.
    @inline(__always)
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let n = bytes.count
        var i = 0
        var high: UInt64 = 0
        while i + 8 <= n {
            high |= SWAR.load(base, i)
            i += 8
        }
        if high & SWAR.highBits != 0 { return false }
        while i < n {
            if base[i] >= 0x80 { return false }
            i += 1
        }
        return true
    }

    /// A string of `bytes`, which must be valid UTF-8 (a slice of validated text at scalar
    /// boundaries, or bytes written as whole valid scalars). Not validated again.
    @inline(__always)
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            // An ASCII string must be flagged as such: Swift then knows it is NFC, which keeps
            // hashing and comparison on their fast paths (as for a string from `String(decoding:)`).
            return String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII(bytes)))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
