#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether the string's UTF-8 holds `byte` (an ASCII byte such as `%`, or a lead byte such as `0xE2`).
    ///
    /// Every value of every table passes through this on load (only values with a `%` are parsed as
    /// formats), and `utf8.contains(_:)` walks the generic sequence a byte at a time, which was 5% of a
    /// real-app check; a native string's bytes are contiguous, so this is one vectorised `memchr`.
    @inlinable
    public func containsUTF8Byte(_ byte: UInt8) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        }
        return found ?? utf8.contains(byte)
    }
}
