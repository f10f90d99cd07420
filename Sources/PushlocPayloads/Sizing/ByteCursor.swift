import PushlocJSON

/// Writes into a buffer whose exact size is known in advance (the per-locale hot path). It lives beside
/// its only user, the payload writer, so that its appends are inlined there (a `package` method of
/// another module is a call per byte or run).
///
/// Every write checks the room left; a write that would not fit sets `overflowed` and writes
/// nothing, so a wrong size can never write out of bounds (the caller then falls back to the
/// array-based writer).
package struct ByteCursor {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    package private(set) var position = 0
    package private(set) var overflowed = false

    package init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    @inline(__always)
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !overflowed, bytes.count <= capacity - position else {
            overflowed = true
            return
        }
        if let source = bytes.baseAddress {
            (base + position).initialize(from: source, count: bytes.count)
        }
        position += bytes.count
    }

    @inline(__always)
    package mutating func append(_ byte: UInt8) {
        guard !overflowed, position < capacity else {
            overflowed = true
            return
        }
        (base + position).initialize(to: byte)
        position += 1
    }

    @inline(__always)
    package mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    @inline(__always)
    package mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends `string` escaped as JSONWriter does, without quotes.
    package mutating func appendEscaped(_ string: String) {
        // Most arguments (a name, a count) need no escape: their bytes are copied in one run, here,
        // where the cursor's append is inlined, after one call that scans them. The JSON writer's
        // general loop takes the rest.
        let copied = string.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard EscapeScan.needsNoEscape(bytes) else { return false }
            append(bytes)
            return true
        }
        if copied == true { return }
        JSONWriter.forEachEscapedPiece(of: string) { append($0) }
    }
}
