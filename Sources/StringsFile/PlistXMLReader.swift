/// Reads an XML property list in one pass over its UTF-8 text: the values, each with where it
/// stands, or the first place where the structure breaks.
///
/// Hand-written on purpose. `PropertyListSerialization` gives no positions (a second scan would have
/// to find them, which doubled the cost) and on Linux leaks a `CFError` for every malformed file;
/// FoundationXML's `XMLParser` calls back per event and makes a `String` of every element name.
/// This reader works on bytes, makes a `String` only for keys and text values, and recurses at most
/// ``maximumDepth`` levels. It knows the plist elements, comments, processing instructions, the
/// document type declaration, CDATA sections, the five predefined entities and numeric character
/// references; it is not a validating XML parser. `pushloc-bench` measures it against Foundation.
struct PlistXMLReader {
    /// Where the structure breaks, and what is wrong there.
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    /// Foundation refuses property lists nested deeper than this.
    static let maximumDepth = 512

    private let text: UnsafeBufferPointer<UInt8>
    private var pos = 0
    private var walker: LineColumnWalker
    /// The bytes of a text value that needs unescaping, reused between values.
    private var scratch: [UInt8] = []

    /// An open tag just read.
    private struct OpenTag {
        var element: PlistElement
        /// The offset of its `<`.
        var start: Int
        var selfClosing: Bool
        /// The offset right after its `>`.
        var contentStart: Int
    }

    /// A reader over UTF-8 `text`.
    init(_ text: UnsafeBufferPointer<UInt8>) {
        self.text = text
        walker = LineColumnWalker(text)
    }

    /// Reads the root object (the element inside `<plist>`, or the first element). Whatever follows
    /// the root element is ignored, as Foundation does.
    mutating func read() throws(Failure) -> PlistNode {
        try skipMisc(inside: nil, openedAt: 0)
        guard pos < text.count else { throw Failure(offset: 0, message: "the file holds no element") }
        if atCloseTag {
            throw Failure(offset: pos, message: "the close tag </\(closeTagName())> closes nothing")
        }
        let tag = try readOpenTag()
        guard tag.element == .plist else { return try readValue(tag, depth: 1) }
        guard !tag.selfClosing else { throw Failure(offset: tag.start, message: "an empty <plist/>: it holds no object") }
        try skipMisc(inside: .plist, openedAt: tag.start)
        if atCloseTag {
            let closeStart = pos
            try readCloseTag(of: tag)
            throw Failure(offset: closeStart, message: "an empty <plist>: it holds no object")
        }
        let root = try readValue(try readOpenTag(), depth: 1)
        try skipMisc(inside: .plist, openedAt: tag.start)
        guard atCloseTag else {
            throw Failure(offset: pos, message: "a property list holds one object, and <plist> already has one")
        }
        try readCloseTag(of: tag)
        return root
    }

    // MARK: Values

    /// Reads the value whose open tag is `tag`, through its close tag.
    private mutating func readValue(_ tag: OpenTag, depth: Int) throws(Failure) -> PlistNode {
        guard depth <= Self.maximumDepth else {
            throw Failure(offset: tag.start, message: "nesting deeper than \(Self.maximumDepth) levels, which Foundation refuses")
        }
        let tagPlace = place(tag.start)
        let contentPlace = place(tag.contentStart)
        let value: PlistNode.Value
        switch tag.element {
        case .dict: value = .dictionary(try readMembers(of: tag, depth: depth))
        case .array: value = .array(try readItems(of: tag, depth: depth))
        case .string, .key: value = .string(try readText(of: tag))
        case .true, .false:
            try readEmpty(tag)
            value = .boolean(tag.element == .true)
        case .data: value = .data(PlistScalars.data(try readText(of: tag)))
        case .integer:
            let text = try readText(of: tag)
            guard let number = PlistScalars.integer(text) else { throw scalarFailure(tag, text, "a whole number such as 42 or -0x1F") }
            value = .integer(number)
        case .real:
            let text = try readText(of: tag)
            guard let number = PlistScalars.real(text) else { throw scalarFailure(tag, text, "a number such as 1.5") }
            value = .real(number)
        case .date:
            let text = try readText(of: tag)
            guard let seconds = PlistScalars.date(text) else { throw scalarFailure(tag, text, "a date such as 2024-05-01T12:00:00Z") }
            value = .date(seconds)
        case .plist:
            throw Failure(offset: tag.start, message: "a <plist> inside another element; only the outermost element may be <plist>")
        }
        return PlistNode(value: value, tag: tagPlace, content: contentPlace)
    }

    private func scalarFailure(_ tag: OpenTag, _ text: String, _ expected: String) -> Failure {
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return Failure(offset: tag.start, message: "<\(tag.element.rawValue)> holds \"\(shown)\", which is not \(expected)")
    }

    /// Reads the `<key>`/value pairs of a `<dict>`.
    private mutating func readMembers(of dict: OpenTag, depth: Int) throws(Failure) -> [PlistMember] {
        var members: [PlistMember] = []
        guard !dict.selfClosing else { return members }
        while true {
            try skipMisc(inside: .dict, openedAt: dict.start)
            if atCloseTag {
                try readCloseTag(of: dict)
                return members
            }
            let keyTag = try readOpenTag()
            guard keyTag.element == .key else {
                throw Failure(offset: keyTag.start, message: "a <\(keyTag.element.rawValue)> inside <dict> without a <key> before it")
            }
            let keyPlace = place(keyTag.start)
            let key = try readText(of: keyTag)
            try skipMisc(inside: .dict, openedAt: dict.start)
            if atCloseTag {
                let closeStart = pos
                let name = closeTagName()
                guard name == PlistElement.dict.rawValue else {
                    throw Failure(offset: closeStart, message: "the close tag </\(name)> does not match the open tag <dict>")
                }
                throw Failure(offset: keyTag.start, message: "the key \"\(key)\" has no value before </dict>")
            }
            let valueTag = try readOpenTag()
            guard valueTag.element != .key else {
                throw Failure(offset: keyTag.start, message: "the key \"\(key)\" has no value: another <key> follows it")
            }
            members.append(PlistMember(key: key, keyPlace: keyPlace, value: try readValue(valueTag, depth: depth + 1)))
        }
    }

    /// Reads the values of an `<array>`.
    private mutating func readItems(of array: OpenTag, depth: Int) throws(Failure) -> [PlistNode] {
        var items: [PlistNode] = []
        guard !array.selfClosing else { return items }
        while true {
            try skipMisc(inside: .array, openedAt: array.start)
            if atCloseTag {
                try readCloseTag(of: array)
                return items
            }
            let tag = try readOpenTag()
            guard tag.element != .key else {
                throw Failure(offset: tag.start, message: "a <key> inside <array>; keys belong in <dict>")
            }
            items.append(try readValue(tag, depth: depth + 1))
        }
    }

    /// Reads the close tag of `<true>` or `<false>` written out in full.
    private mutating func readEmpty(_ tag: OpenTag) throws(Failure) {
        guard !tag.selfClosing else { return }
        try skipMisc(inside: tag.element, openedAt: tag.start)
        guard atCloseTag else {
            throw Failure(offset: pos, message: "a tag inside <\(tag.element.rawValue)>, which holds nothing")
        }
        try readCloseTag(of: tag)
    }

    /// Reads the text of a text element through its close tag, references and CDATA resolved.
    private mutating func readText(of tag: OpenTag) throws(Failure) -> String {
        guard !tag.selfClosing else { return "" }
        let start = pos
        // The common case, plain text: one String straight from the input bytes.
        while pos < text.count, text[pos] != 0x3C, text[pos] != 0x26 { pos += 1 }  // < &
        if pos + 1 < text.count, text[pos] == 0x3C, text[pos + 1] == 0x2F {
            let value = String(decoding: UnsafeBufferPointer(rebasing: text[start..<pos]), as: UTF8.self)
            try readCloseTag(of: tag)
            return value
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<pos]))
        while pos < text.count {
            let byte = text[pos]
            if byte == 0x26 {  // &
                guard let scalar = readReference() else {
                    throw Failure(offset: pos, message: "a '&' that starts no character reference; write &amp; for a literal '&'")
                }
                SourceDecoder.appendUTF8(scalar, to: &scratch)
            } else if byte != 0x3C {
                scratch.append(byte)
                pos += 1
            } else if hasPrefix("<![CDATA[") {
                let contentStart = pos + 9
                guard let close = find("]]>", from: contentStart) else {
                    throw Failure(offset: pos, message: "a CDATA section without its closing ]]>")
                }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: text[contentStart..<close]))
                pos = close + 3
            } else if hasPrefix("<!--") {
                // Foundation (and so the device) refuses a comment inside a text value.
                throw Failure(offset: pos, message: "a comment inside <\(tag.element.rawValue)>, which Foundation cannot read (the device then finds nothing in the file); move it before the tag")
            } else if atCloseTag {
                let value = String(decoding: scratch, as: UTF8.self)
                try readCloseTag(of: tag)
                return value
            } else {
                throw Failure(offset: pos, message: "a tag inside <\(tag.element.rawValue)>, which holds only text; write &lt; for a literal '<'")
            }
        }
        throw Failure(offset: tag.start, message: "<\(tag.element.rawValue)> is never closed")
    }

    /// Reads a character reference at `pos` (a `&`), moving past it; `nil` if it is not one.
    private mutating func readReference() -> UInt32? {
        guard let semicolon = find(";", from: pos + 1), semicolon - pos <= 10 else { return nil }
        let name = String(decoding: UnsafeBufferPointer(rebasing: text[(pos + 1)..<semicolon]), as: UTF8.self)
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

    // MARK: Markup

    /// Skips whitespace, comments, processing instructions and declarations up to the next tag.
    /// Text there is an error inside an element; the end of the file is an error inside one.
    private mutating func skipMisc(inside container: PlistElement?, openedAt: Int) throws(Failure) {
        while true {
            let textStart = pos
            while pos < text.count, text[pos] != 0x3C { pos += 1 }
            if let stray = (textStart..<pos).first(where: { !Self.isSpace(text[$0]) }) {
                let place = container.map { "inside <\($0.rawValue)>" } ?? "before the first element"
                throw Failure(offset: stray, message: "unexpected text \(place); only elements may stand there")
            }
            guard pos < text.count else {
                guard let container else { return }
                throw Failure(offset: openedAt, message: "this <\(container.rawValue)> is never closed: the file ends first")
            }
            if hasPrefix("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if hasPrefix("<!--") {
                try skip(past: "-->", what: "comment")
            } else if hasPrefix("<![CDATA[") {
                throw Failure(offset: pos, message: "a CDATA section may only stand inside <string> or <key>")
            } else if hasPrefix("<!") {
                try skipDeclaration()
            } else {
                return
            }
        }
    }

    /// Whether `pos` is at `</`.
    private var atCloseTag: Bool {
        pos + 1 < text.count && text[pos] == 0x3C && text[pos + 1] == 0x2F
    }

    /// The name of the close tag at `pos`, without moving.
    private func closeTagName() -> String {
        let nameStart = pos + 2
        let nameEnd = nameEnd(from: nameStart)
        return String(decoding: UnsafeBufferPointer(rebasing: text[nameStart..<nameEnd]), as: UTF8.self)
    }

    /// Reads the open tag at `pos` (a `<` that starts no comment, declaration or close tag).
    private mutating func readOpenTag() throws(Failure) -> OpenTag {
        let start = pos
        let nameStart = pos + 1
        pos = nameEnd(from: nameStart)
        guard pos > nameStart else {
            throw Failure(offset: start, message: "a '<' that starts no tag; write &lt; for a literal '<'")
        }
        let name = UnsafeBufferPointer(rebasing: text[nameStart..<pos])
        guard let element = PlistElement(name) else {
            let shown = String(decoding: name, as: UTF8.self)
            throw Failure(offset: start, message: "unknown tag <\(shown)>; a property list has plist, dict, array, key, string, data, date, integer, real, true and false")
        }
        // Attributes (`version="1.0"`) are skipped.
        while pos < text.count {
            let byte = text[pos]
            if byte == 0x3E {  // >
                pos += 1
                return OpenTag(element: element, start: start, selfClosing: false, contentStart: pos)
            }
            if byte == 0x2F, pos + 1 < text.count, text[pos + 1] == 0x3E {  // />
                pos += 2
                return OpenTag(element: element, start: start, selfClosing: true, contentStart: pos)
            }
            if byte == 0x22 || byte == 0x27 {
                guard let close = find(byte, from: pos + 1) else { break }
                pos = close + 1
                continue
            }
            if byte == 0x3C { break }
            pos += 1
        }
        throw Failure(offset: start, message: "a tag without its closing '>'")
    }

    /// Reads the close tag at `pos` (a `</`), which must close `tag`.
    private mutating func readCloseTag(of tag: OpenTag) throws(Failure) {
        let closeStart = pos
        let nameStart = pos + 2
        pos = nameEnd(from: nameStart)
        let name = UnsafeBufferPointer(rebasing: text[nameStart..<pos])
        guard PlistElement(name) == tag.element else {
            let shown = String(decoding: name, as: UTF8.self)
            throw Failure(offset: closeStart, message: "the close tag </\(shown)> does not match the open tag <\(tag.element.rawValue)>")
        }
        while pos < text.count, Self.isSpace(text[pos]) { pos += 1 }
        guard pos < text.count, text[pos] == 0x3E else {
            throw Failure(offset: closeStart, message: "malformed close tag </\(tag.element.rawValue)")
        }
        pos += 1
    }

    /// Skips `<!DOCTYPE ...>`, with an internal subset in brackets.
    private mutating func skipDeclaration() throws(Failure) {
        let start = pos
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
        throw Failure(offset: start, message: "a declaration without its closing '>'")
    }

    /// Moves past the next `terminator`; an unterminated `what` starting at `pos` is a failure.
    private mutating func skip(past terminator: StaticString, what: String) throws(Failure) {
        guard let found = find(terminator, from: pos + 2) else {
            throw Failure(offset: pos, message: "a \(what) without its closing \(terminator)")
        }
        pos = found + terminator.utf8CodeUnitCount
    }

    /// The end of the XML name (letters, digits, `-`, `_`, `.`, `:`, non-ASCII) that starts at `from`.
    private func nameEnd(from: Int) -> Int {
        var end = from
        while end < text.count {
            let byte = text[end]
            let isNameByte = byte >= 0x80 || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
                || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x5F || byte == 0x2E || byte == 0x3A
            guard isNameByte else { break }
            end += 1
        }
        return end
    }

    /// The offset of the next `byte` at or after `from`.
    private func find(_ byte: UInt8, from: Int) -> Int? {
        var index = from
        while index < text.count {
            if text[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// The offset of the next `needle` at or after `from`.
    private func find(_ needle: StaticString, from: Int) -> Int? {
        let pattern = needle.utf8Start
        let count = needle.utf8CodeUnitCount
        guard count > 0 else { return nil }
        var index = from
        search: while index + count <= text.count {
            defer { index += 1 }
            guard text[index] == pattern[0] else { continue }
            for offset in 1..<max(count, 1) where text[index + offset] != pattern[offset] { continue search }
            return index
        }
        return nil
    }

    private func hasPrefix(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard pos + count <= text.count else { return false }
        let pattern = prefix.utf8Start
        for index in 0..<count where text[pos + index] != pattern[index] { return false }
        return true
    }

    /// The line and column of `offset`; offsets are asked for in file order, so that the walk is one pass.
    private mutating func place(_ offset: Int) -> TextPlace {
        let location = walker.location(of: offset)
        return TextPlace(line: location.line, column: location.column)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
