/// Turns byte offsets of UTF-8 text into 1-based lines and columns, walking forwards.
///
/// A line ends at LF, CR LF or a lone CR (U+2028 and U+2029 are whitespace to the grammar, but
/// editors do not start a line there, so neither does pushloc). Columns count Unicode scalars.
/// Asking for offsets in ascending order costs one pass over the text in all; asking for an
/// earlier offset restarts from the beginning, or from a line start the caller knows. The walk reads
/// eight bytes at a time, and counts a word without a lone CR with bit masks.
struct LineColumnWalker {
    private let text: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var line = 1
    private var column = 1

    /// A walker at the start of `text`.
    init(_ text: UnsafeBufferPointer<UInt8>) {
        self.text = text
    }

    /// The line and column of byte `target` (clamped to the text). With a `lineStart` (the offset
    /// where a line begins, at or before `target`, and that line's number), the walk starts there
    /// when it is ahead of the walker: a finding inside a string late in a large table costs the walk
    /// over its own lines, not over the file.
    mutating func location(of target: Int, lineStart: (offset: Int, line: Int)? = nil) -> (line: Int, column: Int) {
        let goal = min(max(target, 0), text.count)
        if let lineStart, lineStart.offset <= goal, lineStart.offset > offset || goal < offset {
            offset = lineStart.offset
            line = lineStart.line
            column = 1
        } else if goal < offset {
            offset = 0
            line = 1
            column = 1
        }
        guard let base = text.baseAddress else { return (line, column) }
        // Locals, so that the loop keeps them in registers.
        let count = text.count
        var offset = self.offset
        var line = self.line
        var column = self.column
        while offset < goal {
            if offset + 8 <= goal {
                let word = SWAR.load(base, offset)
                let feeds = SWAR.matches(word, 0x0A)
                let returns = SWAR.matches(word, 0x0D)
                // A CR right before an LF of the same word changes nothing; any other CR needs the
                // byte walk below. Population counts are avoided where they can be: the portable
                // x86-64 target has no POPCNT instruction.
                if returns & ~(feeds >> 8) == 0 {
                    let ascii = word & SWAR.highBits == 0
                    if feeds == 0 {
                        column &+= ascii ? 8 : 8 - SWAR.count(SWAR.continuationBytes(word))
                    } else {
                        line &+= SWAR.count(feeds)
                        let last = SWAR.lastIndex(feeds)
                        column = 8 - last
                        if !ascii, last < 7 {
                            column -= SWAR.count(SWAR.continuationBytes(word) >> UInt64(8 * (last + 1)))
                        }
                    }
                    offset &+= 8
                    continue
                }
            }
            let byte = base[offset]
            if byte == 0x0A {
                line &+= 1
                column = 1
            } else if byte == 0x0D {
                if !(offset + 1 < count && base[offset + 1] == 0x0A) {
                    line &+= 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                column &+= 1
            }
            offset &+= 1
        }
        self.offset = offset
        self.line = line
        self.column = column
        return (line, column)
    }
}
