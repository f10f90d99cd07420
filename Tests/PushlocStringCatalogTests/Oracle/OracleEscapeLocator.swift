#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds whether the JSON string at a line and column has escapes, by looking at the source bytes.
///
/// The JSON parser decodes strings and keeps only where they start, so this rescans the source.
/// It moves forward from the last place it was asked about, so a walk in file order reads the file
/// about once; a request before that place starts again from the top.
struct OracleEscapeLocator {
    private let bytes: [UInt8]
    private let start: Int
    private var offset: Int
    private var line = 1
    private var column = 1
    /// Whether any line ends with a carriage return; without one, lines are skipped with `memchr`.
    private let hasCarriageReturns: Bool

    init(bytes: [UInt8]) {
        self.bytes = bytes
        start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        offset = start
        hasCarriageReturns = bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return false }
            return memchr(base, 0x0D, raw.count) != nil
        }
    }

    /// The offset of the next line feed at or after `from`, or the end.
    private func nextLineFeed(from: Int) -> Int {
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, from < raw.count,
                  let found = memchr(base + from, 0x0A, raw.count - from) else { return raw.count }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }

    /// Whether the string whose opening quote is at `line`:`column` holds a backslash.
    mutating func hasEscapes(line targetLine: Int, column targetColumn: Int) -> Bool {
        guard seek(line: targetLine, column: targetColumn), offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
            return false
        }
        var index = offset + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""): return false
            case UInt8(ascii: "\\"): return true
            default: index += 1
            }
        }
        return false
    }

    /// Moves to `line`:`column` (columns count Unicode scalars, as the parser does); `false` if the
    /// file has no such place.
    private mutating func seek(line targetLine: Int, column targetColumn: Int) -> Bool {
        if targetLine < line || (targetLine == line && targetColumn < column) {
            offset = start
            line = 1
            column = 1
        }
        while line < targetLine && !hasCarriageReturns {
            offset = nextLineFeed(from: offset)
            guard offset < bytes.count else { return false }
            offset += 1
            newLine()
        }
        while line < targetLine {
            guard offset < bytes.count else { return false }
            let byte = bytes[offset]
            offset += 1
            if byte == 0x0A {
                newLine()
            } else if byte == 0x0D {
                if offset < bytes.count && bytes[offset] == 0x0A { offset += 1 }
                newLine()
            }
        }
        while column < targetColumn {
            guard offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D else { return false }
            offset += 1
            while offset < bytes.count && bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return true
    }

    private mutating func newLine() {
        line += 1
        column = 1
    }
}
