import CICUShim
import Synchronization

/// Grapheme-cluster boundaries of UTF-8 text, from ICU's character break iterator.
///
/// Safe to share across threads: the ICU iterator is used behind a lock.
public final class GraphemeBreaker: Sendable {
    private let iterator: Mutex<OpaquePointerBox>

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

    /// Every boundary of `utf8`, as byte offsets: the first is 0 and the last is `utf8.count`.
    public func boundaries(utf8: some Collection<UInt8>) -> [Int] {
        let bytes = Array(utf8)
        if bytes.isEmpty { return [0] }
        return iterator.withLock { box -> [Int] in
            bytes.withUnsafeBufferPointer { buffer -> [Int] in
                var capacity = bytes.count + 1
                while true {
                    var out = [Int32](repeating: 0, count: capacity)
                    let count = buffer.withMemoryRebound(to: CChar.self) { chars in
                        plicu_grapheme_boundaries_utf8(box.pointer, chars.baseAddress, Int32(bytes.count), &out, Int32(capacity))
                    }
                    if count == Int32.min { return [0, bytes.count] }
                    if count >= 0 { return out[0..<Int(count)].map(Int.init) }
                    capacity = Int(-count)
                }
            }
        }
    }

    /// The largest boundary at or before `offset` (a byte offset into `utf8`).
    public func floorBoundary(utf8: some Collection<UInt8>, atOrBefore offset: Int) -> Int {
        let bytes = Array(utf8)
        if offset >= bytes.count { return bytes.count }
        if offset <= 0 { return 0 }
        return iterator.withLock { box -> Int in
            bytes.withUnsafeBufferPointer { buffer -> Int in
                let result = buffer.withMemoryRebound(to: CChar.self) { chars in
                    plicu_grapheme_floor_utf8(box.pointer, chars.baseAddress, Int32(bytes.count), Int32(offset))
                }
                return result == Int32.min ? 0 : Int(result)
            }
        }
    }
}

/// Owns an ICU handle so it can live inside a `Mutex`.
struct OpaquePointerBox: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
    init(_ pointer: UnsafeMutableRawPointer) { self.pointer = pointer }
}
