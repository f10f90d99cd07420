#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte-for-byte equality of two buffers through `memcmp`.
///
/// Keys are compared by their exact bytes on every lookup of a check (each translation's keys against
/// the development table's, and back). `elementsEqual` walks both buffers through their iterators one
/// byte at a time; it was 3% of a real-app check's CPU.
enum ByteEquality {
    /// Whether `lhs` and `rhs` hold the same bytes.
    @inline(__always)
    static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
        return memcmp(left, right, lhs.count) == 0
    }
}
