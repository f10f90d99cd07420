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
    /// ASCII is skipped eight bytes at a time; runs of other scalars go through a table-driven automaton.
    static func firstInvalid(_ p: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        var none = NoCount()
        return scan(p, from: start, counting: &none)
    }

    /// How many bytes of `p` are the ASCII byte `byte`, when all of `p` is valid UTF-8 (as
    /// ``firstInvalid(_:from:)`` finds it); `nil` otherwise. One pass for both: the `.strings` parser
    /// sizes its tables by the number of `;` and validates the file before it scans.
    static func count(_ byte: UInt8, ifValid p: UnsafeBufferPointer<UInt8>) -> Int? {
        var counter = CountByte(byte: byte)
        guard scan(p, from: 0, counting: &counter) == nil else { return nil }
        return counter.total
    }

    /// What ``scan(_:from:counting:)`` tells about the ASCII bytes it passes.
    private protocol ASCIICounter {
        /// Eight ASCII bytes.
        mutating func word(_ word: UInt64)
        /// The first `count` (0...7) bytes of `word`, which are ASCII.
        mutating func prefix(of word: UInt64, count: Int)
        /// One ASCII byte.
        mutating func byte(_ byte: UInt8)
    }

    private struct NoCount: ASCIICounter {
        @inline(__always) mutating func word(_ word: UInt64) {}
        @inline(__always) mutating func prefix(of word: UInt64, count: Int) {}
        @inline(__always) mutating func byte(_ byte: UInt8) {}
    }

    private struct CountByte: ASCIICounter {
        let byte: UInt8
        var total = 0

        @inline(__always) mutating func word(_ word: UInt64) {
            total &+= SWAR.count(SWAR.matches(word, byte))
        }

        @inline(__always) mutating func prefix(of word: UInt64, count: Int) {
            // Matches are exact per byte, so the bytes past the prefix are masked off afterwards.
            let kept: UInt64 = count == 0 ? 0 : ~0 >> UInt64(64 - 8 * count)
            total &+= SWAR.count(SWAR.matches(word, byte) & kept)
        }

        @inline(__always) mutating func byte(_ byte: UInt8) {
            if byte == self.byte { total &+= 1 }
        }
    }

    @inline(__always)
    private static func scan<Counter: ASCIICounter>(_ p: UnsafeBufferPointer<UInt8>, from start: Int, counting counter: inout Counter) -> Int? {
        guard let base = p.baseAddress else { return nil }
        let n = p.count
        var i = start
        return transitions.withUnsafeBufferPointer { rows in
            while true {
                while i + 8 <= n {
                    let word = SWAR.load(base, i)
                    let high = word & SWAR.highBits
                    if high != 0 {
                        let ascii = SWAR.firstIndex(high)
                        counter.prefix(of: word, count: ascii)
                        i += ascii
                        break
                    }
                    counter.word(word)
                    i += 8
                }
                while i < n, base[i] < 0x80 {
                    counter.byte(base[i])
                    i += 1
                }
                guard i < n else { return nil }
                // A run of non-ASCII scalars (accented words, Cyrillic, CJK, emoji) goes through the
                // automaton byte by byte without branching on lengths: mixed 2-, 3- and 4-byte scalars
                // made the per-scalar checks mispredict. It ends at an ASCII byte between scalars.
                let run = i
                var state = accept
                while i < n {
                    let byte = base[i]
                    if state == accept, byte < 0x80 { break }
                    state = (rows[Int(byte)] >> state) & 63
                    if state == reject { break }
                    i += 1
                }
                // The exact place of a problem (rare) is found by the per-scalar rules from the run's
                // start (should they disagree, the run's start: the text is then repaired, never trusted).
                if state != accept { return firstInvalidScalar(base, n, from: run) ?? run }
            }
        }
    }

    // The automaton of valid UTF-8 (the rules of `String(validating:)`), one row per byte: the row
    // holds, for each state, the next state. A state is a bit offset (a multiple of 6) into a row, so a
    // step is one load (which does not depend on the state) and one shift ("shift-based DFA").
    private static let accept: UInt64 = 0
    private static let reject: UInt64 = 6

    /// The states: between scalars, failed, and within a scalar (what the next byte may be).
    private enum Expect: Int, CaseIterable {
        case scalar, failed, oneMore, twoMore, threeMore, afterE0, afterED, afterF0, afterF4

        var offset: UInt64 { UInt64(rawValue * 6) }

        /// The state after `byte`.
        func next(_ byte: UInt8) -> Expect {
            let continuation = byte & 0xC0 == 0x80
            switch self {
            case .failed: return .failed
            case .scalar:
                switch byte {
                case 0x00...0x7F: return .scalar
                case 0xC2...0xDF: return .oneMore
                case 0xE0: return .afterE0
                case 0xED: return .afterED
                case 0xE1...0xEF: return .twoMore
                case 0xF0: return .afterF0
                case 0xF1...0xF3: return .threeMore
                case 0xF4: return .afterF4
                default: return .failed
                }
            case .oneMore: return continuation ? .scalar : .failed
            case .twoMore: return continuation ? .oneMore : .failed
            case .threeMore: return continuation ? .twoMore : .failed
            case .afterE0: return (0xA0...0xBF).contains(byte) ? .oneMore : .failed  // no overlong 3-byte form
            case .afterED: return (0x80...0x9F).contains(byte) ? .oneMore : .failed  // no surrogates
            case .afterF0: return (0x90...0xBF).contains(byte) ? .twoMore : .failed  // no overlong 4-byte form
            case .afterF4: return (0x80...0x8F).contains(byte) ? .twoMore : .failed  // nothing above U+10FFFF
            }
        }
    }

    private static let transitions: [UInt64] = (0...255).map { byte in
        Expect.allCases.reduce(UInt64(0)) { row, state in row | state.next(UInt8(byte)).offset << state.offset }
    }

    /// The first byte from `start` that does not start a valid sequence (each scalar checked by its
    /// length), or `nil`.
    private static func firstInvalidScalar(_ base: UnsafePointer<UInt8>, _ n: Int, from start: Int) -> Int? {
        var i = start
        while i < n {
            let lead = base[i]
            if lead < 0x80 {
                i += 1
            } else if lead < 0xE0 {
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
        return nil
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
