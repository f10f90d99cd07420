import CPushlocICUShim
import Synchronization

/// Grapheme-cluster boundaries of UTF-8 text, from ICU's character break iterator.
///
/// Safe to share across threads: the ICU iterator is used behind a lock.
///
/// Ill-formed UTF-8 is read as ICU reads it (each maximal ill-formed subsequence is one U+FFFD),
/// so boundaries never fall inside a well-formed sequence. ICU takes 32-bit lengths: text of
/// ``maximumByteCount`` bytes or more gets a boundary at every scalar start instead (every grapheme
/// boundary is one, so cuts stay valid UTF-8).
public final class GraphemeBreaker: Sendable {
    private let iterator: Mutex<OpaquePointerBox>

    /// The longest text, in bytes, that ICU breaks into grapheme clusters.
    public static let maximumByteCount = Int(Int32.max) - 1

    /// A shared instance.
    public static let shared: GraphemeBreaker? = GraphemeBreaker()

    /// Opens an ICU character break iterator. `nil` if ICU cannot.
    public init?() {
        guard let raw = plicu_grapheme_iterator_open() else { return nil }
        iterator = Mutex(OpaquePointerBox(raw))
    }

    deinit {
        iterator.withLock { plicu_grapheme_iterator_close($0.pointer) }
    }

    /// Every boundary of `utf8`, as byte offsets: the first is 0 and the last is `utf8.count`
    /// (empty text gives `[0]`).
    public func boundaries(utf8: some Collection<UInt8>) -> [Int] {
        if let result = utf8.withContiguousStorageIfAvailable({ boundaries(in: $0) }) { return result }
        return Array(utf8).withUnsafeBufferPointer { boundaries(in: $0) }
    }

    /// The largest boundary at or before `offset` (a byte offset into `utf8`). Offsets before the
    /// start give 0, offsets past the end give `utf8.count`; an offset inside a multi-byte
    /// character counts from that character's start.
    public func floorBoundary(utf8: some Collection<UInt8>, atOrBefore offset: Int) -> Int {
        if let result = utf8.withContiguousStorageIfAvailable({ floorBoundary(in: $0, atOrBefore: offset) }) {
            return result
        }
        return Array(utf8).withUnsafeBufferPointer { floorBoundary(in: $0, atOrBefore: offset) }
    }

    private func boundaries(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return [0] }
        guard bytes.count < Self.maximumByteCount else { return Self.scalarBoundaries(bytes) }
        return iterator.withLock { box -> [Int] in
            var capacity = bytes.count + 1  // never too small: at most one boundary per byte, plus the end
            while true {
                var out = [Int32](repeating: 0, count: capacity)
                let count = base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
                    plicu_grapheme_boundaries_utf8(box.pointer, chars, Int32(bytes.count), &out, Int32(capacity))
                }
                if count == Int32.min { return Self.scalarBoundaries(bytes) }
                if count >= 0 { return out[0..<Int(count)].map(Int.init) }
                capacity = Int(count.magnitude)
            }
        }
    }

    private func floorBoundary(in bytes: UnsafeBufferPointer<UInt8>, atOrBefore offset: Int) -> Int {
        if offset >= bytes.count { return bytes.count }
        if offset <= 0 { return 0 }
        guard let base = bytes.baseAddress, bytes.count < Self.maximumByteCount else {
            return Self.scalarFloor(bytes, atOrBefore: offset)
        }
        let result = iterator.withLock { box -> Int32 in
            base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
                plicu_grapheme_floor_utf8(box.pointer, chars, Int32(bytes.count), Int32(offset))
            }
        }
        return result == Int32.min ? Self.scalarFloor(bytes, atOrBefore: offset) : Int(result)
    }

    /// Offsets of every byte that does not continue a multi-byte sequence, and the end.
    static func scalarBoundaries(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var result = bytes.indices.filter { bytes[$0] & 0xC0 != 0x80 }
        if result.first != 0 { result.insert(0, at: 0) }
        result.append(bytes.count)
        return result
    }

    static func scalarFloor(_ bytes: UnsafeBufferPointer<UInt8>, atOrBefore offset: Int) -> Int {
        var position = min(offset, bytes.count)
        while position > 0 && position < bytes.count && bytes[position] & 0xC0 == 0x80 { position -= 1 }
        return position
    }
}

/// Owns an ICU handle so it can live inside a `Mutex`.
struct OpaquePointerBox: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
    init(_ pointer: UnsafeMutableRawPointer) { self.pointer = pointer }
}
