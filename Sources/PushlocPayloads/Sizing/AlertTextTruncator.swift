import PushlocJSON
import PushlocICU

/// Shortens alert text at a grapheme-cluster boundary so that its escaped JSON form fits a byte budget.
enum AlertTextTruncator {
    /// What a shortened text ends with: U+2026, 3 bytes of UTF-8, no escape.
    static let ellipsis = "\u{2026}"
    static let ellipsisBytes = 3

    /// The longest prefix of `text` ending at a grapheme-cluster boundary whose escaped size is at
    /// most `budget - 3`, followed by "…", and the escaped size of the result.
    ///
    /// One pass: the escaped cost is summed byte by byte up to each ICU boundary, and the scan stops
    /// at the first boundary over budget. Cutting only at cluster boundaries of the unescaped UTF-8
    /// never splits a cluster, a scalar (so no surrogate pair), or an escape (escapes only exist in
    /// the output). With `budget < 3` the result is "…" alone.
    static func truncate(_ text: String, toEscapedBytes budget: Int) -> (text: String, escapedBytes: Int) {
        let allowed = budget - ellipsisBytes
        guard allowed > 0 else { return (ellipsis, ellipsisBytes) }
        let bytes = Array(text.utf8)
        // Every escape costs at least one byte per byte, so the prefix is at most `allowed` bytes long.
        // Break only that much text, plus the whole scalar that follows: a boundary is decided by
        // the text before it and the one character after it, so boundaries before `end` are the
        // same as in the whole text (which may be far longer than the budget).
        var end = min(bytes.count, allowed + 1)
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        var best = 0
        var bestCost = 0
        var position = 0
        var cost = 0
        for boundary in boundaries(of: bytes[0..<end]) where boundary > 0 {
            if boundary == end && end < bytes.count { break }
            while position < boundary {
                cost += JSONWriter.escapedWidth(bytes[position])
                position += 1
            }
            if cost > allowed { break }
            best = boundary
            bestCost = cost
        }
        let prefix = String(decoding: bytes[0..<best], as: UTF8.self)
        return (prefix + ellipsis, bestCost + ellipsisBytes)
    }

    /// Grapheme-cluster boundaries as UTF-8 offsets, from ICU; from Swift's own grapheme breaking
    /// (also UAX #29) if ICU's break iterator cannot be opened.
    private static func boundaries(of utf8: ArraySlice<UInt8>) -> [Int] {
        if let breaker = GraphemeBreaker.shared {
            return breaker.boundaries(utf8: utf8)
        }
        var offsets = [0]
        var offset = 0
        for character in String(decoding: utf8, as: UTF8.self) {
            offset += character.utf8.count
            offsets.append(offset)
        }
        return offsets
    }
}
