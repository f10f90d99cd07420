/// The bytes of a text value that needs unescaping (references, CDATA), one value at a time, in a buffer
/// that grows and is reused for the next value.
///
/// `[UInt8]` appends checked uniqueness and capacity each time, and clearing it went through the
/// generic `replaceSubrange`; nearly every value of some real files holds `&amp;`. The buffer's address
/// is kept in the struct, so that writing touches no reference count; a class frees it.
struct PlistScratch {
    /// Owns the memory of one buffer.
    private final class Storage {
        let base: UnsafeMutablePointer<UInt8>

        init(capacity: Int) {
            base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        }

        deinit {
            base.deallocate()
        }
    }

    private var storage: Storage?
    private var base: UnsafeMutablePointer<UInt8>?
    private var capacity = 0
    /// How many bytes the value has so far.
    private(set) var count = 0

    /// The bytes `range` of the value.
    func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base.map { $0 + range.lowerBound }, count: range.count)
    }

    /// Starts the next value.
    mutating func removeAll() {
        count = 0
    }

    /// Appends `bytes`.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let target = reserve(count &+ bytes.count)
        (target + count).update(from: source, count: bytes.count)
        count &+= bytes.count
    }

    /// Appends the UTF-8 form of `scalar`, a valid scalar value.
    mutating func appendUTF8(_ scalar: UInt32) {
        let out = reserve(count &+ 4) + count
        switch scalar {
        case 0..<0x80:
            out[0] = UInt8(truncatingIfNeeded: scalar)
            count &+= 1
        case 0x80..<0x800:
            out[0] = UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6)
            out[1] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            count &+= 2
        case 0x800..<0x10000:
            out[0] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
            out[1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
            out[2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            count &+= 3
        default:
            out[0] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
            out[1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F)
            out[2] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
            out[3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
            count &+= 4
        }
    }

    /// The buffer, with room for `needed` bytes; the bytes so far are kept.
    @inline(__always)
    private mutating func reserve(_ needed: Int) -> UnsafeMutablePointer<UInt8> {
        if let base, needed <= capacity { return base }
        return grow(to: needed)
    }

    private mutating func grow(to needed: Int) -> UnsafeMutablePointer<UInt8> {
        let grown = max(needed, capacity * 2, 256)
        let bigger = Storage(capacity: grown)
        if let base { bigger.base.update(from: base, count: count) }
        storage = bigger
        base = bigger.base
        capacity = grown
        return bigger.base
    }
}
