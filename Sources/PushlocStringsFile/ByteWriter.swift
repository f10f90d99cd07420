/// Appends bytes to a fixed buffer, as when a `String` is initialised in place.
///
/// Writes past the capacity are dropped (the callers size the buffer so that they never happen).
struct ByteWriter {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The number of bytes written.
    private(set) var count = 0
    /// Whether a write did not fit (and was dropped).
    private(set) var droppedWrites = false

    /// A writer at the start of `buffer`.
    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// The bytes written so far.
    var written: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: buffer[0..<count])
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        guard count < buffer.count else {
            droppedWrites = true
            return
        }
        buffer[count] = byte
        count += 1
    }

    /// Appends a run of bytes.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
        guard bytes.count <= buffer.count - count else {
            droppedWrites = true
            return
        }
        (target + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends the UTF-8 form of a valid Unicode scalar value.
    @inline(__always)
    mutating func append(scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            append(UInt8(scalar))
        case 0x80..<0x800:
            append(UInt8(0xC0 | scalar >> 6))
            append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            append(UInt8(0xE0 | scalar >> 12))
            append(UInt8(0x80 | (scalar >> 6) & 0x3F))
            append(UInt8(0x80 | scalar & 0x3F))
        default:
            append(UInt8(0xF0 | scalar >> 18))
            append(UInt8(0x80 | (scalar >> 12) & 0x3F))
            append(UInt8(0x80 | (scalar >> 6) & 0x3F))
            append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
