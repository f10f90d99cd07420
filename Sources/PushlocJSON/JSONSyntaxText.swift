import PushlocDiagnostics
import PushlocRules

/// What ``JSONParser`` and ``JSONPullReader`` share byte for byte: the UTF-8 and escape rules, the
/// syntax error messages and the line and column of an error. Both readers call these, so that their
/// findings stay word for word the same.
enum JSONSyntaxText {
    /// `byte` as two uppercase hex digits.
    static func hex2(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }

    /// `value` as four uppercase hex digits, or six above U+FFFF.
    static func hex4(_ value: UInt32) -> String {
        let digits = Array("0123456789ABCDEF")
        var text = ""
        var shift = value > 0xFFFF ? 20 : 12
        while shift >= 0 {
            text.append(digits[Int((value >> UInt32(shift)) & 0xF)])
            shift -= 4
        }
        return text
    }

    /// The length of the valid UTF-8 sequence at `offset` (its first byte is >= 0x80), per
    /// Unicode table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF.
    static func utf8SequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) throws(JSONSyntaxError) -> Int {
        let lead = bytes[offset]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default:
            throw JSONSyntaxError(offset: offset, message: "Invalid UTF-8: byte 0x\(hex2(lead)) cannot start a character")
        }
        var position = 1
        while position < length {
            let at = offset + position
            let ok = at < bytes.count && (position == 1 ? (low...high).contains(bytes[at]) : (0x80...0xBF).contains(bytes[at]))
            if !ok {
                throw JSONSyntaxError(offset: offset, message: "Invalid UTF-8: the sequence starting with byte 0x\(hex2(lead)) is malformed or truncated")
            }
            position += 1
        }
        return length
    }

    /// Decodes the escape whose backslash is at `backslash`, giving its UTF-8 bytes to `append`, and
    /// returns the offset after it. `quote` is the string's opening quote (for an unterminated string).
    static func decodeEscape(
        in bytes: UnsafeBufferPointer<UInt8>, at backslash: Int, quote: Int, append: (UInt8) -> Void
    ) throws(JSONSyntaxError) -> Int {
        guard backslash + 1 < bytes.count else {
            throw JSONSyntaxError(offset: quote, message: "Unterminated string: no closing '\"' before the end of the document")
        }
        let letter = bytes[backslash + 1]
        var index = backslash + 2
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): append(letter)
        case UInt8(ascii: "b"): append(0x08)
        case UInt8(ascii: "f"): append(0x0C)
        case UInt8(ascii: "n"): append(0x0A)
        case UInt8(ascii: "r"): append(0x0D)
        case UInt8(ascii: "t"): append(0x09)
        case UInt8(ascii: "u"):
            guard let unit = hexQuad(in: bytes, at: index) else {
                throw JSONSyntaxError(offset: backslash, message: "Invalid \\u escape: expected 4 hex digits")
            }
            index += 4
            var scalarValue = unit
            if (0xD800...0xDBFF).contains(unit) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                      let low = hexQuad(in: bytes, at: index + 2), (0xDC00...0xDFFF).contains(low) else {
                    throw JSONSyntaxError(offset: backslash, message: "Lone surrogate \\u\(hex4(unit).lowercased()): a high surrogate must be followed by a low surrogate escape (\\udc00-\\udfff)")
                }
                index += 6
                scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw JSONSyntaxError(offset: backslash, message: "Lone surrogate \\u\(hex4(unit).lowercased()): a low surrogate without a high surrogate before it")
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw JSONSyntaxError(offset: backslash, message: "Invalid \\u escape")
            }
            UTF8.encode(scalar) { append($0) }
        default:
            throw JSONSyntaxError(offset: backslash, message: "Invalid escape '\\\(describe(in: bytes, at: backslash + 1))': JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
        }
        return index
    }

    /// The four hex digits at `offset` as a number, `nil` when they are not four hex digits.
    static func hexQuad(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32? {
        guard offset + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in UnsafeBufferPointer(rebasing: bytes[offset..<(offset + 4)]) {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        return value
    }

    /// The error for a byte that is not what the grammar expects here.
    static func unexpected(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, expecting: String) -> JSONSyntaxError {
        guard offset < bytes.count else {
            return JSONSyntaxError(offset: offset, message: "Unexpected end of the document: expected \(expecting)")
        }
        let byte = bytes[offset]
        if byte == UInt8(ascii: "/") && offset + 1 < bytes.count && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*")) {
            return JSONSyntaxError(offset: offset, message: "Comments are not allowed in JSON")
        }
        if byte == UInt8(ascii: "'") {
            return JSONSyntaxError(offset: offset, message: "Unexpected \"'\": JSON strings and keys use double quotes")
        }
        if byte >= 0x80, (try? utf8SequenceLength(in: bytes, at: offset)) == nil {
            return JSONSyntaxError(offset: offset, message: "Invalid UTF-8: byte 0x\(hex2(byte)) is not valid here")
        }
        return JSONSyntaxError(offset: offset, message: "Unexpected '\(describe(in: bytes, at: offset))': expected \(expecting)")
    }

    /// The character at `offset`, printable: `x`, or `U+000A` for controls and undecodable bytes.
    static func describe(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
        guard offset < bytes.count else { return "" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return String(Character(Unicode.Scalar(byte))) }
        if byte < 0x80 { return "U+\(hex4(UInt32(byte)))" }
        if let length = try? utf8SequenceLength(in: bytes, at: offset),
           let scalar = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<(offset + length)]), as: UTF8.self).unicodeScalars.first {
            return "U+\(hex4(scalar.value))"
        }
        return "0x\(hex2(byte))"
    }

    /// The line and column of `offset`, counted from `start` (used once, for the error).
    static func location(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, of offset: Int, file: String) -> SourceLocation {
        var line = 1
        var column = 1
        var position = start
        let end = min(offset, bytes.count)
        while position < end {
            let byte = bytes[position]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                if position + 1 < end && bytes[position + 1] == 0x0A { position += 1 }
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            position += 1
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// Where the document starts (after a UTF-8 byte order mark, if any) and the warning for that mark.
    static func documentStart(in bytes: UnsafeBufferPointer<UInt8>, file: String) -> (start: Int, warning: Diagnostic?) {
        guard bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF else { return (0, nil) }
        return (3, Diagnostic(
            RuleDescription.jsonBom,
            message: "The file starts with a UTF-8 byte order mark; JSON senders must not add one (RFC 8259). Save it without a BOM.",
            location: SourceLocation(file: file, line: 1, column: 1)))
    }

    /// The literal (`true`, `false`, `null`) at `offset` and its length; `nil` when there is none.
    static func literal(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (value: JSONValue, length: Int)? {
        for (word, value) in [("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null)] {
            let utf8 = Array(word.utf8)
            if bytes.count - offset >= utf8.count && UnsafeBufferPointer(rebasing: bytes[offset..<(offset + utf8.count)]).elementsEqual(utf8) {
                return (value, utf8.count)
            }
        }
        return nil
    }
}
