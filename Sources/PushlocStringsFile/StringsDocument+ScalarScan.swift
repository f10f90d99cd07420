#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension StringsDocument {
    /// Whether some key or value of the document may hold a scalar of `ranges`, each within one
    /// three-byte UTF-8 lead (U+0800...U+FFFF, the same `value >> 12`): `false` means no entry holds
    /// one. The parsed entries share the document's text, so its bytes (and the side buffer of
    /// unescaped strings) are searched once for the lead byte, instead of each value on its own.
    public func mayContainScalar(in ranges: [ClosedRange<UInt32>]) -> Bool {
        let leads = Set(ranges.flatMap { [$0.lowerBound >> 12, $0.upperBound >> 12] })
        guard leads.count == 1, let lead = leads.first, ranges.allSatisfy({ (0x800...0xFFFF).contains($0.lowerBound) && (0x800...0xFFFF).contains($0.upperBound) })
        else { return true }
        let leadByte = UInt8(truncatingIfNeeded: 0xE0 | lead)
        // Parsed entries share one text, in a row: each text is searched when it first comes.
        var searched: ObjectIdentifier?
        return entries.withUnsafeBufferPointer { all in
            for index in all.indices {
                let text = all[index].source
                if let owned = text.owned {
                    if Self.holds(owned.key, leadByte, ranges) || Self.holds(owned.value, leadByte, ranges) { return true }
                    continue
                }
                guard ObjectIdentifier(text) != searched else { continue }
                searched = ObjectIdentifier(text)
                let found = text.storage.withUnsafeBufferPointer { bytes in
                    Self.holds(UnsafeBufferPointer(rebasing: bytes[text.textStart..<(text.textStart + text.textCount)]), leadByte, ranges)
                } || text.extra.withUnsafeBufferPointer { Self.holds($0, leadByte, ranges) }
                if found { return true }
            }
            return false
        }
    }

    private static func holds(_ string: String, _ lead: UInt8, _ ranges: [ClosedRange<UInt32>]) -> Bool {
        var copy = string
        return copy.withUTF8 { holds($0, lead, ranges) }
    }

    /// Whether `bytes` (valid UTF-8) encode a scalar of `ranges` whose lead byte is `lead`.
    private static func holds(_ bytes: UnsafeBufferPointer<UInt8>, _ lead: UInt8, _ ranges: [ClosedRange<UInt32>]) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var offset = 0
        while offset < bytes.count, let hit = memchr(base + offset, Int32(lead), bytes.count - offset) {
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if at + 2 < bytes.count {
                let scalar = UInt32(lead & 0x0F) << 12 | UInt32(bytes[at + 1] & 0x3F) << 6 | UInt32(bytes[at + 2] & 0x3F)
                if ranges.contains(where: { $0.contains(scalar) }) { return true }
            }
            offset = at + 1
        }
        return false
    }
}
