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

    /// Passes the bytes `start..<end` of `text` one by one (text whose bytes the reader did not look
    /// at one by one, or that may hold line breaks or other than ASCII).
    mutating func pass(_ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        var index = start
        while index < end {
            let byte = text[index]
            if byte == 0x0A {
                lineBreak(nextLine: index + 1)
            } else if byte == 0x0D {
                // CR LF is one break, counted at its LF.
                if !(index + 1 < text.count && text[index + 1] == 0x0A) { lineBreak(nextLine: index + 1) }
            } else if byte >= 0x80 {
                wide = true
            }
            index += 1
        }
    }

    /// The place of `offset`, the reader's position: every byte before it was passed.
    mutating func place(of offset: Int, in text: UnsafeBufferPointer<UInt8>) -> TextPlace {
        if wide {
            // Scalars since the checkpoint: bytes that do not continue one (no break lies between,
            // but a CR right before an LF at `offset` counts for nothing, as for the walker).
            var index = checkpoint
            while index < offset {
                let byte = text[index]
                if byte & 0xC0 != 0x80, !(byte == 0x0D && index + 1 < text.count && text[index + 1] == 0x0A) { column &+= 1 }
                index += 1
            }
        } else if offset > checkpoint {
            column &+= offset &- checkpoint
            if text[offset - 1] == 0x0D, offset < text.count, text[offset] == 0x0A { column &-= 1 }
        }
        checkpoint = offset
        wide = false
        return TextPlace(line: line, column: column)
    }
}
