import Diagnostics

/// The syntax error messages and their locations, word for word ``JSONParser``'s.
extension JSONPullReader {
    /// The error for a byte that is not what the grammar expects here.
    func unexpected(at offset: Int, expecting: String) -> JSONSyntaxError {
        guard offset < buffer.count else {
            return JSONSyntaxError(offset: offset, message: "Unexpected end of the document: expected \(expecting)")
        }
        let byte = buffer[offset]
        if byte == UInt8(ascii: "/") && offset + 1 < buffer.count && (buffer[offset + 1] == UInt8(ascii: "/") || buffer[offset + 1] == UInt8(ascii: "*")) {
            return JSONSyntaxError(offset: offset, message: "Comments are not allowed in JSON")
        }
        if byte == UInt8(ascii: "'") {
            return JSONSyntaxError(offset: offset, message: "Unexpected \"'\": JSON strings and keys use double quotes")
        }
        if byte >= 0x80, (try? Self.utf8SequenceLength(in: buffer, at: offset)) == nil {
            return JSONSyntaxError(offset: offset, message: "Invalid UTF-8: byte 0x\(JSONSyntaxText.hex2(byte)) is not valid here")
        }
        return JSONSyntaxError(offset: offset, message: "Unexpected '\(describe(at: offset))': expected \(expecting)")
    }

    /// The character at `offset`, printable: `x`, or `U+000A` for controls and undecodable bytes.
    func describe(at offset: Int) -> String {
        guard offset < buffer.count else { return "" }
        let byte = buffer[offset]
        if byte >= 0x21 && byte < 0x7F { return String(Character(Unicode.Scalar(byte))) }
        if byte < 0x80 { return "U+\(JSONSyntaxText.hex4(UInt32(byte)))" }
        if let length = try? Self.utf8SequenceLength(in: buffer, at: offset),
           let scalar = String(decoding: UnsafeBufferPointer(rebasing: buffer[offset..<(offset + length)]), as: UTF8.self).unicodeScalars.first {
            return "U+\(JSONSyntaxText.hex4(scalar.value))"
        }
        return "0x\(JSONSyntaxText.hex2(byte))"
    }

    /// The location of any byte offset, counted from the start (used once, for the error).
    func location(ofOffset offset: Int) -> SourceLocation {
        var line = 1
        var column = 1
        var position = start
        let end = min(offset, buffer.count)
        while position < end {
            let byte = buffer[position]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                if position + 1 < end && buffer[position + 1] == 0x0A { position += 1 }
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            position += 1
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}

/// Hex digits for messages.
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
}
