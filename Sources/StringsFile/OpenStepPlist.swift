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

/// An old-style property list read into a flat list of nodes over the file's bytes: a string is a
/// byte range (its text is made only when asked for), an array or dictionary a range of child nodes.
///
/// Written here rather than taken from `PropertyListSerialization`: an Xcode project is read on every
/// check, pre-commit runs included, and Foundation on Linux takes about 17 ms for a 400 KB project,
/// while this reader makes no string, array or dictionary per value. Its nesting is bounded
/// (``depthLimit``), where a recursive parser would follow a pull request's nesting as deep as it goes.
/// The grammar is CoreFoundation's (`CFOldStylePList.c`): quoted strings with escapes, unquoted strings
/// of `[A-Za-z0-9_$/:.-]`, `( a, b, )`, `{ key = value; }`, `<hex data>`, and `//` and `/* */` comments.
public struct OpenStepPlist: Sendable {
    /// A node: what it is, and where its bytes or children are.
    public struct Node: Sendable {
        public enum Kind: UInt8, Sendable {
            case string, array, dictionary, data
        }

        public let kind: Kind
        /// Whether a string's or data's bytes are in the reader's decoded buffer (an escaped string,
        /// hex data) rather than the file's.
        let isDecoded: Bool
        let start: Int32
        let count: Int32
    }

    /// A node's index.
    public typealias Index = Int32

    /// Where and why the text is no property list.
    public struct Failure: Error, Sendable {
        /// The 1-based line of the problem.
        public var line: Int
        public var message: String
    }

    /// The deepest nesting of arrays and dictionaries read (an Xcode project needs about 6).
    public static let depthLimit = 128

    private let bytes: [UInt8]
    private var decoded: [UInt8] = []
    private var nodes: [Node] = []
    /// The children of every array (its elements) and dictionary (key, value, key, value, …).
    private var children: [Index] = []
    /// The root node.
    public private(set) var root: Index = 0

    /// Reads `bytes` (UTF-8 text, a byte order mark allowed).
    public init(_ bytes: [UInt8]) throws(Failure) {
        self.bytes = bytes
        // The parse reads the bytes in place: a project is hundreds of kilobytes, read byte by byte.
        let (root, nodes, children, decoded) = try bytes.withUnsafeBufferPointer { buffer throws(Failure) in
            var parser = OpenStepPlistParser(buffer)
            return try parser.parse()
        }
        self.root = root
        self.nodes = nodes
        self.children = children
        self.decoded = decoded
    }

    /// The node at `index`.
    public func node(_ index: Index) -> Node { nodes[Int(index)] }

    /// The text of a string node, `nil` for another kind.
    public func string(_ index: Index) -> String? {
        let node = nodes[Int(index)]
        guard node.kind == .string else { return nil }
        return withBytes(of: node) { String(decoding: $0, as: UTF8.self) }
    }

    /// A key made of a string node's bytes, compared and hashed without making a `String`: Xcode
    /// projects refer to their thousands of objects by ids (`"8A1B2C3D4E5F60718293A4B5"`), and
    /// looking them up is most of reading a project. `nil` for another kind of node.
    public func key(_ index: Index) -> Key? {
        let node = nodes[Int(index)]
        guard node.kind == .string else { return nil }
        return withBytes(of: node) { Key($0) }
    }

    /// A string's bytes as a hashable value: up to 32 bytes packed into words, longer ones kept whole.
    public struct Key: Hashable, Sendable {
        private let words: (UInt64, UInt64, UInt64, UInt64)
        private let count: Int
        private let long: [UInt8]?

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            count = bytes.count
            guard bytes.count <= 32 else {
                words = (0, 0, 0, 0)
                long = Array(bytes)
                return
            }
            var packed: [UInt64] = [0, 0, 0, 0]
            for (position, byte) in bytes.enumerated() {
                packed[position >> 3] |= UInt64(byte) << (UInt64(position & 7) * 8)
            }
            words = (packed[0], packed[1], packed[2], packed[3])
            long = nil
        }

        public static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.count == rhs.count && lhs.words == rhs.words && lhs.long == rhs.long
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(count)
            hasher.combine(words.0)
            hasher.combine(words.1)
            hasher.combine(words.2)
            hasher.combine(words.3)
            hasher.combine(long)
        }
    }

    /// Whether the node at `index` is a string whose bytes are `text`'s.
    public func isString(_ index: Index, _ text: StaticString) -> Bool {
        let node = nodes[Int(index)]
        guard node.kind == .string, Int(node.count) == text.utf8CodeUnitCount else { return false }
        return withBytes(of: node) { stored in
            text.withUTF8Buffer { wanted in stored.elementsEqual(wanted) }
        }
    }

    /// Whether the node at `index` is a string whose bytes end with `suffix`'s, tested in place
    /// (no `String` is made: a project has thousands of file references, and few of them matter).
    public func hasSuffix(_ index: Index, _ suffix: StaticString) -> Bool {
        let node = nodes[Int(index)]
        let count = suffix.utf8CodeUnitCount
        guard node.kind == .string, Int(node.count) >= count else { return false }
        return withBytes(of: node) { stored in
            suffix.withUTF8Buffer { wanted in UnsafeBufferPointer(rebasing: stored[(stored.count - count)...]).elementsEqual(wanted) }
        }
    }

    /// The elements of an array node (empty for another kind).
    public func elements(_ index: Index) -> ArraySlice<Index> {
        let node = nodes[Int(index)]
        guard node.kind == .array else { return [] }
        return children[Int(node.start)..<Int(node.start + node.count)]
    }

    /// The value of `key` in a dictionary node (the last one of a repeated key, as CoreFoundation
    /// keeps), `nil` when it has none or is no dictionary.
    public func value(_ index: Index, _ key: StaticString) -> Index? {
        let node = nodes[Int(index)]
        guard node.kind == .dictionary else { return nil }
        var found: Index?
        var position = Int(node.start)
        let end = Int(node.start + node.count * 2)
        while position < end {
            if isString(children[position], key) { found = children[position + 1] }
            position += 2
        }
        return found
    }

    /// The text of the string value of `key` in a dictionary node.
    public func string(_ index: Index, _ key: StaticString) -> String? {
        value(index, key).flatMap(string)
    }

    /// The members of a dictionary node, in file order (empty for another kind).
    public func members(_ index: Index) -> [(key: Index, value: Index)] {
        let node = nodes[Int(index)]
        guard node.kind == .dictionary else { return [] }
        return (0..<Int(node.count)).map { member in
            (children[Int(node.start) + 2 * member], children[Int(node.start) + 2 * member + 1])
        }
    }

    /// The node at `index` as a value tree.
    public func value(_ index: Index) -> OpenStepValue {
        let node = nodes[Int(index)]
        switch node.kind {
        case .string: return .string(string(index) ?? "")
        case .data: return .data(withBytes(of: node) { Array($0) })
        case .array: return .array(elements(index).map(value))
        case .dictionary: return .dictionary(members(index).map { (key: string($0.key) ?? "", value: value($0.value)) })
        }
    }

    private func withBytes<Result>(of node: Node, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let source = node.isDecoded ? decoded : bytes
        return source.withUnsafeBufferPointer { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[Int(node.start)..<Int(node.start + node.count)]))
        }
    }
}

/// Reads old-style property lists as value trees (``OpenStepPlist`` for the flat, lazy form).
public enum OpenStepPlistReader {
    public typealias Failure = OpenStepPlist.Failure

    /// The deepest nesting read.
    public static let depthLimit = OpenStepPlist.depthLimit

    /// The property list of `bytes` as a value tree.
    public static func read(_ bytes: [UInt8]) throws(Failure) -> OpenStepValue {
        let plist = try OpenStepPlist(bytes)
        return plist.value(plist.root)
    }
}

/// The parse behind ``OpenStepPlist``: one pass over the bytes, containers' children gathered on a
/// stack and copied into one array when each container closes.
private struct OpenStepPlistParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var nodes: [OpenStepPlist.Node] = []
    private var children: [OpenStepPlist.Index] = []
    private var stack: [OpenStepPlist.Index] = []
    private var decoded: [UInt8] = []

    /// A parser of `bytes`, which must outlive it.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parse() throws(OpenStepPlist.Failure) -> (OpenStepPlist.Index, [OpenStepPlist.Node], [OpenStepPlist.Index], [UInt8]) {
        // A UTF-8 byte order mark is allowed before the text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        nodes.reserveCapacity(bytes.count / 16)
        let root = try value(depth: 0)
        try skipWhitespaceAndComments()
        guard index == bytes.count else { throw failure("unexpected text after the property list") }
        return (root, nodes, children, decoded)
    }

    private mutating func add(_ kind: OpenStepPlist.Node.Kind, decoded isDecoded: Bool = false, start: Int, count: Int) -> OpenStepPlist.Index {
        nodes.append(OpenStepPlist.Node(kind: kind, isDecoded: isDecoded, start: Int32(truncatingIfNeeded: start), count: Int32(truncatingIfNeeded: count)))
        return OpenStepPlist.Index(nodes.count - 1)
    }

    /// Moves the children gathered on the stack since `mark` into ``children``; where they start.
    private mutating func close(from mark: Int) -> Int {
        let start = children.count
        children.append(contentsOf: stack[mark...])
        stack.removeSubrange(mark...)
        return start
    }

    private mutating func value(depth: Int) throws(OpenStepPlist.Failure) -> OpenStepPlist.Index {
        guard depth < OpenStepPlist.depthLimit else { throw failure("nesting deeper than \(OpenStepPlist.depthLimit) levels") }
        try skipWhitespaceAndComments()
        guard index < bytes.count else { throw failure("the property list ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            let mark = stack.count
            while true {
                try skipWhitespaceAndComments()
                guard index < bytes.count else { throw failure("a dictionary is not closed") }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    let count = (stack.count - mark) / 2
                    return add(.dictionary, start: close(from: mark), count: count)
                }
                let key = try string()
                try skipWhitespaceAndComments()
                let member: OpenStepPlist.Index
                if index < bytes.count, bytes[index] == UInt8(ascii: ";") {
                    member = key
                } else {
                    try expect(UInt8(ascii: "="), "expected '=' after a dictionary key")
                    member = try value(depth: depth + 1)
                    try skipWhitespaceAndComments()
                }
                try expect(UInt8(ascii: ";"), "expected ';' after a dictionary value")
                stack.append(key)
                stack.append(member)
            }
        case UInt8(ascii: "("):
            index += 1
            let mark = stack.count
            while true {
                try skipWhitespaceAndComments()
                guard index < bytes.count else { throw failure("an array is not closed") }
                if bytes[index] == UInt8(ascii: ")") {
                    index += 1
                    let count = stack.count - mark
                    return add(.array, start: close(from: mark), count: count)
                }
                stack.append(try value(depth: depth + 1))
                try skipWhitespaceAndComments()
                guard index < bytes.count else { throw failure("an array is not closed") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                } else if bytes[index] != UInt8(ascii: ")") {
                    throw failure("expected ',' or ')' in an array")
                }
            }
        case UInt8(ascii: "<"):
            return try data()
        default:
            return try string()
        }
    }

    /// A quoted or unquoted string.
    private mutating func string() throws(OpenStepPlist.Failure) -> OpenStepPlist.Index {
        guard index < bytes.count else { throw failure("expected a string") }
        let first = bytes[index]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return try quoted(first) }
        let start = index
        while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
        guard index > start else { throw failure("unexpected character '\(Character(Unicode.Scalar(first)))'") }
        return add(.string, start: start, count: index - start)
    }

    private mutating func quoted(_ quote: UInt8) throws(OpenStepPlist.Failure) -> OpenStepPlist.Index {
        index += 1
        let start = index
        // Most strings have no escape: their bytes are the text.
        while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "\\") { index += 1 }
        if index < bytes.count, bytes[index] == quote {
            index += 1
            return add(.string, start: start, count: index - 1 - start)
        }
        let decodedStart = decoded.count
        decoded.append(contentsOf: bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == quote { return add(.string, decoded: true, start: decodedStart, count: decoded.count - decodedStart) }
            guard byte == UInt8(ascii: "\\") else {
                decoded.append(byte)
                continue
            }
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "a"): decoded.append(0x07)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "v"): decoded.append(0x0B)
            case UInt8(ascii: "U"):
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
                    value = value << 4 | UInt32(digit)
                    index += 1
                    digits += 1
                }
                decoded += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                    value = value << 3 | UInt32(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                decoded += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
            default:
                decoded.append(escaped)
            }
        }
        throw failure("a quoted string is not closed")
    }

    private mutating func data() throws(OpenStepPlist.Failure) -> OpenStepPlist.Index {
        index += 1
        let decodedStart = decoded.count
        var high: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else { break }
                return add(.data, decoded: true, start: decodedStart, count: decoded.count - decodedStart)
            }
            if Self.isWhitespace(byte) { continue }
            guard let digit = Self.hexValue(byte) else { throw failure("a data value holds a character that is no hex digit") }
            if let first = high {
                decoded.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        throw failure("a data value is not closed")
    }

    private mutating func expect(_ byte: UInt8, _ message: String) throws(OpenStepPlist.Failure) {
        guard index < bytes.count, bytes[index] == byte else { throw failure(message) }
        index += 1
    }

    private mutating func skipWhitespaceAndComments() throws(OpenStepPlist.Failure) {
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

    private func failure(_ message: String) -> OpenStepPlist.Failure {
        let line = 1 + bytes[..<min(index, bytes.count)].lazy.filter { $0 == 0x0A }.count
        return OpenStepPlist.Failure(line: line, message: message)
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
