import CPushlocUTF8

/// UTF-16 text to UTF-8 in one pass, for a file whose every code unit is valid.
///
/// Why not ``SourceDecoder``'s general walk: Xcode writes many tables in UTF-16 (an app's every table,
/// in some), and that walk reads a scalar at a time and appends byte by byte, several times the cost of
/// the rest of parsing such a file. This pass writes into a buffer sized for the worst case (three UTF-8
/// bytes per code unit) and gives up at the first unpaired surrogate or odd trailing byte, where the
/// general walk takes over to replace and report what is invalid.
enum UTF16Transcoding {
    /// The UTF-8 form of `bytes[start...]`, read as UTF-16 in the given byte order; `nil` when some code
    /// unit is invalid or a byte is left over.
    static func utf8(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, littleEndian: Bool) -> [UInt8]? {
        let length = bytes.count - start
        guard length >= 0, length % 2 == 0 else { return nil }
        // Little-endian (what Xcode writes) sixteen ASCII code units at a time where the processor can.
        // Asked first, so that a processor without the vector pass allocates no output it then drops.
        if littleEndian, length > 0, pushloc_vector_passes() != 0, let base = bytes.baseAddress {
            var outcome = -2
            let text = [UInt8](unsafeUninitializedCapacity: length / 2 * 3) { out, count in
                guard let target = out.baseAddress else { return }
                outcome = pushloc_utf16le_to_utf8(base + start, length, target)
                count = max(outcome, 0)
            }
            if outcome >= 0 { return text }
            if outcome == -1 { return nil }
        }
        return scalarUTF8(bytes, from: start, littleEndian: littleEndian)
    }

    /// ``utf8(_:from:littleEndian:)`` by the scalar pass alone: the reference the vector pass is tested against.
    static func scalarUTF8(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, littleEndian: Bool) -> [UInt8]? {
        let length = bytes.count - start
        guard length >= 0, length % 2 == 0 else { return nil }
        var valid = true
        let text = [UInt8](unsafeUninitializedCapacity: length / 2 * 3) { out, count in
            var read = start
            var written = 0
            @inline(__always) func unit(_ at: Int) -> UInt32 {
                littleEndian ? UInt32(bytes[at]) | UInt32(bytes[at &+ 1]) << 8 : UInt32(bytes[at]) << 8 | UInt32(bytes[at &+ 1])
            }
            // Four ASCII code units (eight bytes, each unit's high byte zero and low byte below 0x80)
            // are four bytes out: most of a table's text is keys, specifiers and punctuation.
            let asciiMask: UInt64 = littleEndian ? 0xFF80_FF80_FF80_FF80 : 0x80FF_80FF_80FF_80FF
            let lowByte: UInt64 = littleEndian ? 0 : 8
            while read < bytes.count {
                if read &+ 8 <= bytes.count, let base = bytes.baseAddress {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + read).loadUnaligned(as: UInt64.self))
                    if word & asciiMask == 0 {
                        out[written] = UInt8(truncatingIfNeeded: word >> lowByte)
                        out[written &+ 1] = UInt8(truncatingIfNeeded: word >> (16 &+ lowByte))
                        out[written &+ 2] = UInt8(truncatingIfNeeded: word >> (32 &+ lowByte))
                        out[written &+ 3] = UInt8(truncatingIfNeeded: word >> (48 &+ lowByte))
                        written &+= 4
                        read &+= 8
                        continue
                    }
                }
                let first = unit(read)
                read &+= 2
                if first < 0x80 {
                    out[written] = UInt8(truncatingIfNeeded: first)
                    written &+= 1
                } else if first < 0x800 {
                    out[written] = UInt8(truncatingIfNeeded: 0xC0 | first >> 6)
                    out[written &+ 1] = UInt8(truncatingIfNeeded: 0x80 | first & 0x3F)
                    written &+= 2
                } else if first & 0xF800 != 0xD800 {
                    out[written] = UInt8(truncatingIfNeeded: 0xE0 | first >> 12)
                    out[written &+ 1] = UInt8(truncatingIfNeeded: 0x80 | (first >> 6) & 0x3F)
                    out[written &+ 2] = UInt8(truncatingIfNeeded: 0x80 | first & 0x3F)
                    written &+= 3
                } else {
                    // A leading surrogate followed by a trailing one (four input bytes, four output bytes).
                    guard first < 0xDC00, read < bytes.count else { valid = false; break }
                    let second = unit(read)
                    guard second & 0xFC00 == 0xDC00 else { valid = false; break }
                    read &+= 2
                    let scalar = 0x10000 &+ ((first &- 0xD800) << 10) &+ (second &- 0xDC00)
                    out[written] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
                    out[written &+ 1] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 12) & 0x3F)
                    out[written &+ 2] = UInt8(truncatingIfNeeded: 0x80 | (scalar >> 6) & 0x3F)
                    out[written &+ 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                    written &+= 4
                }
            }
            count = valid ? written : 0
        }
        return valid ? text : nil
    }
}
