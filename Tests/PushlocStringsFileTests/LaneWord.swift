/// Eight bytes of `filler` with `byte` at `lane`, and the little-endian word they load as: the input
/// of the eight-byte classifiers' exhaustive tests.
func laneWord(_ byte: UInt8, at lane: Int, filler: UInt8) -> (bytes: [UInt8], word: UInt64) {
    var bytes = [UInt8](repeating: filler, count: 8)
    bytes[lane] = byte
    return (bytes, UInt64(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }))
}
