/// The parse behind ``OpenStepPlist``: one pass over the bytes, containers' children gathered on a
/// stack and copied into one list when each container closes.
///
/// A project is hundreds of kilobytes read byte by byte, so the loops read through a pointer without
/// bounds checks (every read is guarded by `index < count`), classify bytes with bit masks instead of
/// `switch`es, find the end of a `/* */` comment eight bytes at a time, and write nodes into buffers
/// that skip `Array`'s per-append uniqueness and capacity checks.
struct OpenStepPlistParser {
    typealias Index = OpenStepPlist.Index
    typealias Node = OpenStepPlist.Node

    /// What a parse makes: the root node, the nodes, the containers' children and the decoded bytes.
    struct Result {
        var root: Index
        var nodes: [Node]
        var children: [Index]
        var decoded: [UInt8]
    }

    private let base: UnsafePointer<UInt8>
    private let count: Int
    private var index = 0
    private var nodes: OpenStepFixedBuffer<Node>
    private var children: OpenStepFixedBuffer<Index>
    private var stack: OpenStepGrowableBuffer<Index>
    private var decoded: OpenStepGrowableBuffer<UInt8>

    /// Parses `bytes` (a UTF-8 byte order mark allowed before the text).
    ///
    /// The nodes and children are written straight into the storage of the arrays returned, which
    /// must be given a capacity up front: enough for one node per 8 bytes (Xcode's projects hold
    /// about one per 20). A text that needs more (a list of one-letter strings) is counted to the
    /// end and parsed again with exactly the capacity it needs.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(OpenStepPlist.Failure) -> Result {
        guard let base = bytes.baseAddress, !bytes.isEmpty else {
            throw OpenStepPlist.Failure(line: 1, message: "the property list ends where a value was expected")
        }
        var nodeCapacity = bytes.count / 8 + 64
        var childCapacity = nodeCapacity
        while true {
            var root: Index = 0
            var children: [Index] = []
            var decoded: [UInt8] = []
            var failure: OpenStepPlist.Failure?
            var needed = (nodes: 0, children: 0)
            let nodes = [Node](unsafeUninitializedCapacity: nodeCapacity) { nodeBuffer, nodeCount in
                children = [Index](unsafeUninitializedCapacity: childCapacity) { childBuffer, childCount in
                    guard let nodeBase = nodeBuffer.baseAddress, let childBase = childBuffer.baseAddress else { return }
                    var parser = OpenStepPlistParser(
                        base: base, count: bytes.count,
                        nodes: OpenStepFixedBuffer(base: nodeBase, capacity: nodeBuffer.count),
                        children: OpenStepFixedBuffer(base: childBase, capacity: childBuffer.count))
                    do throws(OpenStepPlist.Failure) {
                        root = try parser.parse()
                        decoded = parser.decoded.array()
                    } catch {
                        failure = error
                    }
                    nodeCount = parser.nodes.written
                    childCount = parser.children.written
                    needed = (parser.nodes.count, parser.children.count)
                    parser.deallocate()
                }
            }
            if let failure { throw failure }
            guard needed.nodes > nodes.count || needed.children > children.count else {
                return Result(root: root, nodes: nodes, children: children, decoded: decoded)
            }
            nodeCapacity = max(needed.nodes, 1)
            childCapacity = max(needed.children, 1)
        }
    }

    private init(base: UnsafePointer<UInt8>, count: Int, nodes: OpenStepFixedBuffer<Node>, children: OpenStepFixedBuffer<Index>) {
        self.base = base
        self.count = count
        self.nodes = nodes
        self.children = children
        stack = OpenStepGrowableBuffer(capacity: 256)
        decoded = OpenStepGrowableBuffer(capacity: 256)
    }

    private func deallocate() {
        stack.deallocate()
        decoded.deallocate()
    }

    /// The root node's index.
    private mutating func parse() throws(OpenStepPlist.Failure) -> Index {
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { index = 3 }
        // CoreFoundation makes a string of the whole text first, and a text that is no UTF-8 makes
        // none: "Conversion of string failed", whatever the bad byte's place (a comment included).
        if let bad = ValidUTF8.firstInvalid(UnsafeBufferPointer(start: base, count: count), from: index) {
            throw failure("byte 0x\(String(base[bad], radix: 16, uppercase: true)) is not UTF-8, and Foundation reads no part of such a text", at: bad)
        }
        try skipWhitespaceAndComments()
        let root = try value(depth: 0)
        try skipWhitespaceAndComments()
        guard index == count else { throw failure("unexpected text after the property list") }
        return root
    }

    @inline(__always)
    private mutating func add(_ kind: Node.Kind, decoded isDecoded: Bool = false, start: Int, count: Int) -> Index {
        nodes.append(Node(kind: kind, isDecoded: isDecoded, start: Int32(truncatingIfNeeded: start), count: Int32(truncatingIfNeeded: count)))
        return Index(truncatingIfNeeded: nodes.count &- 1)
    }

    /// Moves the children gathered on the stack since `mark` into ``children``; where they start.
    private mutating func close(from mark: Int) -> Int {
        let start = children.count
        children.append(stack.base + mark, count: stack.count - mark)
        stack.removeLast(stack.count - mark)
        return start
    }

    /// The value at ``index``, where whitespace and comments have been skipped.
    @inline(__always)
    private mutating func value(depth: Int) throws(OpenStepPlist.Failure) -> Index {
        guard depth < OpenStepPlist.depthLimit else { throw failure("nesting deeper than \(OpenStepPlist.depthLimit) levels") }
        guard index < count else { throw failure("the property list ends where a value was expected") }
        switch base[index] {
        case UInt8(ascii: "{"):
            index += 1
            return try dictionary(depth: depth)
        case UInt8(ascii: "("):
            index += 1
            return try array(depth: depth)
        case UInt8(ascii: "<"):
            return try data()
        default:
            return try string()
        }
    }

    /// The members of a dictionary after its `{`, up to and with its `}`.
    ///
    /// The position is kept in a local across the loop and written to ``index`` only around the
    /// calls that read it (nested values, quoted strings, errors): through `self` every step would
    /// be a load and a store.
    private mutating func dictionary(depth: Int) throws(OpenStepPlist.Failure) -> Index {
        let mark = stack.count
        let base = self.base
        let end = count
        var position = index
        while true {
            position = try Self.skipWhitespaceAndComments(base, from: position, end: end)
            guard position < end else { throw failure("a dictionary is not closed", at: position) }
            let first = base[position]
            if first == UInt8(ascii: "}") {
                index = position &+ 1
                let members = (stack.count &- mark) / 2
                return add(.dictionary, start: close(from: mark), count: members)
            }
            // Most keys and values of a project are unquoted strings (ids, names, settings): read
            // here, without the calls of the general path. For a key, the scan itself tells whether
            // an unquoted string starts here (it ends later).
            let key: Index
            let keyEnd = OpenStepBytes.unquotedEnd(base, from: position, count: end)
            if _fastPath(keyEnd != position) {
                key = add(.string, start: position, count: keyEnd &- position)
                position = keyEnd
            } else {
                index = position
                key = try string()
                position = index
            }
            // Xcode writes one space either side of `=`, and most values are unquoted strings: such
            // a value is read here, with no call between the key's scan and its own (after a call,
            // the scans' vector constants are loaded again).
            let member: Index
            if _fastPath(position &+ 4 <= end && base[position] == 0x20 && base[position &+ 1] == UInt8(ascii: "=")
                && base[position &+ 2] == 0x20 && OpenStepBytes.isUnquotedExceptSlash(base[position &+ 3])) {
                let start = position &+ 3
                position = OpenStepBytes.unquotedEnd(base, from: start &+ 1, count: end)
                member = add(.string, start: start, count: position &- start)
            } else {
                position = try Self.skipWhitespaceAndComments(base, from: position, end: end)
                if position < end, base[position] == UInt8(ascii: ";") {
                    position &+= 1
                    stack.append(key, key)
                    continue
                }
                guard position < end, base[position] == UInt8(ascii: "=") else {
                    throw failure("expected '=' after a dictionary key", at: position)
                }
                index = try Self.skipWhitespaceAndComments(base, from: position &+ 1, end: end)
                if index < end, OpenStepBytes.isUnquoted(base[index]) {
                    member = unquoted()
                } else {
                    member = try value(depth: depth + 1)
                }
                position = index
            }
            // Most often `;` follows at once.
            if _slowPath(position >= end || base[position] != UInt8(ascii: ";")) {
                position = try Self.skipWhitespaceAndComments(base, from: position, end: end)
                guard position < end, base[position] == UInt8(ascii: ";") else {
                    throw failure("expected ';' after a dictionary value", at: position)
                }
            }
            position &+= 1
            stack.append(key, member)
        }
    }

    /// The elements of an array after its `(`, up to and with its `)`.
    private mutating func array(depth: Int) throws(OpenStepPlist.Failure) -> Index {
        let mark = stack.count
        let base = self.base
        let end = count
        var position = index
        while true {
            position = try Self.skipWhitespaceAndComments(base, from: position, end: end)
            guard position < end else { throw failure("an array is not closed", at: position) }
            let first = base[position]
            if first == UInt8(ascii: ")") {
                index = position &+ 1
                let elements = stack.count &- mark
                return add(.array, start: close(from: mark), count: elements)
            }
            if OpenStepBytes.isUnquoted(first) {
                let start = position
                position = OpenStepBytes.unquotedEnd(base, from: start &+ 1, count: end)
                stack.append(add(.string, start: start, count: position &- start))
            } else {
                index = position
                stack.append(try value(depth: depth + 1))
                position = index
            }
            position = try Self.skipWhitespaceAndCommentsIfAny(base, from: position, end: end)
            guard position < end else { throw failure("an array is not closed", at: position) }
            if base[position] == UInt8(ascii: ",") {
                position &+= 1
            } else if base[position] != UInt8(ascii: ")") {
                throw failure("expected ',' or ')' in an array", at: position)
            }
        }
    }

    /// A quoted or unquoted string.
    @inline(__always)
    private mutating func string() throws(OpenStepPlist.Failure) -> Index {
        guard index < count else { throw failure("expected a string") }
        let first = base[index]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return try quoted(first) }
        guard OpenStepBytes.isUnquoted(first) else {
            let shown = first < 0x80 ? "'\(Character(Unicode.Scalar(first)))'" : "byte 0x\(String(first, radix: 16, uppercase: true))"
            throw failure("unexpected character \(shown) where a string was expected")
        }
        return unquoted()
    }

    /// The unquoted string at ``index``, whose first byte is one an unquoted string may hold.
    @inline(__always)
    private mutating func unquoted() -> Index {
        let start = index
        index = OpenStepBytes.unquotedEnd(base, from: start &+ 1, count: count)
        return add(.string, start: start, count: index &- start)
    }

    private mutating func quoted(_ quote: UInt8) throws(OpenStepPlist.Failure) -> Index {
        index += 1
        let start = index
        // Most strings have no escape: their bytes are the text.
        index = OpenStepBytes.firstOf(quote, UInt8(ascii: "\\"), in: base, from: index, to: count)
        if index < count, base[index] == quote {
            index += 1
            return add(.string, start: start, count: index - 1 - start)
        }
        let decodedStart = decoded.count
        decoded.append(base + start, count: index - start)
        while index < count {
            let byte = base[index]
            index += 1
            if byte == quote { return add(.string, decoded: true, start: decodedStart, count: decoded.count - decodedStart) }
            guard byte == UInt8(ascii: "\\") else {
                decoded.append(byte)
                continue
            }
            guard index < count else { break }
            unescape()
        }
        throw failure("a quoted string is not closed")
    }

    /// Decodes the escape whose backslash is just before ``index``, as CoreFoundation's
    /// `getSlashedChar` does: control letters, `\U` and 1 to 4 hex digits (a surrogate pair written
    /// as two escapes is one character), 1 to 3 octal digits of a NeXTSTEP Latin byte, and any other
    /// character standing for itself.
    private mutating func unescape() {
        let escaped = base[index]
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
            let value = hexDigits()
            if (0xD800...0xDBFF).contains(value), index + 1 < count, base[index] == UInt8(ascii: "\\"), base[index + 1] == UInt8(ascii: "U") {
                let resume = index
                index += 2
                let low = hexDigits()
                if (0xDC00...0xDFFF).contains(low) {
                    append(scalar: 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00))
                    return
                }
                index = resume
            }
            append(scalar: value)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = escaped &- UInt8(ascii: "0")
            var digits = 1
            while digits < 3, index < count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(base[index]) {
                value = (value &<< 3) &+ (base[index] &- UInt8(ascii: "0"))
                index += 1
                digits += 1
            }
            append(scalar: NeXTSTEPLatin.scalar(for: value))
        default:
            decoded.append(escaped)
        }
    }

    /// The value of up to 4 hex digits at ``index`` (0 for none), reading past them.
    private mutating func hexDigits() -> UInt32 {
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, index < count, let digit = OpenStepBytes.hexValue(base[index]) {
            value = value << 4 | UInt32(digit)
            index += 1
            digits += 1
        }
        return value
    }

    /// Appends the UTF-8 bytes of `value`, U+FFFD for a value that is no scalar (a lone surrogate).
    private mutating func append(scalar value: UInt32) {
        for unit in (Unicode.Scalar(value) ?? "\u{FFFD}").utf8 { decoded.append(unit) }
    }

    /// The `<hex>` data after ``index``, read as CoreFoundation's `getDataBytes` reads it: each byte
    /// is two hex digits side by side, and only a space, a tab, a line feed, a carriage return, U+2028
    /// or U+2029 may come between bytes (no comment, no other whitespace).
    private mutating func data() throws(OpenStepPlist.Failure) -> Index {
        index += 1
        let decodedStart = decoded.count
        while index < count {
            let byte = base[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                return add(.data, decoded: true, start: decodedStart, count: decoded.count - decodedStart)
            }
            if let high = OpenStepBytes.hexValue(byte) {
                guard index + 1 < count, let low = OpenStepBytes.hexValue(base[index + 1]) else {
                    throw failure("a data value has a hex digit without its pair")
                }
                decoded.append(high << 4 | low)
                index += 2
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == OpenStepBytes.separatorLead, OpenStepBytes.isSeparator(base, at: index, end: count) {
                index += 3
            } else {
                throw failure("a data value holds a character that is no hex digit")
            }
        }
        throw failure("a data value is not closed")
    }

    /// Skips whitespace, `// line` comments and `/* block */` comments at ``index``.
    private mutating func skipWhitespaceAndComments() throws(OpenStepPlist.Failure) {
        index = try Self.skipWhitespaceAndComments(base, from: index, end: count)
    }

    /// Where the whitespace, `// line` comments and `/* block */` comments from `start` end: a single
    /// space before a token at once, other runs eight bytes at a time while eight remain (Xcode
    /// indents with runs of tabs), then byte by byte. Static, as the scans are: a method would take
    /// the parser's fields along to every call.
    @inline(__always)
    private static func skipWhitespaceAndComments(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) throws(OpenStepPlist.Failure) -> Int {
        var position = start
        while true {
            if position &+ 1 < end, base[position] == 0x20, base[position &+ 1] > 0x20 {
                // One space, the most common run (`a; b`, `a /* b */`), without the eight-byte scan.
                position &+= 1
            } else if position &+ 8 <= end {
                let stops = OpenStepBytes.nonWhitespace(SWAR.load(base, position))
                guard stops != 0 else {
                    position &+= 8
                    continue
                }
                position &+= SWAR.firstIndex(stops)
            } else {
                while position < end, OpenStepBytes.isWhitespace(base[position]) { position &+= 1 }
                guard position < end else { return position }
            }
            let byte = base[position]
            if byte == OpenStepBytes.separatorLead {
                // U+2028 and U+2029 are whitespace to CoreFoundation (`advanceToNonSpace`).
                guard OpenStepBytes.isSeparator(base, at: position, end: end) else { return position }
                position &+= 3
                continue
            }
            guard byte == UInt8(ascii: "/") else { return position }
            let after = commentEnd(base, at: position, end: end)
            guard after != position else { return position }
            position = after
        }
    }

    /// ``skipWhitespaceAndComments(_:from:end:)`` for a place where text most often goes on at
    /// once (after a value, before `;`): one byte tested first.
    @inline(__always)
    private static func skipWhitespaceAndCommentsIfAny(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) throws(OpenStepPlist.Failure) -> Int {
        if start < end {
            let byte = base[start]
            if byte > 0x20, byte != UInt8(ascii: "/"), byte != OpenStepBytes.separatorLead { return start }
        }
        return try skipWhitespaceAndComments(base, from: start, end: end)
    }

    /// Where the comment at `slash` (a `/`) ends; `slash` when the `/` starts none. As in
    /// CoreFoundation's `advanceToNonSpace`: a `//` comment ends before a line feed, a carriage return,
    /// U+2028 or U+2029, and a `/*` comment with no `*/` runs to the end of the text (which is then
    /// refused only where a value or a closing bracket was still expected).
    private static func commentEnd(_ base: UnsafePointer<UInt8>, at slash: Int, end: Int) -> Int {
        guard slash + 1 < end else { return slash }
        let next = base[slash + 1]
        if next == UInt8(ascii: "/") {
            var position = slash + 2
            while position < end {
                let byte = base[position]
                if byte == 0x0A || byte == 0x0D { break }
                if byte == OpenStepBytes.separatorLead, OpenStepBytes.isSeparator(base, at: position, end: end) { break }
                position += 1
            }
            return position
        }
        guard next == UInt8(ascii: "*") else { return slash }
        var star = slash + 2
        while true {
            star = OpenStepBytes.firstOf(UInt8(ascii: "*"), in: base, from: star, to: end)
            guard star + 1 < end else { return end }
            if base[star + 1] == UInt8(ascii: "/") { return star + 2 }
            star += 1
        }
    }

    private func failure(_ message: String) -> OpenStepPlist.Failure {
        Self.failure(message, at: index, in: base, count: count)
    }

    private func failure(_ message: String, at position: Int) -> OpenStepPlist.Failure {
        Self.failure(message, at: position, in: base, count: count)
    }

    /// The failure `message` at `position`, on the line of that byte.
    private static func failure(_ message: String, at position: Int, in base: UnsafePointer<UInt8>, count: Int) -> OpenStepPlist.Failure {
        let end = min(position, count)
        var line = 1
        for offset in 0..<end where base[offset] == 0x0A { line += 1 }
        return OpenStepPlist.Failure(line: line, message: message)
    }
}

/// The byte classes of the old-style grammar, as bit tests rather than `switch`es.
enum OpenStepBytes {
    /// Bit `b` set for the bytes `b` below 64 allowed in an unquoted string: `$ - . / 0-9 :`.
    private static let unquotedLow: UInt64 = 1 << 0x24 | 1 << 0x2D | 1 << 0x2E | 1 << 0x2F | 0x3FF << 0x30 | 1 << 0x3A
    /// Bit `b - 64` set for the bytes `b` from 64 to 127 allowed: `A-Z _ a-z`.
    private static let unquotedHigh: UInt64 = 0x3FF_FFFF << 1 | 1 << 0x1F | 0x3FF_FFFF << 0x21

    /// The characters of an unquoted string, as CoreFoundation's old-style parser allows them:
    /// `[A-Za-z0-9_$/:.-]`.
    @inline(__always)
    static func isUnquoted(_ byte: UInt8) -> Bool {
        let bits = byte < 64 ? unquotedLow : unquotedHigh
        return byte < 128 && (bits >> UInt64(byte & 63)) & 1 != 0
    }

    /// Whether `byte` may be in an unquoted string and is no `/` (which may start a comment).
    @inline(__always)
    static func isUnquotedExceptSlash(_ byte: UInt8) -> Bool {
        let bits = byte < 64 ? unquotedLow & ~(1 << 0x2F) : unquotedHigh
        return byte < 128 && (bits >> UInt64(byte & 63)) & 1 != 0
    }

    /// Where the unquoted string whose bytes go on at `from` ends: sixteen bytes at a time while
    /// sixteen remain (a project's ids are 24 bytes), then in ``unquotedTail(_:from:count:)``.
    @inline(__always)
    static func unquotedEnd(_ base: UnsafePointer<UInt8>, from: Int, count: Int) -> Int {
        var end = from
        while end &+ 16 <= count {
            let stops = SWAR16.halves(unquotedStops(SWAR16.load(base, end)))
            let offset = stops.low != 0 ? SWAR.firstIndex(stops.low) : stops.high != 0 ? 8 &+ SWAR.firstIndex(stops.high) : 16
            end &+= offset
            guard offset != 16 else { continue }
            // A stop is `$` (allowed, and rare: Xcode quotes `$(VARIABLE)`) or the byte after the string.
            guard base[end] == UInt8(ascii: "$") else { return end }
            end &+= 1
        }
        return unquotedTail(base, from: end, count: count)
    }

    /// ``unquotedEnd(_:from:count:)`` in the last sixteen bytes: eight at a time, then byte by byte.
    @inline(never)
    static func unquotedTail(_ base: UnsafePointer<UInt8>, from: Int, count: Int) -> Int {
        var end = from
        while end &+ 8 <= count {
            let stops = stopCandidates(SWAR.load(base, end))
            guard stops != 0 else {
                end &+= 8
                continue
            }
            end &+= SWAR.firstIndex(stops)
            // A candidate is `_` or `$` (allowed, and rare) or the byte after the string.
            guard isUnquoted(base[end]) else { return end }
            end &+= 1
        }
        while end < count, isUnquoted(base[end]) { end &+= 1 }
        return end
    }

    /// The bytes of `vector` that may not be in an unquoted string, and `$`, which may (a ``SWAR16``
    /// mask, exact for every byte): those in none of the classes letters, `-./0-9:` and `_`.
    @inline(__always)
    static func unquotedStops(_ vector: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let letters = SWAR16.notBelow((vector | 0x20) &- UInt8(ascii: "a"), 26)
        let digitsAndPunctuation = SWAR16.notBelow(vector &- UInt8(ascii: "-"), UInt8(ascii: ":") - UInt8(ascii: "-") + 1)
        return letters & digitsAndPunctuation & SWAR16.differs(vector, UInt8(ascii: "_")) & 0x80
    }

    /// A mask with bit 7 set in each byte of `word` that is no letter, digit or one of `-./:`: every
    /// byte that may not be in an unquoted string, and `_` and `$`, which may. Exact for every byte
    /// (ranges tested on the low seven bits, which cannot carry into the next byte).
    @inline(__always)
    static func stopCandidates(_ word: UInt64) -> UInt64 {
        let low = word & SWAR.lowSevenBits
        let letters = inRange(low | (SWAR.ones &* 0x20), UInt8(ascii: "a"), UInt8(ascii: "z"))
        let digitsAndPunctuation = inRange(low, UInt8(ascii: "-"), UInt8(ascii: ":"))
        return (~(letters | digitsAndPunctuation) | word) & SWAR.highBits
    }

    /// Bit 7 set in each byte of `low` (every byte below 0x80) from `lower` through `upper`.
    @inline(__always)
    private static func inRange(_ low: UInt64, _ lower: UInt8, _ upper: UInt8) -> UInt64 {
        let atLeastLower = low &+ SWAR.ones &* UInt64(0x80 - lower)
        let aboveUpper = low &+ SWAR.ones &* UInt64(0x7F - upper)
        return atLeastLower & ~aboveUpper & SWAR.highBits
    }

    /// A mask with bit 7 set in each byte of `word` that is no whitespace (``isWhitespace(_:)``),
    /// exact for every byte.
    @inline(__always)
    static func nonWhitespace(_ word: UInt64) -> UInt64 {
        let low = word & SWAR.lowSevenBits
        let controls = inRange(low, 0x09, 0x0D) & ~word
        return ~(controls | SWAR.matches(word, 0x20)) & SWAR.highBits
    }

    /// The first byte of U+2028 (E2 80 A8) and U+2029 (E2 80 A9) in UTF-8.
    static let separatorLead: UInt8 = 0xE2

    /// Whether the bytes at `position` are U+2028 (line separator) or U+2029 (paragraph separator),
    /// which CoreFoundation's old-style parser takes for whitespace and for the end of a `//` comment.
    @inline(__always)
    static func isSeparator(_ base: UnsafePointer<UInt8>, at position: Int, end: Int) -> Bool {
        position &+ 2 < end && base[position] == 0xE2 && base[position &+ 1] == 0x80 && (base[position &+ 2] == 0xA8 || base[position &+ 2] == 0xA9)
    }

    /// Tab, line feed, vertical tab, form feed, carriage return and space.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte &- 0x09 < 5
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The offset of the first `byte` in `base[from..<to]`, `to` when there is none: sixteen bytes at
    /// a time while sixteen remain, then eight, then byte by byte.
    @inline(__always)
    static func firstOf(_ byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        var offset = from
        while offset &+ 16 <= to {
            let found = SWAR16.firstIndex(~SWAR16.differs(SWAR16.load(base, offset), byte) & 0x80)
            guard found == 16 else { return offset &+ found }
            offset &+= 16
        }
        while offset &+ 8 <= to {
            let mask = SWAR.firstMatch(SWAR.load(base, offset), byte)
            if mask != 0 { return offset &+ SWAR.firstIndex(mask) }
            offset &+= 8
        }
        while offset < to, base[offset] != byte { offset &+= 1 }
        return offset
    }

    /// The offset of the first `a` or `b` in `base[from..<to]`, `to` when there is none: sixteen
    /// bytes at a time while sixteen remain, then eight, then byte by byte.
    @inline(__always)
    static func firstOf(_ a: UInt8, _ b: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        var offset = from
        while offset &+ 16 <= to {
            let vector = SWAR16.load(base, offset)
            let found = SWAR16.firstIndex(~(SWAR16.differs(vector, a) & SWAR16.differs(vector, b)) & 0x80)
            guard found == 16 else { return offset &+ found }
            offset &+= 16
        }
        while offset + 8 <= to {
            let word = SWAR.load(base, offset)
            let mask = SWAR.firstMatch(word, a) | SWAR.firstMatch(word, b)
            if mask != 0 { return offset + SWAR.firstIndex(mask) }
            offset += 8
        }
        while offset < to, base[offset] != a, base[offset] != b { offset += 1 }
        return offset
    }
}

/// A buffer of trivial values written in place into storage of a fixed capacity (an array's, while
/// it is made): an append past the capacity is counted but not written, so that the owner learns
/// the capacity it needs.
struct OpenStepFixedBuffer<Element> {
    let base: UnsafeMutablePointer<Element>
    let capacity: Int
    /// The elements appended, written or not.
    private(set) var count = 0

    init(base: UnsafeMutablePointer<Element>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// The elements written: the first ``count``, up to the capacity.
    var written: Int { min(count, capacity) }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count < capacity { (base + count).initialize(to: element) }
        count &+= 1
    }

    /// Appends `added` elements from `source`.
    mutating func append(_ source: UnsafePointer<Element>, count added: Int) {
        let room = min(added, capacity - count)
        if room > 0 { (base + count).initialize(from: source, count: room) }
        count += added
    }
}

/// A buffer of trivial values (nodes, indices, bytes) that grows by doubling, written through its
/// pointer: `Array.append` checks uniqueness and capacity on each of a project's tens of thousands of
/// nodes. Its owner calls ``deallocate()``.
struct OpenStepGrowableBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(to: capacity * 2) }
        (base + count).initialize(to: element)
        count &+= 1
    }

    /// Appends `first` and `second`, with one capacity check.
    @inline(__always)
    mutating func append(_ first: Element, _ second: Element) {
        if count &+ 2 > capacity { grow(to: capacity * 2) }
        (base + count).initialize(to: first)
        (base + (count &+ 1)).initialize(to: second)
        count &+= 2
    }

    /// Appends `count` elements from `source`.
    mutating func append(_ source: UnsafePointer<Element>, count added: Int) {
        guard added > 0 else { return }
        if count + added > capacity { grow(to: max(capacity * 2, count + added)) }
        (base + count).initialize(from: source, count: added)
        count += added
    }

    /// Drops the last `dropped` elements.
    mutating func removeLast(_ dropped: Int) {
        count -= dropped
    }

    private mutating func grow(to newCapacity: Int) {
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    /// The elements as an array.
    func array() -> [Element] {
        // Copied in one move: the buffer initializer copies element by element.
        [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let target = buffer.baseAddress { target.initialize(from: base, count: count) }
            initialized = count
        }
    }

    func deallocate() {
        base.deallocate()
    }
}
