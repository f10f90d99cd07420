import PushlocDiagnostics
import PushlocRules

/// A strict RFC 8259 JSON parser that keeps member order, duplicate keys, number text and the
/// line and column of every value.
///
/// Strict means: no comments, no trailing commas, no single quotes, no `NaN`, no unescaped control
/// characters in strings, valid UTF-8 only, and no lone surrogate escapes (`\ud800`). The first
/// syntax error stops the parse (JSON has no safe place to resume), and is reported as a `syntax`
/// error with its line and column. Nesting deeper than ``maximumDepth`` is an error, never a stack
/// overflow: the parser keeps its own stack.
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// Parses `bytes`, a JSON text read from `path` (the path is only used in diagnostics).
    ///
    /// - Returns: the document, or `nil` after a syntax error; and the findings: duplicate keys and a
    ///   byte order mark (warnings), and the syntax error if any.
    public static func parse(_ bytes: [UInt8], path: String) -> (document: JSONDocument?, diagnostics: [Diagnostic]) {
        var engine = JSONParserEngine(bytes: bytes, file: path)
        do {
            let (value, node) = try engine.run()
            return (JSONDocument(root: value, file: path, rootNode: node), engine.diagnostics)
        } catch {
            let location = engine.location(ofOffset: error.offset)
            engine.diagnostics.append(Diagnostic(RuleDescription.syntax, message: error.message, location: location))
            return (nil, engine.diagnostics)
        }
    }

    /// Parses the UTF-8 of `text`.
    public static func parse(_ text: String, path: String) -> (document: JSONDocument?, diagnostics: [Diagnostic]) {
        parse(Array(text.utf8), path: path)
    }
}

/// A syntax error at a byte offset.
package struct JSONSyntaxError: Error {
    package var offset: Int
    package var message: String
}

/// The parser's state. Iterative: containers being built live on `stack`, not on the call stack.
package struct JSONParserEngine {
    package let bytes: [UInt8]
    package let file: String
    package var diagnostics: [Diagnostic] = []

    private var index = 0
    private let start: Int
    private var line = 1
    private var lineStart = 0
    private var columnCacheOffset = 0
    private var columnCacheColumn = 1

    /// One open array or object.
    private struct Frame {
        var isObject: Bool
        var line: Int
        var column: Int
        var elements: [JSONValue] = []
        var members: [JSONMember] = []
        var nodes: [JSONLocationNode] = []
        /// Key -> location of its first occurrence, to report duplicates: made only once an object has
        /// many members (a dictionary per object was the largest allocation of a String Catalog's
        /// parse); the keys of a small object are searched in ``members``.
        var seenKeys: [String: (line: Int, column: Int)]?
        var pendingKey = ""
        var pendingKeyLine = 0
        var pendingKeyColumn = 0

        /// How many members an object has before its keys are indexed.
        static let indexedFrom = 12

        /// Where `key` first stood in this object, if it did.
        func firstOccurrence(of key: String) -> (line: Int, column: Int)? {
            if let seenKeys { return seenKeys[key] }
            for (position, member) in members.enumerated() where member.key == key {
                return (Int(nodes[position].keyLine), Int(nodes[position].keyColumn))
            }
            return nil
        }

        /// Notes that `key` (not seen before) stands at `line`:`column`.
        mutating func remember(_ key: String, line: Int, column: Int) {
            if seenKeys == nil && members.count >= Self.indexedFrom {
                var index: [String: (line: Int, column: Int)] = [:]
                index.reserveCapacity(members.count * 2)
                for (position, member) in members.enumerated() where index[member.key] == nil {
                    index[member.key] = (Int(nodes[position].keyLine), Int(nodes[position].keyColumn))
                }
                seenKeys = index
            }
            seenKeys?[key] = (line, column)
        }

        func finish() -> (JSONValue, JSONLocationNode) {
            let value: JSONValue = isObject ? .object(JSONObject(members)) : .array(elements)
            return (value, JSONLocationNode(line: line, column: column, children: nodes))
        }
    }

    package init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        let (start, warning) = bytes.withUnsafeBufferPointer { JSONSyntaxText.documentStart(in: $0, file: file) }
        self.start = start
        index = start
        lineStart = start
        columnCacheOffset = start
        if let warning { diagnostics.append(warning) }
    }

    // MARK: - Structure

    package mutating func run() throws(JSONSyntaxError) -> (JSONValue, JSONLocationNode) {
        skipWhitespace()
        guard index < bytes.count else {
            throw JSONSyntaxError(offset: index, message: "Empty document: expected a JSON value")
        }
        var stack: [Frame] = []
        while true {
            guard let opened = try parseValueOrOpen(&stack) else { continue }
            var (value, node) = opened
            // Attach the finished value to its container; close containers as long as they end here.
            while true {
                guard !stack.isEmpty else {
                    skipWhitespace()
                    if index < bytes.count {
                        throw unexpected(at: index, expecting: "the end of the document after the JSON value")
                    }
                    return (value, node)
                }
                let top = stack.count - 1
                if stack[top].isObject {
                    node.keyLine = Int32(clamping: stack[top].pendingKeyLine)
                    node.keyColumn = Int32(clamping: stack[top].pendingKeyColumn)
                    stack[top].members.append(JSONMember(key: stack[top].pendingKey, value: value))
                } else {
                    stack[top].elements.append(value)
                }
                stack[top].nodes.append(node)
                skipWhitespace()
                let closer = stack[top].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard index < bytes.count else {
                    throw JSONSyntaxError(offset: index, message: "Unexpected end of the document: expected ',' or '\(Character(Unicode.Scalar(closer)))'")
                }
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") {
                    let comma = index
                    index += 1
                    skipWhitespace()
                    if index < bytes.count && bytes[index] == closer {
                        throw JSONSyntaxError(offset: comma, message: "Trailing comma before '\(Character(Unicode.Scalar(closer)))': JSON does not allow it; remove the comma")
                    }
                    if stack[top].isObject { try readKey(into: &stack[top]) }
                    break
                } else if byte == closer {
                    index += 1
                    guard let frame = stack.popLast() else { break }
                    (value, node) = frame.finish()
                } else {
                    let what = stack[top].isObject ? "',' or '}' after the object member" : "',' or ']' after the array element"
                    throw unexpected(at: index, expecting: what)
                }
            }
        }
    }

    /// Parses a scalar value, or opens a container. Returns the value when one is complete
    /// (a scalar or an empty container), `nil` when a container was opened.
    private mutating func parseValueOrOpen(_ stack: inout [Frame]) throws(JSONSyntaxError) -> (JSONValue, JSONLocationNode)? {
        guard index < bytes.count else {
            throw JSONSyntaxError(offset: index, message: "Unexpected end of the document: expected a value")
        }
        let (line, column) = currentLineColumn()
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard stack.count < JSONParser.maximumDepth else {
                throw JSONSyntaxError(offset: index, message: "Nesting deeper than \(JSONParser.maximumDepth) levels of arrays and objects")
            }
            let isObject = byte == UInt8(ascii: "{")
            let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            index += 1
            skipWhitespace()
            if index < bytes.count && bytes[index] == closer {
                index += 1
                let value: JSONValue = isObject ? .object(JSONObject()) : .array([])
                return (value, JSONLocationNode(line: line, column: column))
            }
            var frame = Frame(isObject: isObject, line: line, column: column)
            if isObject { try readKey(into: &frame) }
            stack.append(frame)
            return nil
        case UInt8(ascii: "\""):
            return (.string(try readString()), JSONLocationNode(line: line, column: column))
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            let value = try readLiteral()
            return (value, JSONLocationNode(line: line, column: column))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let begin = index
            if let error = JSONNumberScanner.scan(bytes, from: &index) {
                throw JSONSyntaxError(offset: error.offset, message: error.message)
            }
            let text = String(decoding: bytes[begin..<index], as: UTF8.self)
            return (.number(JSONNumber(validatedText: text)), JSONLocationNode(line: line, column: column))
        default:
            throw unexpected(at: index, expecting: "a value")
        }
    }

    /// Reads `"key"`, whitespace, `:` and whitespace, into the frame's pending key.
    private mutating func readKey(into frame: inout Frame) throws(JSONSyntaxError) {
        guard index < bytes.count else {
            throw JSONSyntaxError(offset: index, message: "Unexpected end of the document: expected a key in double quotes")
        }
        guard bytes[index] == UInt8(ascii: "\"") else {
            throw unexpected(at: index, expecting: "a key in double quotes")
        }
        let (line, column) = currentLineColumn()
        let key = try readString()
        if let first = frame.firstOccurrence(of: key) {
            diagnostics.append(Diagnostic(
                RuleDescription.jsonDuplicateKey,
                message: "Duplicate key \"\(key)\" (first at \(first.line):\(first.column)); receivers keep the last one",
                location: SourceLocation(file: file, line: line, column: column)))
        } else {
            frame.remember(key, line: line, column: column)
        }
        frame.pendingKey = key
        frame.pendingKeyLine = line
        frame.pendingKeyColumn = column
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            if index >= bytes.count {
                throw JSONSyntaxError(offset: index, message: "Unexpected end of the document: expected ':' after the key \"\(key)\"")
            }
            throw unexpected(at: index, expecting: "':' after the key \"\(key)\"")
        }
        index += 1
        skipWhitespace()
    }

    private mutating func readLiteral() throws(JSONSyntaxError) -> JSONValue {
        let offset = index
        if let (value, length) = bytes.withUnsafeBufferPointer({ JSONSyntaxText.literal(in: $0, at: offset) }) {
            index += length
            return value
        }
        throw unexpected(at: index, expecting: "a value (true, false and null are lowercase)")
    }

    // MARK: - Strings

    /// Reads a string starting at its opening quote; leaves `index` after the closing quote.
    private mutating func readString() throws(JSONSyntaxError) -> String {
        let quote = index
        index += 1
        var segmentStart = index
        var decoded: [UInt8]?
        // Whether every byte so far is ASCII (a `\u` escape counts as not known to be).
        var isASCII = true
        while true {
            guard index < bytes.count else {
                throw JSONSyntaxError(offset: quote, message: "Unterminated string: no closing '\"' before the end of the document")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text: String
                if var buffer = decoded {
                    buffer.append(contentsOf: bytes[segmentStart..<index])
                    text = buffer.withUnsafeBufferPointer { Self.string(validated: $0, isASCII: isASCII) }
                } else {
                    text = bytes.withUnsafeBufferPointer { all in
                        Self.string(validated: UnsafeBufferPointer(rebasing: all[segmentStart..<index]), isASCII: isASCII)
                    }
                }
                index += 1
                return text
            } else if byte == UInt8(ascii: "\\") {
                var buffer = decoded ?? []
                buffer.append(contentsOf: bytes[segmentStart..<index])
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") { isASCII = false }
                try readEscape(into: &buffer, quote: quote)
                decoded = buffer
                segmentStart = index
            } else if byte < 0x20 {
                if byte == 0x0A || byte == 0x0D {
                    throw JSONSyntaxError(offset: index, message: "Line break inside a string: close the string with '\"' before the end of the line, or write \\n")
                }
                throw JSONSyntaxError(offset: index, message: "Control character U+\(JSONSyntaxText.hex4(UInt32(byte))) must be escaped inside a string (write \\u\(JSONSyntaxText.hex4(UInt32(byte)).lowercased()))")
            } else if byte < 0x80 {
                index += 1
            } else {
                isASCII = false
                index += try utf8SequenceLength(at: index)
            }
        }
    }

    /// The string of `bytes`, which the scan has validated as UTF-8 (every non-ASCII sequence went
    /// through ``utf8SequenceLength(at:)``, and escapes write whole scalars), so it is not validated
    /// again: `String(decoding:as:)` did, and was two fifths of reading a string. `isASCII` tells the
    /// string it is ASCII, which keeps its hashing and comparison on their fast paths.
    private static func string(validated bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            return String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Decodes the escape at `index` (a backslash) into `buffer` as UTF-8.
    private mutating func readEscape(into buffer: inout [UInt8], quote: Int) throws(JSONSyntaxError) {
        let backslash = index
        index = try bytes.withUnsafeBufferPointer { (all) throws(JSONSyntaxError) -> Int in
            try JSONSyntaxText.decodeEscape(in: all, at: backslash, quote: quote) { buffer.append($0) }
        }
    }

    /// The length of the valid UTF-8 sequence at `offset` (``JSONSyntaxText/utf8SequenceLength(in:at:)``).
    private func utf8SequenceLength(at offset: Int) throws(JSONSyntaxError) -> Int {
        try bytes.withUnsafeBufferPointer { (all) throws(JSONSyntaxError) -> Int in
            try JSONSyntaxText.utf8SequenceLength(in: all, at: offset)
        }
    }

    // MARK: - Whitespace and locations

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                newLine()
            case UInt8(ascii: "\r"):
                index += 1
                if index < bytes.count && bytes[index] == UInt8(ascii: "\n") { index += 1 }
                newLine()
            default:
                return
            }
        }
    }

    private mutating func newLine() {
        line += 1
        lineStart = index
        columnCacheOffset = index
        columnCacheColumn = 1
    }

    /// Line and column of `index`. Columns count Unicode scalars, so count the bytes that start one;
    /// a cache makes a run over one long line linear.
    private mutating func currentLineColumn() -> (Int, Int) {
        if columnCacheOffset < lineStart || columnCacheOffset > index {
            columnCacheOffset = lineStart
            columnCacheColumn = 1
        }
        var column = columnCacheColumn
        var offset = columnCacheOffset
        while offset < index {
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        columnCacheOffset = index
        columnCacheColumn = column
        return (line, column)
    }

    /// The location of any byte offset, computed from the start (used once, for the error).
    package func location(ofOffset offset: Int) -> SourceLocation {
        bytes.withUnsafeBufferPointer { JSONSyntaxText.location(in: $0, from: start, of: offset, file: file) }
    }

    // MARK: - Messages

    private func unexpected(at offset: Int, expecting: String) -> JSONSyntaxError {
        bytes.withUnsafeBufferPointer { JSONSyntaxText.unexpected(in: $0, at: offset, expecting: expecting) }
    }
}
