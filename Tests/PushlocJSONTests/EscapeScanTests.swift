import Testing
@testable import PushlocJSON

/// The word-at-a-time scan for bytes a JSON string escapes finds the first one, whatever the buffer's
/// length and where the byte sits: in a whole word, in the tail shorter than a word, or not at all.
@Suite struct EscapeScanTests {
    @Test func findsTheFirstEscapedByteAtEveryPositionAndLength() {
        for special: UInt8 in [0x22, 0x5C, 0x00, 0x1F, 0x0A] {
            for length in 0...26 {
                for start in 0...min(length, 9) {
                    let clean = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    clean.withUnsafeBufferPointer { buffer in
                        #expect(EscapeScan.next(in: buffer, from: start) == length, "clean \(length) from \(start)")
                    }
                    for position in start..<max(start, length) {
                        var bytes = clean
                        bytes[position] = special
                        // A byte just below 0x20 or high bytes before it must not hide it.
                        if position > start { bytes[position - 1] = 0xC3 }
                        bytes.withUnsafeBufferPointer { buffer in
                            #expect(EscapeScan.next(in: buffer, from: start) == position, "\(special) at \(position) of \(length) from \(start)")
                        }
                    }
                }
            }
        }
    }

    @Test func anEscapeBeforeTheStartIsNotFound() {
        let bytes: [UInt8] = Array("\"abc".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(EscapeScan.next(in: buffer, from: 1) == 4)
            #expect(EscapeScan.next(in: buffer, from: 0) == 0)
        }
    }

    @Test func aWholeArgumentIsCleanExactlyWhenNoByteOfItNeedsEscaping() {
        for length in 0...20 {
            let clean = [UInt8](repeating: UInt8(ascii: "J"), count: length)
            clean.withUnsafeBufferPointer { #expect(EscapeScan.needsNoEscape($0), "clean \(length)") }
            for position in 0..<length {
                for special: UInt8 in [0x22, 0x5C, 0x00, 0x1F] {
                    var bytes = clean
                    bytes[position] = special
                    bytes.withUnsafeBufferPointer { #expect(!EscapeScan.needsNoEscape($0), "\(special) at \(position) of \(length)") }
                }
            }
        }
        Array("Zoë, 3 €".utf8).withUnsafeBufferPointer { #expect(EscapeScan.needsNoEscape($0)) }
    }
}
