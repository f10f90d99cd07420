/// The tokens of a Swift source text that the compiler would read, for reading a package manifest
/// without running it: comments (`//`, nested `/* */`), the insides of string literals (plain,
/// raw, multi-line, with interpolations) and of regex literals, and the branches of `#if` that are
/// inactive are not tokens. A branch whose condition cannot be told here (`os(macOS)`,
/// `swift(>=5.9)`, a compilation flag) may or may not be compiled: its tokens are kept, marked
/// ambiguous. Only `true`, `false`, `!`, `&&`, `||` and parentheses are evaluated.
///
/// One pass, linear in the text's length; a text the compiler rejects still gives tokens (SwiftPM
/// then loads no package).
struct SwiftTokens {
    /// One token.
    enum Kind: Equatable {
        /// An identifier or keyword (a backquoted one without its backquotes).
        case identifier(String)
        /// A string literal: its text when it is on one line and has no interpolation, else `nil`.
        case string(String?)
        /// One of `( ) [ ] { } , : .`.
        case punctuation(UInt8)
        /// Anything else (a number, an operator, a regex literal, `#line`).
        case other
    }

    struct Token {
        var kind: Kind
        /// Whether the token is in a `#if` branch that may or may not be compiled.
        var isAmbiguous: Bool
    }

    /// The tokens the compiler may read, in order.
    private(set) var tokens: [Token] = []
    /// Whether a `/` outside comments could start a regex literal (Swift 6 reads `/…/` as one where
    /// an expression starts): the tokens after it may then be text of a literal.
    private(set) var hasBareSlash = false

    private let bytes: [UInt8]
    private var position = 0
    /// The open `#if` blocks, innermost last.
    private var blocks: [Block] = []

    /// What is known of a condition, or of whether a branch is compiled.
    enum Truth {
        case yes, no, maybe

        static func && (lhs: Truth, rhs: Truth) -> Truth {
            if lhs == .no || rhs == .no { return .no }
            return lhs == .yes && rhs == .yes ? .yes : .maybe
        }

        static func || (lhs: Truth, rhs: Truth) -> Truth {
            if lhs == .yes || rhs == .yes { return .yes }
            return lhs == .no && rhs == .no ? .no : .maybe
        }

        static prefix func ! (value: Truth) -> Truth {
            switch value {
            case .yes: .no
            case .no: .yes
            case .maybe: .maybe
            }
        }
    }

    /// An open `#if`: whether the code around it is compiled, whether an earlier branch was taken,
    /// and whether the current branch is.
    private struct Block {
        var outside: Truth
        var taken: Truth
        var current: Truth
    }

    /// Reads `bytes` (UTF-8 Swift source).
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        scan()
    }

    /// Whether the code at the current place is compiled.
    private var status: Truth {
        blocks.last.map { $0.outside && $0.current } ?? .yes
    }

    private mutating func emit(_ kind: Kind) {
        let status = status
        guard status != .no else { return }
        tokens.append(Token(kind: kind, isAmbiguous: status == .maybe))
    }

    private func peek(_ offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    private mutating func scan() {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x00:
                position += 1
            case UInt8(ascii: "/"):
                if peek(position + 1) == UInt8(ascii: "/") {
                    skipLineComment()
                } else if peek(position + 1) == UInt8(ascii: "*") {
                    skipBlockComment()
                } else {
                    hasBareSlash = true
                    position += 1
                    emit(.other)
                }
            case UInt8(ascii: "\""):
                let text = stringLiteral(hashes: 0)
                emit(.string(text))
            case UInt8(ascii: "#"):
                scanHash()
            case UInt8(ascii: "`"):
                var end = position + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A { end += 1 }
                let name = String(decoding: bytes[(position + 1)..<min(end, bytes.count)], as: UTF8.self)
                position = min(end + 1, bytes.count)
                emit(.identifier(name))
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                 UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "."):
                position += 1
                emit(.punctuation(byte))
            default:
                if Self.isIdentifierStart(byte) || byte == UInt8(ascii: "$") {
                    let start = position
                    position += 1
                    while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
                    emit(.identifier(String(decoding: bytes[start..<position], as: UTF8.self)))
                } else if byte >= 0x30 && byte <= 0x39 {
                    while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
                    emit(.other)
                } else {
                    position += 1
                    emit(.other)
                }
            }
        }
    }

    /// Skips a `//` comment, up to its line's end.
    private mutating func skipLineComment() {
        while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
    }

    /// Skips a `/* */` comment, which nests in Swift; one not closed runs to the end.
    private mutating func skipBlockComment() {
        var depth = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), peek(position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), peek(position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                position += 1
            }
        }
    }

    /// A `#`: a raw string (`#"…"#`), an extended regex literal (`#/…/#`), a compiler directive, or
    /// another `#` word (`#warning`, `#filePath`).
    private mutating func scanHash() {
        var hashes = 0
        while peek(position + hashes) == UInt8(ascii: "#") { hashes += 1 }
        if peek(position + hashes) == UInt8(ascii: "\"") {
            position += hashes
            let text = stringLiteral(hashes: hashes)
            emit(.string(text))
            return
        }
        if peek(position + hashes) == UInt8(ascii: "/") {
            position += hashes + 1
            skipRegex(hashes: hashes)
            emit(.other)
            return
        }
        let start = position + 1
        var end = start
        while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
        let word = String(decoding: bytes[start..<end], as: UTF8.self)
        position = max(end, position + 1)
        switch word {
        case "if":
            let value = condition()
            blocks.append(Block(outside: status, taken: value, current: value))
        case "elseif":
            let value = condition()
            guard var block = blocks.popLast() else { return }
            block.current = !block.taken && value
            block.taken = block.taken || value
            blocks.append(block)
        case "else":
            guard var block = blocks.popLast() else { return }
            block.current = !block.taken
            block.taken = .yes
            blocks.append(block)
        case "endif":
            _ = blocks.popLast()
        default:
            emit(.other)
        }
    }

    /// Skips an extended regex literal after its opening `#…#/`, up to `/` and `hashes` `#`.
    private mutating func skipRegex(hashes: Int) {
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if bytes[position] == UInt8(ascii: "/"), (0..<hashes).allSatisfy({ peek(position + 1 + $0) == UInt8(ascii: "#") }) {
                position += 1 + hashes
                return
            }
            position += 1
        }
    }

    /// The string literal whose opening `"` is at the current place, preceded by `hashes` `#` (a raw
    /// string): its text when it is on one line with no interpolation; the place moves past it.
    private mutating func stringLiteral(hashes: Int) -> String? {
        let multiline = peek(position + 1) == UInt8(ascii: "\"") && peek(position + 2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        var text: [UInt8] = []
        var exact = !multiline
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\""), closes(multiline: multiline, hashes: hashes) {
                position += (multiline ? 3 : 1) + hashes
                return exact ? String(decoding: text, as: UTF8.self) : nil
            }
            if !multiline, byte == 0x0A || byte == 0x0D {
                // Not closed on its line: the compiler rejects it.
                return nil
            }
            if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(position + 1 + $0) == UInt8(ascii: "#") }) {
                position += 1 + hashes
                guard position < bytes.count else { return nil }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "("):
                    exact = false
                    skipInterpolation()
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "0"): text.append(0x00)
                case UInt8(ascii: "u"):
                    if let scalar = unicodeEscape() {
                        text += Array(String(Character(scalar)).utf8)
                    } else {
                        exact = false
                    }
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): text.append(escaped)
                default:
                    // A line continuation in a multi-line string, or an escape the compiler rejects.
                    exact = false
                }
                continue
            }
            text.append(byte)
            position += 1
        }
        return nil
    }

    /// Whether the `"` at the current place closes the literal.
    private func closes(multiline: Bool, hashes: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        for offset in 0..<quotes where peek(position + offset) != UInt8(ascii: "\"") { return false }
        return (0..<hashes).allSatisfy { peek(position + quotes + $0) == UInt8(ascii: "#") }
    }

    /// The scalar of a `\u{…}` escape after its `u`, moving past it.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard peek(position) == UInt8(ascii: "{") else { return nil }
        var end = position + 1
        var value: UInt32 = 0
        var digits = 0
        while end < bytes.count, let digit = Self.hexValue(bytes[end]), digits < 8 {
            value = value << 4 | UInt32(digit)
            digits += 1
            end += 1
        }
        guard digits > 0, peek(end) == UInt8(ascii: "}") else { return nil }
        position = end + 1
        return Unicode.Scalar(value)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Skips an interpolation's code after its `\(`, up to the `)` that closes it: nested
    /// parentheses, strings and comments included. Its tokens are no tokens of the manifest.
    private mutating func skipInterpolation() {
        var depth = 1
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                position += 1
            case UInt8(ascii: ")"):
                depth -= 1
                position += 1
                if depth == 0 { return }
            case UInt8(ascii: "\""):
                _ = stringLiteral(hashes: 0)
            case UInt8(ascii: "/") where peek(position + 1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where peek(position + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            default:
                position += 1
            }
        }
    }

    /// The condition of a `#if` or `#elseif`, up to its line's end (comments skipped), evaluated.
    private mutating func condition() -> Truth {
        var words: [String] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x0A || byte == 0x0D { break }
            if byte == UInt8(ascii: "/"), peek(position + 1) == UInt8(ascii: "/") {
                skipLineComment()
                break
            }
            if byte == UInt8(ascii: "/"), peek(position + 1) == UInt8(ascii: "*") {
                skipBlockComment()
                continue
            }
            if byte == 0x20 || byte == 0x09 {
                position += 1
                continue
            }
            if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "|"), peek(position + 1) == byte {
                words.append(byte == UInt8(ascii: "&") ? "&&" : "||")
                position += 2
            } else if Self.isIdentifierByte(byte) {
                let start = position
                while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
                words.append(String(decoding: bytes[start..<position], as: UTF8.self))
            } else {
                words.append(String(decoding: [byte], as: UTF8.self))
                position += 1
            }
        }
        var reader = ConditionReader(words: words)
        let value = reader.or()
        return reader.atEnd ? value : .maybe
    }
}

/// A `#if` condition's words read as an expression of `true`, `false`, `!`, `&&`, `||` and
/// parentheses; anything else (a platform test, a flag, a version) is ``SwiftTokens/Truth/maybe``.
private struct ConditionReader {
    let words: [String]
    var index = 0

    var atEnd: Bool { index >= words.count }

    private var next: String? { index < words.count ? words[index] : nil }

    mutating func or() -> SwiftTokens.Truth {
        var value = and()
        while next == "||" {
            index += 1
            value = value || and()
        }
        return value
    }

    mutating func and() -> SwiftTokens.Truth {
        var value = unary()
        while next == "&&" {
            index += 1
            value = value && unary()
        }
        return value
    }

    mutating func unary() -> SwiftTokens.Truth {
        if next == "!" {
            index += 1
            return !unary()
        }
        return primary()
    }

    mutating func primary() -> SwiftTokens.Truth {
        guard let word = next else { return .maybe }
        index += 1
        switch word {
        case "true": return .yes
        case "false": return .no
        case "(":
            let value = or()
            if next == ")" { index += 1 }
            return value
        default:
            // A test with arguments (`os(iOS)`, `swift(>=5.9)`): its parentheses are skipped whole.
            if next == "(" {
                var depth = 0
                while let inner = next {
                    index += 1
                    if inner == "(" { depth += 1 }
                    if inner == ")" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                }
            }
            return .maybe
        }
    }
}
