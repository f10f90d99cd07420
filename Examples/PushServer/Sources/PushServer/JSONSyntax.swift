/// Where a request body stops being JSON (RFC 8259), with the line, column and byte offset, so that a
/// client learns what to fix: Foundation's `JSONDecoder` says only "The given data was not valid
/// JSON". Also refuses nesting deeper than ``maximumDepth``, before any decoder recurses into it.
///
/// One pass with a stack of its own, linear in the body's length.
enum JSONSyntax {
    /// The deepest nesting of arrays and objects a request may have (a notification request needs 4).
    static let maximumDepth = 32

    /// A syntax error: what is wrong, and where.
    struct Failure: Error, Equatable {
        var message: String
        /// 1-based line and column (a column counts bytes), and the 0-based byte offset.
        var line: Int
        var column: Int
        var offset: Int

        /// `line 2, column 7 (byte 12): expected ':' after an object key`.
        var description: String { "line \(line), column \(column) (byte \(offset)): \(message)" }
    }

    /// The first syntax error of `bytes`, `nil` when they are one JSON value in valid UTF-8.
    static func failure(in bytes: [UInt8]) -> Failure? {
        var scanner = Scanner(bytes: bytes)
        do {
            try scanner.document()
            return nil
        } catch {
            return scanner.failure(error.message, at: error.offset)
        }
    }

    private struct Problem: Error {
        var message: String
        var offset: Int
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        /// What the scanner is inside.
        enum Container {
            case array
            case object
        }

        func failure(_ message: String, at offset: Int) -> Failure {
            var line = 1
            var lineStart = 0
            for position in 0..<min(offset, bytes.count) where bytes[position] == 0x0A {
                line += 1
                lineStart = position + 1
            }
            return Failure(message: message, line: line, column: offset - lineStart + 1, offset: offset)
        }

        private func problem(_ message: String) -> Problem {
            Problem(message: message, offset: index)
        }

        private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
        }

        private func shown(_ byte: UInt8) -> String {
            byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }

        mutating func document() throws(Problem) {
            skipWhitespace()
            var stack: [Container] = []
            // Whether a value is expected next (else a `,` or a closing bracket).
            var expectingValue = true
            while true {
                skipWhitespace()
                if expectingValue {
                    guard let byte = current else { throw problem("the body ends where a value was expected") }
                    switch byte {
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        guard stack.count < JSONSyntax.maximumDepth else {
                            throw problem("arrays and objects nested deeper than \(JSONSyntax.maximumDepth) levels")
                        }
                        index += 1
                        skipWhitespace()
                        let isObject = byte == UInt8(ascii: "{")
                        let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                        if current == closing {
                            index += 1
                            expectingValue = false
                        } else {
                            stack.append(isObject ? .object : .array)
                            if isObject { try key() }
                            continue
                        }
                    case UInt8(ascii: "\""): try string()
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
                    case UInt8(ascii: "t"): try word("true")
                    case UInt8(ascii: "f"): try word("false")
                    case UInt8(ascii: "n"): try word("null")
                    default: throw problem("\(shown(byte)) cannot start a value")
                    }
                    expectingValue = false
                    continue
                }
                guard let container = stack.last else {
                    guard let byte = current else { return }
                    throw problem("text after the JSON value: \(shown(byte))")
                }
                guard let byte = current else {
                    throw problem(container == .object ? "the body ends inside an object: expected ',' or '}'" : "the body ends inside an array: expected ',' or ']'")
                }
                let closing = container == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if byte == closing {
                    index += 1
                    stack.removeLast()
                } else if byte == UInt8(ascii: ",") {
                    index += 1
                    if container == .object { try key() }
                    expectingValue = true
                } else {
                    throw problem("expected ',' or '\(Character(Unicode.Scalar(closing)))', found \(shown(byte))")
                }
            }
        }

        /// An object's key and its `:`.
        private mutating func key() throws(Problem) {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                throw current.map { problem("expected a quoted key, found \(shown($0))") } ?? problem("the body ends where a key was expected")
            }
            try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw current.map { problem("expected ':' after an object key, found \(shown($0))") } ?? problem("the body ends after an object key")
            }
            index += 1
        }

        private mutating func word(_ text: String) throws(Problem) {
            for byte in text.utf8 {
                guard current == byte else { throw problem("expected \(text)") }
                index += 1
            }
        }

        private mutating func number() throws(Problem) {
            if current == UInt8(ascii: "-") { index += 1 }
            guard let first = current, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else { throw problem("a number needs a digit here") }
            index += 1
            if first != UInt8(ascii: "0") { digits() }
            if current == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw problem("a number needs a digit after '.'") }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw problem("a number needs a digit in its exponent") }
            }
        }

        @discardableResult
        private mutating func digits() -> Int {
            let start = index
            while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
            return index - start
        }

        /// A string at its opening quote: escapes as RFC 8259 has them, no control character, UTF-8.
        private mutating func string() throws(Problem) {
            index += 1
            while let byte = current {
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return
                case UInt8(ascii: "\\"):
                    index += 1
                    guard let escaped = current else { break }
                    if escaped == UInt8(ascii: "u") {
                        index += 1
                        for _ in 0..<4 {
                            guard let digit = current, digit.isHexDigit else { throw problem("\\u needs four hex digits") }
                            index += 1
                        }
                    } else {
                        guard "\"\\/bfnrt".utf8.contains(escaped) else { throw problem("\\\(Character(Unicode.Scalar(escaped))) is no JSON escape") }
                        index += 1
                    }
                case 0x00..<0x20:
                    throw problem("a control character (\(shown(byte))) inside a string: write it as an escape")
                case 0x80...:
                    try scalar()
                default:
                    index += 1
                }
            }
            throw problem("the body ends inside a string")
        }

        /// One multi-byte UTF-8 scalar at the current place (no overlong form, surrogate or value
        /// beyond U+10FFFF).
        private mutating func scalar() throws(Problem) {
            let lead = bytes[index]
            let length: Int
            let lowest: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; lowest = 0x80
            case 0xE0...0xEF: length = 3; lowest = 0x800
            case 0xF0...0xF4: length = 4; lowest = 0x10000
            default: throw problem("\(shown(lead)) is not UTF-8")
            }
            var value = UInt32(lead) & (0xFF >> (length + 1))
            for offset in 1..<length {
                guard index + offset < bytes.count, bytes[index + offset] & 0xC0 == 0x80 else { throw problem("\(shown(lead)) starts no complete UTF-8 character") }
                value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
            }
            guard value >= lowest, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { throw problem("\(shown(lead)) starts no valid UTF-8 character") }
            index += length
        }
    }
}

private extension UInt8 {
    var isHexDigit: Bool {
        (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")) || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }
}
