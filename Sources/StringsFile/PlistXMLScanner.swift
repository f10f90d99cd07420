/// A light scan of a property list's XML: where every `<key>` is, and the first structural problem.
///
/// `PropertyListSerialization` reads the values but gives no positions, so this scan finds them:
/// each key with the path of dictionary keys that leads to it, repeated keys within a dictionary,
/// and, for a file that Foundation rejects, the first place where the structure breaks. It is not a
/// validating XML parser; it knows the plist elements, comments, processing instructions, the
/// document type declaration, CDATA sections and character references.
struct PlistXMLScanner {
    /// A `<key>` element.
    struct Key {
        /// The keys of the enclosing dictionaries, outermost first, then this key; paths stop growing
        /// at ``trackedDepth`` (a `.stringsdict` needs three levels), so that deep nesting stays cheap.
        var path: [String]
        /// The key itself.
        var name: String
        /// The offset of the `<` of its `<key>` tag.
        var offset: Int
    }

    /// A key that its dictionary already had.
    struct Repeat {
        var key: Key
        /// The offset of the earlier `<key>` tag.
        var earlierOffset: Int
    }

    /// The keys, in file order.
    private(set) var keys: [Key] = []
    /// The keys repeated within one dictionary.
    private(set) var repeats: [Repeat] = []
    /// The first structural problem: where, and what.
    private(set) var problem: (offset: Int, message: String)?
    /// The offset of the root object's tag (the element inside `<plist>`).
    private(set) var rootOffset: Int?

    private let text: UnsafeBufferPointer<UInt8>
    private var pos = 0

    /// An element that is open.
    private struct Open {
        var name: String
        var offset: Int
        /// For a `<dict>`: its path, the key that waits for its value, and the keys it has.
        var path: [String] = []
        var pendingKey: Key?
        var seen: [String: Int] = [:]
        var children = 0
    }

    private var stack: [Open] = []

    /// How many levels of keys are recorded: entry, variable, rule.
    static let trackedDepth = 3

    private static let containers: Set<String> = ["plist", "dict", "array"]
    private static let textElements: Set<String> = ["key", "string", "data", "date", "integer", "real"]
    private static let emptyElements: Set<String> = ["true", "false"]

    /// A scanner over UTF-8 `text`.
    init(_ text: UnsafeBufferPointer<UInt8>) {
        self.text = text
    }

    /// Scans the whole text, stopping at the first problem.
    mutating func run() {
        while problem == nil {
            let textStart = pos
            while pos < text.count, text[pos] != 0x3C { pos += 1 }  // <
            if let open = stack.last, Self.containers.contains(open.name), hasNonWhitespace(textStart..<pos) {
                fail(at: firstNonWhitespace(textStart..<pos), "unexpected text inside <\(open.name)>; only elements may stand there")
                return
            }
            guard pos < text.count else { break }
            scanMarkup()
        }
        if problem == nil, let open = stack.last {
            fail(at: open.offset, "this <\(open.name)> is never closed: the file ends first")
        }
    }

    /// Scans the markup at `pos` (a `<`).
    private mutating func scanMarkup() {
        let start = pos
        if hasPrefix("<?") {
            skip(past: "?>", from: start, what: "processing instruction")
        } else if hasPrefix("<!--") {
            skip(past: "-->", from: start, what: "comment")
        } else if hasPrefix("<![CDATA[") {
            fail(at: start, "a CDATA section may only stand inside <string> or <key>")
        } else if hasPrefix("<!") {
            skipDeclaration(from: start)
        } else if hasPrefix("</") {
            pos += 2
            let name = readName()
            skipSpace()
            guard pos < text.count, text[pos] == 0x3E else {
                fail(at: start, "malformed close tag </\(name)")
                return
            }
            pos += 1
            close(name, at: start)
        } else {
            pos += 1
            let name = readName()
            guard !name.isEmpty else {
                fail(at: start, "a '<' that starts no tag; write &lt; for a literal '<'")
                return
            }
            guard let selfClosing = skipAttributes(tagStart: start) else { return }
            open(name, at: start, selfClosing: selfClosing)
        }
    }

    /// Handles an open tag `<name ...>` at `start`.
    private mutating func open(_ name: String, at start: Int, selfClosing: Bool) {
        guard Self.containers.contains(name) || Self.textElements.contains(name) || Self.emptyElements.contains(name) else {
            fail(at: start, "unknown tag <\(name)>; a property list has plist, dict, array, key, string, data, date, integer, real, true and false")
            return
        }
        var path: [String] = []
        if stack.isEmpty {
            if name != "plist" { rootOffset = start }
        } else {
            let parentIndex = stack.count - 1
            // Fields are read one by one: a copy of the whole element would share its `seen`
            // dictionary, and the update below would then copy that dictionary for every key.
            let parentName = stack[parentIndex].name
            let parentPath = stack[parentIndex].path
            let siblings = stack[parentIndex].children
            stack[parentIndex].children += 1
            switch parentName {
            case "plist":
                guard siblings == 0 else {
                    fail(at: start, "a property list holds one object, and <plist> already has one")
                    return
                }
                rootOffset = start
            case "dict":
                if name == "key" {
                    if let waiting = stack[parentIndex].pendingKey {
                        fail(at: waiting.offset, "the key \"\(waiting.name)\" has no value: another <key> follows it")
                        return
                    }
                    guard !selfClosing, let keyName = readText(of: "key", tagStart: start) else {
                        if problem == nil { fail(at: start, "an empty <key/>") }
                        return
                    }
                    let tracked = parentPath.count < Self.trackedDepth
                    let key = Key(path: tracked ? parentPath + [keyName] : parentPath, name: keyName, offset: start)
                    if tracked {
                        keys.append(key)
                        if let earlier = stack[parentIndex].seen[keyName] {
                            repeats.append(Repeat(key: key, earlierOffset: earlier))
                        }
                    }
                    stack[parentIndex].seen[keyName] = start
                    stack[parentIndex].pendingKey = key
                    return
                }
                guard let key = stack[parentIndex].pendingKey else {
                    fail(at: start, "a <\(name)> inside <dict> without a <key> before it")
                    return
                }
                stack[parentIndex].pendingKey = nil
                path = key.path
            case "array":
                if name == "key" {
                    fail(at: start, "a <key> inside <array>; keys belong in <dict>")
                    return
                }
                path = parentPath.count < Self.trackedDepth ? parentPath + [String(siblings)] : parentPath
            default:
                fail(at: start, "a <\(name)> inside <\(parentName)>, which holds only text")
                return
            }
        }
        if selfClosing {
            if stack.isEmpty { pos = text.count }
            return
        }
        if Self.containers.contains(name) {
            stack.append(Open(name: name, offset: start, path: path))
        } else if Self.textElements.contains(name) {
            _ = readText(of: name, tagStart: start)
            if stack.isEmpty { pos = text.count }
        } else {
            stack.append(Open(name: name, offset: start))
        }
    }

    /// Handles a close tag `</name>` at `start`.
    private mutating func close(_ name: String, at start: Int) {
        guard let open = stack.last else {
            fail(at: start, "the close tag </\(name)> closes nothing")
            return
        }
        guard open.name == name else {
            fail(at: start, "the close tag </\(name)> does not match the open tag <\(open.name)>")
            return
        }
        if let waiting = open.pendingKey {
            fail(at: waiting.offset, "the key \"\(waiting.name)\" has no value before </\(name)>")
            return
        }
        if name == "plist", open.children == 0 {
            fail(at: start, "an empty <plist>: it holds no object")
            return
        }
        stack.removeLast()
        // Foundation ignores whatever follows the top-level element.
        if stack.isEmpty { pos = text.count }
    }

    /// Reads the text of a `<name>` element whose open tag ended at `pos`, through its close tag:
    /// character references and CDATA resolved. `nil` (with a problem) if it is malformed.
    private mutating func readText(of name: String, tagStart: Int) -> String? {
        var bytes: [UInt8] = []
        while pos < text.count {
            let byte = text[pos]
            if byte == 0x26 {  // &
                guard let scalar = readReference() else {
                    fail(at: pos, "a '&' that starts no character reference; write &amp; for a literal '&'")
                    return nil
                }
                SourceDecoder.appendUTF8(scalar, to: &bytes)
                continue
            }
            if byte != 0x3C {
                bytes.append(byte)
                pos += 1
                continue
            }
            if hasPrefix("<![CDATA[") {
                let contentStart = pos + 9
                guard let close = find("]]>", from: contentStart) else {
                    fail(at: pos, "a CDATA section without its closing ]]>")
                    return nil
                }
                bytes.append(contentsOf: text[contentStart..<close])
                pos = close + 3
            } else if hasPrefix("<!--") {
                skip(past: "-->", from: pos, what: "comment")
                if problem != nil { return nil }
            } else if hasPrefix("</") {
                let closeStart = pos
                pos += 2
                let closing = readName()
                skipSpace()
                guard closing == name, pos < text.count, text[pos] == 0x3E else {
                    fail(at: closeStart, "the close tag </\(closing)> does not match the open tag <\(name)>")
                    return nil
                }
                pos += 1
                return String(decoding: bytes, as: UTF8.self)
            } else {
                fail(at: pos, "a tag inside <\(name)>, which holds only text; write &lt; for a literal '<'")
                return nil
            }
        }
        fail(at: tagStart, "<\(name)> is never closed")
        return nil
    }

    /// Reads a character reference at `pos` (a `&`), moving past it.
    private mutating func readReference() -> UInt32? {
        guard let semicolon = find(";", from: pos + 1), semicolon - pos <= 10 else { return nil }
        let name = String(decoding: text[(pos + 1)..<semicolon], as: UTF8.self)
        let value: UInt32?
        switch name {
        case "lt": value = 0x3C
        case "gt": value = 0x3E
        case "amp": value = 0x26
        case "quot": value = 0x22
        case "apos": value = 0x27
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                value = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                value = UInt32(name.dropFirst(), radix: 10)
            } else {
                value = nil
            }
        }
        guard let value, Unicode.Scalar(value) != nil else { return nil }
        pos = semicolon + 1
        return value
    }

    /// Skips a tag's attributes; returns whether the tag is self-closing, `nil` on a problem.
    private mutating func skipAttributes(tagStart: Int) -> Bool? {
        while pos < text.count {
            let byte = text[pos]
            if byte == 0x3E {
                pos += 1
                return false
            }
            if byte == 0x2F, pos + 1 < text.count, text[pos + 1] == 0x3E {
                pos += 2
                return true
            }
            if byte == 0x22 || byte == 0x27 {
                guard let close = text[(pos + 1)...].firstIndex(of: byte) else { break }
                pos = close + 1
                continue
            }
            if byte == 0x3C { break }
            pos += 1
        }
        fail(at: tagStart, "a tag without its closing '>'")
        return nil
    }

    /// Skips `<!DOCTYPE ...>`, with an internal subset in brackets.
    private mutating func skipDeclaration(from start: Int) {
        var depth = 0
        while pos < text.count {
            switch text[pos] {
            case 0x5B: depth += 1
            case 0x5D: depth -= 1
            case 0x3E where depth <= 0:
                pos += 1
                return
            default: break
            }
            pos += 1
        }
        fail(at: start, "a declaration without its closing '>'")
    }

    /// Moves past the next `terminator`; reports an unterminated `what` from `start` if there is none.
    private mutating func skip(past terminator: String, from start: Int, what: String) {
        guard let found = find(terminator, from: pos + 2) else {
            fail(at: start, "a \(what) without its closing \(terminator)")
            return
        }
        pos = found + terminator.utf8.count
    }

    /// The offset of the next `needle` at or after `from`.
    private func find(_ needle: String, from: Int) -> Int? {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, from < text.count else { return nil }
        var i = from
        while i + pattern.count <= text.count {
            if text[i] == first, text[i..<(i + pattern.count)].elementsEqual(pattern) { return i }
            i += 1
        }
        return nil
    }

    private func hasPrefix(_ prefix: String) -> Bool {
        let pattern = Array(prefix.utf8)
        return pos + pattern.count <= text.count && text[pos..<(pos + pattern.count)].elementsEqual(pattern)
    }

    /// Reads an XML name (letters, digits, `-`, `_`, `.`, `:`, non-ASCII).
    private mutating func readName() -> String {
        let start = pos
        while pos < text.count {
            let byte = text[pos]
            let isNameByte = byte >= 0x80 || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
                || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x5F || byte == 0x2E || byte == 0x3A
            guard isNameByte else { break }
            pos += 1
        }
        return String(decoding: text[start..<pos], as: UTF8.self)
    }

    private mutating func skipSpace() {
        while pos < text.count, Self.isSpace(text[pos]) { pos += 1 }
    }

    private func hasNonWhitespace(_ range: Range<Int>) -> Bool {
        range.contains { !Self.isSpace(text[$0]) }
    }

    private func firstNonWhitespace(_ range: Range<Int>) -> Int {
        range.first { !Self.isSpace(text[$0]) } ?? range.lowerBound
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private mutating func fail(at offset: Int, _ message: String) {
        if problem == nil { problem = (offset, message) }
        pos = text.count
    }
}
