/// Fixed-width lowercase hexadecimal digits of a 64-bit value, for digests and fingerprints.
///
/// Written by nibble: `String(_:radix:)` is generic over `BinaryInteger`, and its first call in a
/// process looks up a protocol witness at run time, a scan of the binary's conformance records.
package enum HexDigits {
    /// `value` as 16 lowercase hexadecimal digits, zero-padded.
    package static func sixteen(_ value: UInt64) -> String {
        var digits: [UInt8] = []
        digits.reserveCapacity(16)
        var shift: UInt64 = 60
        while true {
            let nibble = UInt8(truncatingIfNeeded: value >> shift) & 0xF
            digits.append(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10)
            if shift == 0 { break }
            shift -= 4
        }
        return String(decoding: digits, as: UTF8.self)
    }
}
