/// Writes compact JSON, byte for byte as APNs wants it.
///
/// Hand-written rather than `JSONEncoder`: a per-locale payload is small and made once per
/// language per request, so this is a hot path, and APNs needs exact bytes (the size limit counts
/// them). The output is compact (no whitespace), members in the order given, non-ASCII as raw
/// UTF-8 (Apple does not support `\U` notation in alerts), and only `"`, `\` and control characters
/// escaped: `\b \f \n \r \t`, other controls as `\u00XX` (lowercase hex). `/` is never escaped.
/// Numbers are written as their source text.
public struct JSONWriter {
    /// The compact UTF-8 bytes of `value`.
    public static func serialize(_ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(value, into: &output)
        return output
    }

    /// The number of bytes `string` takes between the quotes once escaped.
    public static func escapedByteCount(of string: String) -> Int {
        withUTF8(of: string) { buffer in
            var count = buffer.count
            var position = EscapeScan.next(in: buffer, from: 0)
            while position < buffer.count {
                count += escapedWidth(buffer[position]) - 1
                position = EscapeScan.next(in: buffer, from: position + 1)
            }
            return count
        }
    }

    /// The most bytes one UTF-8 code unit takes once escaped (`\u00XX`).
    package static let longestEscape = 6

    /// The bytes one UTF-8 code unit takes once escaped: 2 for `"`, `\` and `\b \f \n \r \t`,
    /// 6 for other control characters (`\u00XX`), else 1.
    @inline(__always)
    package static func escapedWidth(_ byte: UInt8) -> Int {
        if byte >= 0x20 {
            return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") ? 2 : 1
        }
        switch byte {
        case 0x08, 0x09, 0x0A, 0x0C, 0x0D: return 2
        default: return 6
        }
    }

    /// Appends the compact bytes of `value`.
    package static func write(_ value: JSONValue, into output: inout [UInt8]) {
        switch value {
        case .null:
            output.append(contentsOf: nullBytes)
        case .bool(let flag):
            output.append(contentsOf: flag ? trueBytes : falseBytes)
        case .number(let number):
            output.append(contentsOf: number.text.utf8)
        case .string(let string):
            writeString(string, into: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            var first = true
            for element in elements {
                if !first { output.append(UInt8(ascii: ",")) }
                first = false
                write(element, into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            writeObject(object.members, into: &output)
        }
    }

    /// Appends `{"key":value,...}` for `members`, in order.
    package static func writeObject(_ members: [JSONMember], into output: inout [UInt8]) {
        output.append(UInt8(ascii: "{"))
        var first = true
        for member in members {
            if !first { output.append(UInt8(ascii: ",")) }
            first = false
            writeString(member.key, into: &output)
            output.append(UInt8(ascii: ":"))
            write(member.value, into: &output)
        }
        output.append(UInt8(ascii: "}"))
    }

    /// Appends `string` quoted and escaped.
    package static func writeString(_ string: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        writeStringContents(string, into: &output)
        output.append(UInt8(ascii: "\""))
    }

    /// Appends `string` escaped, without quotes. Runs that need no escape are copied in one go.
    package static func writeStringContents(_ string: String, into output: inout [UInt8]) {
        withUTF8(of: string) { writeStringContents(utf8: $0, into: &output) }
    }

    /// Appends the string of the UTF-8 bytes `utf8` (valid UTF-8) as a quoted JSON string.
    package static func writeString(utf8: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        writeStringContents(utf8: utf8, into: &output)
        output.append(UInt8(ascii: "\""))
    }

    /// Appends the UTF-8 bytes `buffer` (valid UTF-8) escaped, without quotes.
    package static func writeStringContents(utf8 buffer: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        forEachEscapedPiece(utf8: buffer) { output.append(contentsOf: $0) }
    }

    /// Calls `body` with the pieces of `string` escaped, without quotes, in order (``forEachEscapedPiece(utf8:_:)``).
    /// One call per string for a writer in another module, which cannot inline this module's scan.
    package static func forEachEscapedPiece(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withUTF8(of: string) { forEachEscapedPiece(utf8: $0, body) }
    }

    /// Calls `body` with the UTF-8 bytes `buffer` (valid UTF-8) escaped, without quotes, in order: each
    /// run that needs no escape in one piece, and each escape sequence.
    @inline(__always)
    static func forEachEscapedPiece(utf8 buffer: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var runStart = 0
        var position = EscapeScan.next(in: buffer, from: 0)
        while position < buffer.count {
            if runStart < position {
                body(UnsafeBufferPointer(rebasing: buffer[runStart..<position]))
            }
            withEscape(for: buffer[position], body)
            runStart = position + 1
            position = EscapeScan.next(in: buffer, from: runStart)
        }
        if runStart < buffer.count {
            body(UnsafeBufferPointer(rebasing: buffer[runStart..<buffer.count]))
        }
    }

    /// Calls `body` with the escape sequence of `byte` (`"`, `\` or a control character).
    @inline(__always)
    static func withEscape<R>(for byte: UInt8, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let hex: StaticString = "0123456789abcdef"
        return hex.withUTF8Buffer { digits in
            var sequence: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (UInt8(ascii: "\\"), 0, 0, 0, 0, 0)
            var length = 2
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): sequence.1 = byte
            case 0x08: sequence.1 = UInt8(ascii: "b")
            case 0x09: sequence.1 = UInt8(ascii: "t")
            case 0x0A: sequence.1 = UInt8(ascii: "n")
            case 0x0C: sequence.1 = UInt8(ascii: "f")
            case 0x0D: sequence.1 = UInt8(ascii: "r")
            default:
                sequence = (UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)])
                length = 6
            }
            return withUnsafeBytes(of: &sequence) { raw in
                body(UnsafeBufferPointer(start: raw.bindMemory(to: UInt8.self).baseAddress, count: length))
            }
        }
    }

    /// Calls `body` with the UTF-8 of `string`, without copying a native string.
    @inline(__always)
    package static func withUTF8<R>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = string.utf8.withContiguousStorageIfAvailable(body) {
            return result
        }
        var copy = string
        return copy.withUTF8(body)
    }

    private static let nullBytes: [UInt8] = Array("null".utf8)
    private static let trueBytes: [UInt8] = Array("true".utf8)
    private static let falseBytes: [UInt8] = Array("false".utf8)
}
