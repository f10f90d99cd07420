/// A value of an old-style (OpenStep) property list, as Xcode writes `project.pbxproj`: strings,
/// arrays and dictionaries (a dictionary keeps its members in file order), and `<hex>` data.
public indirect enum OpenStepValue: Sendable, Equatable {
    case string(String)
    case array([OpenStepValue])
    case dictionary([(key: String, value: OpenStepValue)])
    case data([UInt8])

    public static func == (lhs: OpenStepValue, rhs: OpenStepValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.data(let a), .data(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The text of a string value.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The elements of an array value.
    public var array: [OpenStepValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The value of `key` in a dictionary value (the last one of a repeated key, as CoreFoundation keeps).
    public subscript(key: String) -> OpenStepValue? {
        guard case .dictionary(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The members of a dictionary value.
    public var members: [(key: String, value: OpenStepValue)]? {
        if case .dictionary(let members) = self { return members }
        return nil
    }
}

/// Reads an old-style property list's text (UTF-8), such as an Xcode project's `project.pbxproj`.
///
/// Written here rather than taken from `PropertyListSerialization`: a project file is read on every
/// check, and Foundation on Linux takes about 17 ms for a 400 KB project (this reader a fraction of
/// that), and its recursive parser would follow a pull request's nesting as deep as it goes. This one
/// reads bytes, makes a `String` only for what it keeps, and refuses nesting deeper than
/// ``depthLimit``. The grammar is CoreFoundation's (`CFOldStylePList.c`): quoted strings with
/// escapes, unquoted strings of `[A-Za-z0-9_$/:.-]`, `( a, b, )`, `{ key = value; }`, `<hex data>`,
/// and `//` and `/* */` comments.
public struct OpenStepPlistReader {
    /// Where and why the text is no property list.
    public struct Failure: Error, Sendable {
        /// The 1-based line of the problem.
        public var line: Int
        public var message: String
    }

    /// The deepest nesting of arrays and dictionaries read (an Xcode project needs about 6).
    public static let depthLimit = 128

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The property list of `bytes`.
    public static func read(_ bytes: [UInt8]) throws(Failure) -> OpenStepValue {
        var reader = OpenStepPlistReader(bytes)
        // A UTF-8 byte order mark is allowed before the text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        let value = try reader.value(depth: 0)
        try reader.skipWhitespaceAndComments()
        guard reader.index == bytes.count else { throw reader.failure("unexpected text after the property list") }
        return value
    }

    private mutating func value(depth: Int) throws(Failure) -> OpenStepValue {
        guard depth < Self.depthLimit else { throw failure("nesting deeper than \(Self.depthLimit) levels") }
        try skipWhitespaceAndComments()
        guard index < bytes.count else { throw failure("the property list ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [(key: String, value: OpenStepValue)] = []
            while true {
                try skipWhitespaceAndComments()
                guard index < bytes.count else { throw failure("a dictionary is not closed") }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .dictionary(members)
                }
                let key = try string()
                try skipWhitespaceAndComments()
                let member: OpenStepValue
                if index < bytes.count, bytes[index] == UInt8(ascii: ";") {
                    member = .string(key)
                } else {
                    try expect(UInt8(ascii: "="), "expected '=' after a dictionary key")
                    member = try value(depth: depth + 1)
                    try skipWhitespaceAndComments()
                }
                try expect(UInt8(ascii: ";"), "expected ';' after a dictionary value")
                members.append((key, member))
            }
        case UInt8(ascii: "("):
            index += 1
            var elements: [OpenStepValue] = []
            while true {
                try skipWhitespaceAndComments()
                guard index < bytes.count else { throw failure("an array is not closed") }
                if bytes[index] == UInt8(ascii: ")") {
                    index += 1
                    return .array(elements)
                }
                elements.append(try value(depth: depth + 1))
                try skipWhitespaceAndComments()
                guard index < bytes.count else { throw failure("an array is not closed") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] != UInt8(ascii: ")") {
                    throw failure("expected ',' or ')' in an array")
                }
            }
        case UInt8(ascii: "<"):
            return .data(try data())
        default:
            return .string(try string())
        }
    }

    /// A quoted or unquoted string.
    private mutating func string() throws(Failure) -> String {
        guard index < bytes.count else { throw failure("expected a string") }
        let first = bytes[index]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return try quoted(first) }
        let start = index
        while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
        guard index > start else { throw failure("unexpected character '\(Character(Unicode.Scalar(first)))'") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func quoted(_ quote: UInt8) throws(Failure) -> String {
        index += 1
        let start = index
        // Most strings have no escape: their bytes are the text.
        while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "\\") { index += 1 }
        if index < bytes.count, bytes[index] == quote {
            defer { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        var text = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == quote { return String(decoding: text, as: UTF8.self) }
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                continue
            }
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "a"): text.append(0x07)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "v"): text.append(0x0B)
            case UInt8(ascii: "U"):
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
                    value = value << 4 | UInt32(digit)
                    index += 1
                    digits += 1
                }
                text += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                    value = value << 3 | UInt32(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                text += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
            default:
                text.append(escaped)
            }
        }
        throw failure("a quoted string is not closed")
    }

    private mutating func data() throws(Failure) -> [UInt8] {
        index += 1
        var result: [UInt8] = []
        var high: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else { break }
                return result
            }
            if Self.isWhitespace(byte) { continue }
            guard let digit = Self.hexValue(byte) else { throw failure("a data value holds a character that is no hex digit") }
            if let first = high {
                result.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        throw failure("a data value is not closed")
    }

    private mutating func expect(_ byte: UInt8, _ message: String) throws(Failure) {
        guard index < bytes.count, bytes[index] == byte else { throw failure(message) }
        index += 1
    }

    private mutating func skipWhitespaceAndComments() throws(Failure) {
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isWhitespace(byte) {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                guard index + 1 < bytes.count else { throw failure("a comment is not closed") }
                index += 2
            } else {
                return
            }
        }
    }

    private func failure(_ message: String) -> Failure {
        let line = 1 + bytes[..<min(index, bytes.count)].lazy.filter { $0 == 0x0A }.count
        return Failure(line: line, message: message)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// The characters of an unquoted string, as CoreFoundation's old-style parser allows them.
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
