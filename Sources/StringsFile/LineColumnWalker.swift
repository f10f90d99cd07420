/// Turns byte offsets of UTF-8 text into 1-based lines and columns, walking forwards.
///
/// A line ends at LF, CR LF or a lone CR (U+2028 and U+2029 are whitespace to the grammar, but
/// editors do not start a line there, so neither does pushloc). Columns count Unicode scalars.
/// Asking for offsets in ascending order costs one pass over the text in all; asking for an
/// earlier offset restarts from the beginning. The walk reads eight bytes at a time where it can.
struct LineColumnWalker {
    private let text: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var line = 1
    private var column = 1

    /// A walker at the start of `text`.
    init(_ text: UnsafeBufferPointer<UInt8>) {
        self.text = text
    }

    /// The line and column of byte `target` (clamped to the text).
    mutating func location(of target: Int) -> (line: Int, column: Int) {
        let goal = min(max(target, 0), text.count)
        if goal < offset {
            offset = 0
            line = 1
            column = 1
        }
        guard let base = text.baseAddress else { return (line, column) }
        let count = text.count
        while offset < goal {
            if offset + 8 <= goal {
                let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                if !Self.hasLineBreak(word) {
                    let continuation = word & ~(word << 1) & 0x8080_8080_8080_8080
                    column += 8 - continuation.nonzeroBitCount
                    offset += 8
                    continue
                }
            }
            let byte = base[offset]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                if !(offset + 1 < count && base[offset + 1] == 0x0A) {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
        return (line, column)
    }

    /// Whether any byte of `word` is LF or CR.
    @inline(__always)
    private static func hasLineBreak(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let lf = word ^ (ones &* 0x0A)
        let cr = word ^ (ones &* 0x0D)
        return ((lf &- ones) & ~lf & highs) | ((cr &- ones) & ~cr & highs) != 0
    }
}
