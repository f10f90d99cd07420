/// The line and column of a reader's position in UTF-8 text, counted from what the reader tells it
/// as it moves forwards: the line breaks it passes, and whether it passed a byte that is not ASCII.
///
/// The `.stringsdict` reader asks where nearly every tag stands. A ``LineColumnWalker`` walked the
/// whole text a second time for that, and was a tenth of a parse; the reader already looks at every
/// byte (whitespace one by one, text eight at a time), so it counts the breaks there. Lines and columns
/// are the walker's: a line ends at LF, CR LF or a lone CR; columns count Unicode scalars.
struct PlaceCounter {
    private var line = 1
    /// An offset whose column is known: the start of the line, or the last place asked for.
    private var checkpoint = 0
    private var column = 1
    /// Whether a byte that is not ASCII was passed since ``checkpoint``.
    private var wide = false

    /// A line break was passed: the next line starts at `nextLine`.
    @inline(__always)
    mutating func lineBreak(nextLine: Int) {
        line &+= 1
        checkpoint = nextLine
        column = 1
        wide = false
    }

    /// A byte that is not ASCII was passed.
    @inline(__always)
    mutating func passedWide() {
        wide = true
    }

    /// Passes the bytes `start..<end` of `text` (text whose bytes the reader did not look at one by
    /// one, or that may hold line breaks or other than ASCII): eight at a time where they hold no CR.
    mutating func pass(_ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        guard let base = text.baseAddress else { return }
        var index = start
        while index < end {
            if index &+ 8 <= end {
                let word = SWAR.load(base, index)
                if SWAR.matches(word, 0x0D) == 0 {
                    var feeds = SWAR.matches(word, 0x0A)
                    if word & SWAR.highBits != 0 {
                        // Not ASCII before the word's last LF does not matter: that line is over.
                        let after = feeds == 0 ? ~UInt64(0) : ~UInt64(0) << UInt64(8 &* (SWAR.lastIndex(feeds) &+ 1) & 63)
                        if feeds == 0 || SWAR.lastIndex(feeds) < 7, word & after & SWAR.highBits != 0 { wide = true }
                    }
                    while feeds != 0 {
                        let at = index &+ SWAR.firstIndex(feeds)
                        line &+= 1
                        checkpoint = at &+ 1
                        column = 1
                        feeds &= feeds &- 1
                        if feeds == 0 { wide = wide && checkpoint < index &+ 8 && Self.wideAfter(word, at &- index) }
                    }
                    index &+= 8
                    continue
                }
            }
            let byte = base[index]
            if byte == 0x0A {
                lineBreak(nextLine: index &+ 1)
            } else if byte == 0x0D {
                // CR LF is one break, counted at its LF.
                if !(index &+ 1 < text.count && base[index &+ 1] == 0x0A) { lineBreak(nextLine: index &+ 1) }
            } else if byte >= 0x80 {
                wide = true
            }
            index &+= 1
        }
    }

    /// Whether a byte of `word` after byte `last` is not ASCII.
    @inline(__always)
    private static func wideAfter(_ word: UInt64, _ last: Int) -> Bool {
        last < 7 && (word >> UInt64(8 &* (last &+ 1))) & SWAR.highBits != 0
    }

    /// The place of `offset`, the reader's position: every byte before it was passed.
    @inline(__always)
    mutating func place(of offset: Int, in text: UnsafeBufferPointer<UInt8>) -> TextPlace {
        guard !wide else { return wideColumn(of: offset, in: text) }
        if offset > checkpoint {
            column &+= offset &- checkpoint
            // A CR right before an LF at `offset` counts for nothing, as for the walker.
            if text[offset &- 1] == 0x0D, offset < text.count, text[offset] == 0x0A { column &-= 1 }
            checkpoint = offset
        }
        return TextPlace(line: line, column: column)
    }

    /// ``place(of:in:)`` after bytes that are not ASCII: the scalars since the checkpoint are counted
    /// (no break lies between).
    private mutating func wideColumn(of offset: Int, in text: UnsafeBufferPointer<UInt8>) -> TextPlace {
        var index = checkpoint
        while index < offset {
            let byte = text[index]
            if byte & 0xC0 != 0x80, !(byte == 0x0D && index &+ 1 < text.count && text[index &+ 1] == 0x0A) { column &+= 1 }
            index &+= 1
        }
        checkpoint = offset
        wide = false
        return TextPlace(line: line, column: column)
    }
}
