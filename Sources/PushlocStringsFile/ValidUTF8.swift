import CPushlocUTF8

/// UTF-8 validation of a whole file, and strings made from slices of text already known to be valid.
///
/// The scanner validates (or transcodes) a file once; every key, value and comment it then makes is a
/// slice of that text (or escapes resolved into valid scalars), so validating each string again, as
/// `String(decoding:as:)` does, would repeat work the scan already did.
package enum ValidUTF8 {
    /// The offset of the first byte of `p` (from `start`) that does not start a valid UTF-8 sequence,
    /// or `nil` when all of it is valid. Exactly the rules of `String(validating:)`: no overlong forms,
    /// no surrogates, nothing above U+10FFFF, no truncated sequence.
    ///
    /// ASCII is skipped sixteen bytes at a time; other scalars are checked whole, by their lead byte.
    /// Where the processor has AVX2, a vector pass first tells whether there is anything to find.
    static func firstInvalid(_ p: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        // The vector pass says whether there is an invalid byte; only then is it looked for here.
        if let base = p.baseAddress, start >= 0, start <= p.count, pushloc_utf8_validate_count(base + start, p.count - start, 0) >= 0 {
            return nil
        }
        var none = NoCount()
        return scan(p, from: start, counting: &none)
    }

    /// How many bytes of `p` are the ASCII byte `byte`, when all of `p` is valid UTF-8 (as
    /// ``firstInvalid(_:from:)`` finds it); `nil` otherwise. One pass for both: the `.strings` parser
    /// sizes its tables by the number of `;` and validates the file before it scans.
    static func count(_ byte: UInt8, ifValid p: UnsafeBufferPointer<UInt8>) -> Int? {
        // Thirty-two bytes at a time where the processor can (``vectorCount(_:in:)``); the scan below
        // is the same rules, eight and sixteen bytes at a time, everywhere else.
        if let counted = vectorCount(byte, in: p) { return counted >= 0 ? counted : nil }
        return scalarCount(byte, ifValid: p)
    }

    /// The vector pass of ``count(_:ifValid:)``: the count, -1 when `p` is not valid UTF-8, or `nil`
    /// when this processor has no such pass (then the scalar one runs).
    @inline(__always)
    private static func vectorCount(_ byte: UInt8, in p: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = p.baseAddress else { return nil }
        let counted = pushloc_utf8_validate_count(base, p.count, byte)
        return counted == -2 ? nil : counted
    }

    /// ``count(_:ifValid:)`` by the scalar scan alone: the reference the vector pass is tested against.
    static func scalarCount(_ byte: UInt8, ifValid p: UnsafeBufferPointer<UInt8>) -> Int? {
        var counter = CountByte(byte: byte)
        guard scan(p, from: 0, counting: &counter) == nil else { return nil }
        return counter.total
    }

    /// What ``scan(_:from:counting:)`` tells about the ASCII bytes it passes.
    private protocol ASCIICounter {
        /// Sixteen ASCII bytes: `low`, then `high`.
        mutating func words(_ low: UInt64, _ high: UInt64)
        /// The first `count` (0...8) bytes of `word`, which are ASCII (the rest need not be).
        mutating func prefix(of word: UInt64, count: Int)
        /// One ASCII byte.
        mutating func byte(_ byte: UInt8)
    }

    private struct NoCount: ASCIICounter {
        @inline(__always) mutating func words(_ low: UInt64, _ high: UInt64) {}
        @inline(__always) mutating func prefix(of word: UInt64, count: Int) {}
        @inline(__always) mutating func byte(_ byte: UInt8) {}
    }

    private struct CountByte: ASCIICounter {
        let byte: UInt8
        var total = 0

        /// Bit 7 of each byte of `word` that is `byte`, for the bytes below the first non-ASCII one.
        /// Cheaper than ``SWAR/matches(_:_:)``: an ASCII byte XOR `byte` is at most 0x7F, so adding
        /// 0x7F sets bit 7 exactly when it is not zero, and carries nothing into the next byte (a
        /// non-ASCII byte may carry into the bytes above it, which are not ASCII-prefix bytes).
        @inline(__always) private func asciiMatches(_ word: UInt64) -> UInt64 {
            ~((word ^ (SWAR.ones &* UInt64(byte))) &+ SWAR.lowSevenBits) & SWAR.highBits
        }

        @inline(__always) mutating func words(_ low: UInt64, _ high: UInt64) {
            // Each byte of the sum is 0, 1 or 2: one multiply counts both words.
            let sum = (asciiMatches(low) >> 7) &+ (asciiMatches(high) >> 7)
            total &+= Int(truncatingIfNeeded: (sum &* SWAR.ones) >> 56)
        }

        @inline(__always) mutating func prefix(of word: UInt64, count: Int) {
            let kept: UInt64 = count == 0 ? 0 : ~0 >> UInt64(64 - 8 * count)
            total &+= SWAR.count(asciiMatches(word) & kept)
        }

        @inline(__always) mutating func byte(_ byte: UInt8) {
            if byte == self.byte { total &+= 1 }
        }
    }

    /// The validation loop, hand-written because it is a quarter of a `.strings` parse: it reads
    /// through `UnsafeBufferPointer`'s base address (every read is below `n` by the loop conditions),
    /// skips ASCII sixteen bytes at a time, and checks each other scalar whole from one four-byte load
    /// (a byte-at-a-time automaton took twice the instructions on Cyrillic, Arabic and CJK text).
    @inline(__always)
    private static func scan<Counter: ASCIICounter>(_ p: UnsafeBufferPointer<UInt8>, from start: Int, counting counter: inout Counter) -> Int? {
        guard let base = p.baseAddress else { return nil }
        let n = p.count
        var i = start
        while true {
            // ASCII: sixteen bytes at a time, then the ASCII bytes before the first other one.
            while true {
                if i &+ 16 <= n {
                    let low = SWAR.load(base, i)
                    let high = SWAR.load(base, i &+ 8)
                    if (low | high) & SWAR.highBits == 0 {
                        counter.words(low, high)
                        i &+= 16
                        continue
                    }
                    var word = low
                    if low & SWAR.highBits == 0 {
                        counter.prefix(of: low, count: 8)
                        i &+= 8
                        word = high
                    }
                    let ascii = SWAR.firstIndex(word & SWAR.highBits)
                    counter.prefix(of: word, count: ascii)
                    i &+= ascii
                } else {
                    while i < n, base[i] < 0x80 {
                        counter.byte(base[i])
                        i += 1
                    }
                }
                break
            }
            guard i < n else { return nil }
            // Scalars of two to four bytes (base[i] >= 0x80), whole. A single ASCII byte between them
            // (a space between words) is passed here; a longer ASCII stretch goes back to the loop above.
            while true {
                guard i &+ 4 <= n else { return tail(base, n, from: i, counting: &counter) }
                let v = UInt32(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt32.self))
                let lead = v & 0xFF
                if lead < 0x80 {
                    counter.byte(UInt8(truncatingIfNeeded: lead))
                    i &+= 1
                    if v & 0x8000 == 0 { break }
                    continue
                }
                guard let length = sequenceLength(v) else { return i }
                i &+= length
            }
        }
    }

    /// The length of the valid sequence of two to four bytes that starts `v` (the next four bytes,
    /// little-endian, the first of them not ASCII), or `nil` when there is none.
    @inline(__always)
    private static func sequenceLength(_ v: UInt32) -> Int? {
        let lead = v & 0xFF
        if lead < 0xE0 {
            // 110xxxxx 10xxxxxx, but not C0 or C1 (overlong: the lead's bits 1-4 are zero).
            guard v & 0xC0E0 == 0x80C0, v & 0x1E != 0 else { return nil }
            return 2
        }
        if lead < 0xF0 {
            // 1110xxxx 10xxxxxx 10xxxxxx. The lead's low bits and bit 5 of the next byte tell the
            // overlong forms (E0 80...9F) and the surrogates (ED A0...BF).
            guard v & 0xC0_C0F0 == 0x80_80E0 else { return nil }
            let special = v & 0x200F
            guard special != 0, special != 0x200D else { return nil }
            return 3
        }
        // 11110xxx 10xxxxxx 10xxxxxx 10xxxxxx, of a scalar from U+10000 to U+10FFFF (its bits 12 and up).
        guard v & 0xC0C0_C0F8 == 0x8080_80F0 else { return nil }
        let top = (v & 0x07) << 6 | (v >> 8) & 0x3F
        guard top >= 0x10, top <= 0x10F else { return nil }
        return 4
    }

    /// The last (fewer than four) bytes from `start`, byte by byte.
    private static func tail<Counter: ASCIICounter>(
        _ base: UnsafePointer<UInt8>, _ n: Int, from start: Int, counting counter: inout Counter
    ) -> Int? {
        // The missing bytes of a four-byte window read as zero: a sequence cut by the end then has a
        // zero (not a continuation byte) where it needs one, and is rejected.
        var i = start
        while i < n {
            var v: UInt32 = 0
            for k in 0..<min(4, n - i) { v |= UInt32(base[i + k]) << UInt32(8 * k) }
            let lead = v & 0xFF
            if lead < 0x80 {
                counter.byte(UInt8(truncatingIfNeeded: lead))
                i += 1
                continue
            }
            guard let length = sequenceLength(v) else { return i }
            i += length
        }
        return nil
    }

    /// Whether every byte of `bytes` is ASCII, eight at a time.
    @inline(__always)
    package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let n = bytes.count
        var i = 0
        var high: UInt64 = 0
        while i + 8 <= n {
            high |= SWAR.load(base, i)
            i &+= 8
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
    package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            // An ASCII string must be flagged as such: Swift then knows it is NFC, which keeps
            // hashing and comparison on their fast paths (as for a string from `String(decoding:)`).
            return String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII(bytes)))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
