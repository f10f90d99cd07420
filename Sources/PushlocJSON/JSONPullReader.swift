import PushlocDiagnostics
import PushlocRules

/// A forward-only JSON reader that its caller drives value by value, for readers of a known schema
/// (String Catalogs) that build their model straight from the bytes.
///
/// It accepts exactly what ``JSONParser`` accepts and reports the same findings, at the same places
/// and in the same order: a byte order mark and duplicate keys (warnings), and the first syntax error,
/// which stops the read. Positions are ``JSONParser``'s. The caller asks what kind of value comes
/// next (``peekValue()``), then reads it: a string (``readString()``), an object member by member
/// (``beginObject()``, ``nextKey(_:)``), or any value as a ``JSONValue`` (``readValue()``), which is how
/// the values a schema does not know are kept. Nothing is built that the caller does not ask for.
///
/// A reader exists only inside ``read(_:file:_:)``, which checks that the caller read exactly one value.
package struct JSONPullReader: ~Copyable {
    /// The bytes, read without bounds checks: the reader is the whole cost of reading a catalog, and
    /// every access is behind an `index < count` test of its own. Valid only inside
    /// ``read(_:file:_:)`` (the reader is not copyable, and only that function makes one).
    let buffer: UnsafeBufferPointer<UInt8>
    /// The same bytes as an array, for the number grammar that ``JSONParser`` shares.
    let array: [UInt8]
    /// The path diagnostics show.
    package let file: String
    /// The JSON findings so far: byte order mark and duplicate keys.
    package internal(set) var diagnostics: [Diagnostic] = []

    /// The offset of the next byte to read.
    var index: Int
    /// Where the text starts (after a byte order mark).
    let start: Int
    var line = 1
    /// The offset whose column is 1, moved forward by the continuation bytes of UTF-8 sequences
    /// already passed on this line, so that the column of `index` is `index - columnBase + 1`.
    var columnBase: Int
    /// Open arrays and objects.
    var depth = 0
    var keys = JSONKeyTracker()
    /// Decoded bytes of the last string that had escapes.
    var scratch: [UInt8] = []

    private init(buffer: UnsafeBufferPointer<UInt8>, array: [UInt8], file: String) {
        self.buffer = buffer
        self.array = array
        self.file = file
        let (start, warning) = JSONSyntaxText.documentStart(in: buffer, file: file)
        self.start = start
        index = start
        columnBase = start
        if let warning { diagnostics.append(warning) }
    }

    /// Reads the JSON text in `bytes` (from `file`, for diagnostics) with `body`, which must read
    /// exactly one value: the document's root.
    ///
    /// - Returns: what `body` returned, or `nil` after a syntax error; and the JSON findings, the
    ///   syntax error last, exactly as ``JSONParser/parse(_:path:)-([UInt8],_)`` gives them.
    package static func read<Result>(
        _ bytes: [UInt8], file: String, _ body: (inout JSONPullReader) throws(JSONSyntaxError) -> Result
    ) -> (result: Result?, diagnostics: [Diagnostic]) {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONPullReader(buffer: buffer, array: bytes, file: file)
            do throws(JSONSyntaxError) {
                reader.skipWhitespace()
                guard reader.index < buffer.count else {
                    throw JSONSyntaxError(offset: reader.index, message: "Empty document: expected a JSON value")
                }
                let result = try body(&reader)
                reader.skipWhitespace()
                if reader.index < buffer.count {
                    throw reader.unexpected(at: reader.index, expecting: "the end of the document after the JSON value")
                }
                return (result, reader.diagnostics)
            } catch {
                reader.diagnostics.append(Diagnostic(
                    RuleDescription.syntax, message: error.message, location: reader.location(ofOffset: error.offset)))
                return (nil, reader.diagnostics)
            }
        }
    }

    // MARK: - Positions and whitespace

    /// Where the next value or key starts.
    @inline(__always)
    package var position: JSONTextPosition {
        JSONTextPosition(line: line, column: index - columnBase + 1)
    }

    /// Skips JSON whitespace (space, tab, LF, CR), counting lines. Catalogs are indented, so half
    /// their bytes are spaces: a run of them is skipped eight at a time, on a local offset.
    @inline(__always)
    mutating func skipWhitespace() {
        guard let base = buffer.baseAddress else { return }
        let count = buffer.count
        var at = index
        while at < count {
            let byte = buffer[at]
            if byte > 0x20 { break }
            if byte == 0x20 {
                at += 1
                // One space (Xcode's ` : `) needs no run.
                if at < count && buffer[at] > 0x20 { break }
                while at + 8 <= count {
                    let others = Self.word(at: base, at) ^ 0x2020_2020_2020_2020
                    if others != 0 {
                        at += others.trailingZeroBitCount >> 3
                        break
                    }
                    at += 8
                }
            } else if byte == 0x0A {
                at += 1
                line += 1
                columnBase = at
            } else if byte == 0x09 {
                at += 1
            } else if byte == 0x0D {
                at += 1
                if at < count && buffer[at] == 0x0A { at += 1 }
                line += 1
                columnBase = at
            } else {
                break
            }
        }
        index = at
    }

    /// The eight bytes at `offset` from `base` (the caller checked that they are there), as a
    /// little-endian word.
    @inline(__always)
    static func word(at base: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
        UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
    }

    // MARK: - Values

    /// What kind of value starts at the current position.
    ///
    /// - Throws: at the end of the document, or at a byte that cannot start a value.
    package func peekValue() throws(JSONSyntaxError) -> JSONValueKind {
        guard index < buffer.count else {
            throw JSONSyntaxError(offset: index, message: "Unexpected end of the document: expected a value")
        }
        switch buffer[index] {
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): return .literal
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default: throw unexpected(at: index, expecting: "a value")
        }
    }

    // MARK: - Objects and arrays

    /// Opens the object or array whose bracket is at the current position (``peekValue()`` said so).
    private mutating func open(closer: UInt8) throws(JSONSyntaxError) -> JSONContainerState {
        guard depth < JSONParser.maximumDepth else {
            throw JSONSyntaxError(offset: index, message: "Nesting deeper than \(JSONParser.maximumDepth) levels of arrays and objects")
        }
        index += 1
        skipWhitespace()
        if index < buffer.count && buffer[index] == closer {
            index += 1
            return JSONContainerState(isFirst: false, isDone: true)
        }
        depth += 1
        return JSONContainerState(isFirst: true, isDone: false)
    }

    /// Opens the object at the current position; read its members with ``nextKey(_:)``.
    package mutating func beginObject() throws(JSONSyntaxError) -> JSONContainerState {
        let state = try open(closer: UInt8(ascii: "}"))
        if !state.isDone { keys.open() }
        return state
    }

    /// Opens the array at the current position; read its elements after each ``nextElement(_:)``.
    package mutating func beginArray() throws(JSONSyntaxError) -> JSONContainerState {
        try open(closer: UInt8(ascii: "]"))
    }

    /// Moves past `,` to the next member or element, or past the closer; `false` at the closer.
    @inline(__always)
    private mutating func advance(_ state: inout JSONContainerState, closer: UInt8, expecting: String) throws(JSONSyntaxError) -> Bool {
        if state.isDone { return false }
        if state.isFirst {
            state.isFirst = false
            return true
        }
        skipWhitespace()
        guard index < buffer.count else {
            throw JSONSyntaxError(offset: index, message: "Unexpected end of the document: expected ',' or '\(Character(Unicode.Scalar(closer)))'")
        }
        let byte = buffer[index]
        if byte == UInt8(ascii: ",") {
            let comma = index
            index += 1
            skipWhitespace()
            if index < buffer.count && buffer[index] == closer {
                throw JSONSyntaxError(offset: comma, message: "Trailing comma before '\(Character(Unicode.Scalar(closer)))': JSON does not allow it; remove the comma")
            }
            return true
        }
        if byte == closer {
            index += 1
            depth -= 1
            state.isDone = true
            return false
        }
        throw unexpected(at: index, expecting: expecting)
    }

    /// The next member's key of the object `state` reads, leaving the reader at its value, which the
    /// caller must read before asking again; `nil` once the object has closed.
    package mutating func nextKey(_ state: inout JSONContainerState) throws(JSONSyntaxError) -> JSONKey? {
        try nextKey(&state, in: nil)
    }

    /// The next member's key, as ``nextKey(_:)``, matched against the names a schema knows for this
    /// object: ``JSONKey/field`` is its index in `names`, by `String` equality (as a `switch` over its
    /// name would say). A plain ASCII key is matched by its bytes, without making its string.
    package mutating func nextKey(_ state: inout JSONContainerState, in names: JSONKeySet?) throws(JSONSyntaxError) -> JSONKey? {
        if state.isDone { return nil }
        guard try advance(&state, closer: UInt8(ascii: "}"), expecting: "',' or '}' after the object member") else {
            keys.close()
            return nil
        }
        var key = try readKey()
        if let names {
            key.field = key.isPlain ? names.index(of: buffer, from: key.start, count: key.end - key.start) : names.index(of: name(of: key))
        }
        return key
    }

    /// Whether the array `state` reads has another element, leaving the reader at it; `false` once
    /// the array has closed.
    package mutating func nextElement(_ state: inout JSONContainerState) throws(JSONSyntaxError) -> Bool {
        try advance(&state, closer: UInt8(ascii: "]"), expecting: "',' or ']' after the array element")
    }

    /// Reads `"key"`, whitespace, `:` and whitespace, and reports a duplicate key.
    @inline(__always)
    private mutating func readKey() throws(JSONSyntaxError) -> JSONKey {
        guard index < buffer.count else {
            throw JSONSyntaxError(offset: index, message: "Unexpected end of the document: expected a key in double quotes")
        }
        guard buffer[index] == UInt8(ascii: "\"") else {
            throw unexpected(at: index, expecting: "a key in double quotes")
        }
        let keyPosition = position
        let span = try scanString()
        var key = JSONKey(
            position: keyPosition, start: span.start, end: span.end,
            text: span.hasEscapes ? keys.keep(Self.text(of: span, in: buffer, scratch: scratch)) : -1,
            field: nil, hasEscapes: span.hasEscapes, isPlain: span.isASCII && !span.hasEscapes)
        if let first = keys.firstOccurrence(of: &key, in: buffer) {
            diagnostics.append(Diagnostic(
                RuleDescription.jsonDuplicateKey,
                message: "Duplicate key \"\(name(of: key))\" (first at \(first.line):\(first.column)); receivers keep the last one",
                location: keyPosition.location(in: file)))
        }
        skipWhitespace()
        guard index < buffer.count, buffer[index] == UInt8(ascii: ":") else {
            if index >= buffer.count {
                throw JSONSyntaxError(offset: index, message: "Unexpected end of the document: expected ':' after the key \"\(name(of: key))\"")
            }
            throw unexpected(at: index, expecting: "':' after the key \"\(name(of: key))\"")
        }
        index += 1
        skipWhitespace()
        return key
    }

    // MARK: - Keys

    /// The name of `key`, escapes decoded.
    package func name(of key: JSONKey) -> String {
        if key.text >= 0 { return keys.text(key.text) }
        return Self.makeString(validated: UnsafeBufferPointer(rebasing: buffer[key.start..<key.end]), isASCII: key.isPlain)
    }
}

/// The kind of a JSON value, from its first byte.
package enum JSONValueKind: Sendable {
    /// `{`
    case object
    /// `[`
    case array
    /// `"`
    case string
    /// `-` or a digit.
    case number
    /// `t`, `f` or `n`: `true`, `false` or `null`.
    case literal
}

/// Where a ``JSONPullReader`` is in one object or array.
package struct JSONContainerState {
    /// Nothing of it read yet (and it is not empty).
    fileprivate var isFirst: Bool
    /// Its closer has been read.
    fileprivate var isDone: Bool
}

/// An object member's key, read by ``JSONPullReader/nextKey(_:)``: its name is made only on demand
/// (``JSONPullReader/name(of:)``), since a schema's own keys only need matching
/// (``JSONPullReader/nextKey(_:in:)``). Valid until the object it belongs to closes. Trivial (no
/// references), since every member of a document makes one.
package struct JSONKey {
    /// Where its opening quote is.
    package var position: JSONTextPosition
    /// Its text in the source, between the quotes.
    var start: Int
    var end: Int
    /// Its name among the reader's kept names, or -1 until one is made (one always is, for a key
    /// with escapes).
    var text: Int
    /// Its index in the names it was matched against, if it is one of them.
    package var field: Int?
    /// Whether its source has escapes.
    package var hasEscapes: Bool
    /// Whether the source bytes are the name: ASCII without escapes. A known field's name is then
    /// the field's own string.
    package var isPlain: Bool
}
