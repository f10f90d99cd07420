/// Where the structure of an XML property list breaks, and what is wrong there.
struct PlistXMLFailure: Error {
    /// The offset in the decoded text.
    var offset: Int
    var message: String
}

/// The markup of an XML property list, piece by piece, over its UTF-8 text: the root, the members of a
/// `<dict>`, the items of an `<array>`, text values and close tags, each checked as it is read. Readers
/// drive it: ``PlistXMLReader`` builds a generic tree, ``StringsDictBuilder`` reads the `.stringsdict`
/// schema straight into its model.
///
/// Hand-written on purpose. `PropertyListSerialization` gives no positions (a second scan would have
/// to find them, which doubled the cost) and on Linux leaks a `CFError` for every malformed file;
/// FoundationXML's `XMLParser` calls back per event and makes a `String` of every element name.
/// This lexer works on bytes and makes no `String` (a reader asks for the ones it keeps). It knows the
/// plist elements, comments, processing instructions, the document type declaration, CDATA sections,
/// the five predefined entities and numeric character references; it is not a validating XML parser.
struct PlistXMLLexer {
    typealias Failure = PlistXMLFailure

    /// An open tag just read.
    struct OpenTag {
        var element: PlistElement
        /// The offset of its `<`.
        var start: Int
        var selfClosing: Bool
        /// The offset right after its `>`.
        var contentStart: Int
    }

    /// The text of a `<key>` or `<string>`: a slice of the input, or, when references or CDATA had to be
    /// resolved, of the lexer's scratch buffer (valid until the next text is read).
    struct Text {
        var start: Int
        var end: Int
        var inScratch: Bool
        /// Whether every byte is known to be ASCII (found while scanning; `false` when unknown).
        var knownASCII: Bool
    }

    /// The root object's open tag, and the `<plist>` around it when there is one.
    struct Root {
        var value: OpenTag
        var plist: OpenTag?
    }

    /// A `<key>` of a `<dict>` and the open tag of the value after it.
    struct Member {
        /// Where the `<key>` tag starts.
        var keyPlace: TextPlace
        var key: Text
        var value: OpenTag
    }

    let text: UnsafeBufferPointer<UInt8>
    private var pos = 0
    /// Lines and columns, counted as the lexer moves: every byte it passes is told to the counter.
    private var counter = PlaceCounter()
    /// The bytes of the last text value that needed unescaping.
    private var scratch = PlistScratch()

    /// A lexer over UTF-8 `text`.
    init(_ text: UnsafeBufferPointer<UInt8>) {
        self.text = text
    }

    /// The line and column of the lexer's position, such as the start of a text element's content
    /// before its text is read. Only the position has one: the counter knows the bytes passed so far.
    /// (``nextMember(of:)`` takes the place of a key's tag itself, before it reads the tag.)
    @inline(__always)
    mutating func place() -> TextPlace {
        counter.place(of: pos, in: text)
    }

    // MARK: Structure

    /// Reads up to the root object's open tag (the element inside `<plist>`, or the first element).
    mutating func openRoot() throws(Failure) -> Root {
        try skipMisc(inside: nil, openedAt: 0)
        guard pos < text.count else { throw Failure(offset: 0, message: "the file holds no element") }
        if atCloseTag {
            throw Failure(offset: pos, message: "the close tag </\(closeTagName())> closes nothing")
        }
        let tag = try readOpenTag()
        guard tag.element == .plist else { return Root(value: tag, plist: nil) }
        guard !tag.selfClosing else { throw Failure(offset: tag.start, message: "an empty <plist/>: it holds no object") }
        try skipMisc(inside: .plist, openedAt: tag.start)
        if atCloseTag {
            let closeStart = pos
            try readCloseTag(of: tag)
            throw Failure(offset: closeStart, message: "an empty <plist>: it holds no object")
        }
        return Root(value: try readOpenTag(), plist: tag)
    }

    /// Reads what follows the root object (read by then): the close tag of its `<plist>`. Whatever
    /// follows the root element is ignored, as Foundation does.
    mutating func closeRoot(_ root: Root) throws(Failure) {
        guard let plist = root.plist else { return }
        try skipMisc(inside: .plist, openedAt: plist.start)
        guard atCloseTag else {
            throw Failure(offset: pos, message: "a property list holds one object, and <plist> already has one")
        }
        try readCloseTag(of: plist)
    }

    /// Reads the next `<key>` of `dict` and the open tag of its value, or, at the end, the `</dict>`
    /// (then `nil`). The caller reads the value before it asks for the next member.
    mutating func nextMember(of dict: OpenTag) throws(Failure) -> Member? {
        guard !dict.selfClosing else { return nil }
        try skipMisc(inside: .dict, openedAt: dict.start)
        if atCloseTag {
            try readCloseTag(of: dict)
            return nil
        }
        let keyPlace = place()
        let keyTag = try readOpenTag()
        guard keyTag.element == .key else {
            throw Failure(offset: keyTag.start, message: "a <\(keyTag.element.rawValue)> inside <dict> without a <key> before it")
        }
        let key = try readText(of: keyTag)
        try skipMisc(inside: .dict, openedAt: dict.start)
        if atCloseTag {
            let closeStart = pos
            let name = closeTagName()
            guard name == PlistElement.dict.rawValue else {
                throw Failure(offset: closeStart, message: "the close tag </\(name)> does not match the open tag <dict>")
            }
            throw Failure(offset: keyTag.start, message: "the key \"\(string(key))\" has no value before </dict>")
        }
        let valueTag = try readOpenTag()
        guard valueTag.element != .key else {
            throw Failure(offset: keyTag.start, message: "the key \"\(string(key))\" has no value: another <key> follows it")
        }
        return Member(keyPlace: keyPlace, key: key, value: valueTag)
    }

    /// Reads the open tag of the next value of `array`, or, at the end, the `</array>` (then `nil`).
    mutating func nextItem(of array: OpenTag) throws(Failure) -> OpenTag? {
        guard !array.selfClosing else { return nil }
        try skipMisc(inside: .array, openedAt: array.start)
        if atCloseTag {
            try readCloseTag(of: array)
            return nil
        }
        let tag = try readOpenTag()
        guard tag.element != .key else {
            throw Failure(offset: tag.start, message: "a <key> inside <array>; keys belong in <dict>")
        }
        return tag
    }

    /// Reads the close tag of `<true>` or `<false>` written out in full.
    mutating func readEmpty(_ tag: OpenTag) throws(Failure) {
        guard !tag.selfClosing else { return }
        try skipMisc(inside: tag.element, openedAt: tag.start)
        guard atCloseTag else {
            throw Failure(offset: pos, message: "a tag inside <\(tag.element.rawValue)>, which holds nothing")
        }
        try readCloseTag(of: tag)
    }

    // MARK: Text

    /// Reads the text of a text element through its close tag, as a string.
    ///
    /// One call on purpose: in `lexer.string(try lexer.readText(of:))` the lexer is read before the
    /// argument runs, so `string` would look at the lexer as it was before the text was read.
    mutating func readString(of tag: OpenTag) throws(Failure) -> String {
        let text = try readText(of: tag)
        return string(text)
    }

    /// A string of `text`, which ``readText(of:)`` returned and no later read has replaced.
    func string(_ text: Text) -> String {
        withBytes(text) { Self.string($0, knownASCII: text.knownASCII) }
    }

    /// A string of `bytes`, valid UTF-8; `knownASCII`: all of them are known to be ASCII, which spares
    /// the check ``ValidUTF8/string(_:)`` makes.
    @inline(__always)
    static func string(_ bytes: UnsafeBufferPointer<UInt8>, knownASCII: Bool) -> String {
        if knownASCII, #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            return String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: true))
        }
        return ValidUTF8.string(bytes)
    }

    /// Calls `body` with the bytes of `text`, which ``readText(of:)`` returned and no later read has replaced.
    @inline(__always)
    func withBytes<R>(_ text: Text, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if text.inScratch { return body(scratch.bytes(text.start..<text.end)) }
        return body(UnsafeBufferPointer(rebasing: self.text[text.start..<text.end]))
    }

    /// Reads the text of a text element through its close tag, references and CDATA resolved.
    @inline(__always)
    mutating func readText(of tag: OpenTag) throws(Failure) -> Text {
        guard !tag.selfClosing else { return Text(start: pos, end: pos, inScratch: false, knownASCII: true) }
        let start = pos
        // The common case, plain text: a slice of the input bytes, which are valid UTF-8 (validated or
        // transcoded) and cut at ASCII markup.
        let (end, special) = nextMarkup(from: pos)
        pos = end
        if special { counter.pass(text, from: start, to: end) }
        guard atCloseTag else { return try readEscapedText(of: tag, from: start, plain: !special) }
        try readCloseTag(of: tag)
        return Text(start: start, end: end, inScratch: false, knownASCII: !special)
    }

    /// ``readText(of:)`` from the first reference or CDATA section (at `pos`) on; the text from `start`
    /// to there was passed (`plain`: it is ASCII). The plain stretches between references are copied
    /// whole into the scratch buffer.
    private mutating func readEscapedText(of tag: OpenTag, from start: Int, plain: Bool) throws(Failure) -> Text {
        scratch.removeAll()
        var knownASCII = plain
        var plainStart = start
        while true {
            scratch.append(UnsafeBufferPointer(rebasing: text[plainStart..<pos]))
            guard pos < text.count else { break }
            if text[pos] == 0x26 {  // &
                if let base = text.baseAddress, pos &+ 8 <= text.count, SWAR.load(base, pos) & 0xFF_FFFF_FFFF == Self.ampersandEntity {
                    // `&amp;`, the one reference most files use, by one load.
                    scratch.appendUTF8(0x26)
                    pos &+= 5
                } else {
                    guard let scalar = readReference() else {
                        throw Failure(offset: pos, message: "a '&' that starts no character reference; write &amp; for a literal '&'")
                    }
                    scratch.appendUTF8(scalar)
                    knownASCII = knownASCII && scalar < 0x80
                }
            } else if atCloseTag {
                // Valid slices and whole scalars from references: valid UTF-8.
                try readCloseTag(of: tag)
                return Text(start: 0, end: scratch.count, inScratch: true, knownASCII: knownASCII)
            } else if hasPrefix("<![CDATA[") {
                let contentStart = pos + 9
                guard let close = find("]]>", from: contentStart) else {
                    throw Failure(offset: pos, message: "a CDATA section without its closing ]]>")
                }
                counter.pass(text, from: contentStart, to: close)
                knownASCII = false  // not looked at
                scratch.append(UnsafeBufferPointer(rebasing: text[contentStart..<close]))
                pos = close + 3
            } else if hasPrefix("<!--") {
                // Foundation (and so the device) refuses a comment inside a text value.
                throw Failure(offset: pos, message: "a comment inside <\(tag.element.rawValue)>, which Foundation cannot read (the device then finds nothing in the file); move it before the tag")
            } else {
                throw Failure(offset: pos, message: "a tag inside <\(tag.element.rawValue)>, which holds only text; write &lt; for a literal '<'")
            }
            plainStart = pos
            let (end, special) = nextMarkup(from: pos)
            pos = end
            if special {
                counter.pass(text, from: plainStart, to: end)
                knownASCII = false
            }
        }
        throw Failure(offset: tag.start, message: "<\(tag.element.rawValue)> is never closed")
    }

    /// `&amp;` as a little-endian word of its five bytes.
    private static let ampersandEntity: UInt64 = 0x3B_706D_6126

    /// The offset of the next `<` or `&` at or after `from` (the end if none), eight bytes at a time:
    /// text values are most of a file's bytes. `special`: whether a byte before it is a control
    /// character (line breaks among them) or not ASCII, which the place counter must then be told.
    @inline(__always)
    private func nextMarkup(from: Int) -> (offset: Int, special: Bool) {
        guard let base = text.baseAddress else { return (from, false) }
        let count = text.count
        var index = from
        var special: UInt64 = 0
        while index &+ 8 <= count {
            let word = SWAR.load(base, index)
            // Bytes below 0x20 or from 0x80 (exact up to the first markup byte; see `SWAR.firstBelow`).
            let unusual = SWAR.firstBelow(word, 0x20) | word
            let found = SWAR.matches(word, 0x3C) | SWAR.matches(word, 0x26)
            if found != 0 {
                // Only the bytes before the markup: the bits below its own.
                special |= unusual & ((found & (0 &- found)) &- 1)
                return (index &+ SWAR.firstIndex(found), special & SWAR.highBits != 0)
            }
            special |= unusual
            index &+= 8
        }
        var tail = false
        while index < count, base[index] != 0x3C, base[index] != 0x26 {
            tail = tail || base[index] < 0x20 || base[index] >= 0x80
            index &+= 1
        }
        return (index, tail || special & SWAR.highBits != 0)
    }

    /// Reads a character reference at `pos` (a `&`), moving past it; `nil` if it is not one.
    private mutating func readReference() -> UInt32? {
        // At most ten bytes from the `&` to the `;`.
        var semicolon = pos + 1
        let limit = min(pos + 11, text.count)
        while semicolon < limit, text[semicolon] != 0x3B { semicolon += 1 }
        guard semicolon < limit else { return nil }
        let name = UnsafeBufferPointer(rebasing: text[(pos + 1)..<semicolon])
        let value: UInt32?
        // `&amp;` and its kin, nearly every reference of a real file, by their bytes.
        if let named = Self.predefinedEntity(name) {
            value = named
        } else {
            let name = String(decoding: name, as: UTF8.self)
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

    /// The scalar of `lt`, `gt`, `amp`, `quot` or `apos`; `nil` for any other name.
    private static func predefinedEntity(_ name: UnsafeBufferPointer<UInt8>) -> UInt32? {
        var packed: UInt32 = 0
        guard name.count <= 4 else { return nil }
        for (index, byte) in name.enumerated() { packed |= UInt32(byte) << UInt32(8 * index) }
        switch (name.count, packed) {
        case (2, 0x746C): return 0x3C  // lt
        case (2, 0x7467): return 0x3E  // gt
        case (3, 0x70_6D61): return 0x26  // amp
        case (4, 0x746F_7571): return 0x22  // quot
        case (4, 0x736F_7061): return 0x27  // apos
        default: return nil
        }
    }

    // MARK: Markup

    /// Skips whitespace, comments, processing instructions and declarations up to the next tag.
    /// Text there is an error inside an element; the end of the file is an error inside one.
    @inline(__always)
    private mutating func skipMisc(inside container: PlistElement?, openedAt: Int) throws(Failure) {
        // Whitespace and then a tag, nearly every time: inline, in a local.
        var index = pos
        while index < text.count {
            let byte = text[index]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { break }
            index += 1
            // LF, or a CR that is not the first half of CR LF: a line break.
            if byte == 0x0A || byte == 0x0D && !(index < text.count && text[index] == 0x0A) {
                counter.lineBreak(nextLine: index)
            }
        }
        pos = index
        if index + 1 < text.count, text[index] == 0x3C, text[index + 1] != 0x3F, text[index + 1] != 0x21 { return }  // not <? <!
        try skipMiscSlowly(inside: container, openedAt: openedAt)
    }

    /// ``skipMisc(inside:openedAt:)`` beyond whitespace: stray text, the end of the file, comments,
    /// processing instructions and declarations.
    private mutating func skipMiscSlowly(inside container: PlistElement?, openedAt: Int) throws(Failure) {
        while true {
            // One pass: the first byte that is neither whitespace nor `<` is stray text.
            while pos < text.count {
                let byte = text[pos]
                if byte == 0x3C { break }
                guard Self.isSpace(byte) else {
                    let place = container.map { "inside <\($0.rawValue)>" } ?? "before the first element"
                    throw Failure(offset: pos, message: "unexpected text \(place); only elements may stand there")
                }
                pos += 1
                if byte == 0x0A || byte == 0x0D && !(pos < text.count && text[pos] == 0x0A) {
                    counter.lineBreak(nextLine: pos)
                }
            }
            guard pos < text.count else {
                guard let container else { return }
                throw Failure(offset: openedAt, message: "this <\(container.rawValue)> is never closed: the file ends first")
            }
            guard pos + 1 < text.count, text[pos + 1] == 0x3F || text[pos + 1] == 0x21 else { return }  // ? !
            let skipped = pos
            defer { counter.pass(text, from: skipped, to: pos) }
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
    @inline(__always)
    private mutating func readOpenTag() throws(Failure) -> OpenTag {
        let start = pos
        // `<key>`, `<string>` and `<dict>` without attributes: nearly every tag of a file, told by
        // one load (the general path reads the name, then looks it up).
        if let base = text.baseAddress, pos + 8 <= text.count {
            let word = SWAR.load(base, pos)
            let known: (PlistElement, Int)? = if word & 0xFF_FFFF_FFFF == PlistTagWords.keyOpen {
                (.key, 5)
            } else if word == PlistTagWords.stringOpen {
                (.string, 8)
            } else if word & 0xFFFF_FFFF_FFFF == PlistTagWords.dictOpen {
                (.dict, 6)
            } else {
                nil
            }
            if case let (element, length)? = known {
                pos += length
                return OpenTag(element: element, start: start, selfClosing: false, contentStart: pos)
            }
        }
        return try readOpenTagSlowly()
    }

    /// ``readOpenTag()`` by the element's name, with attributes.
    private mutating func readOpenTagSlowly() throws(Failure) -> OpenTag {
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
                counter.pass(text, from: start, to: pos)
                return OpenTag(element: element, start: start, selfClosing: false, contentStart: pos)
            }
            if byte == 0x2F, pos + 1 < text.count, text[pos + 1] == 0x3E {  // />
                pos += 2
                counter.pass(text, from: start, to: pos)
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
    @inline(__always)
    private mutating func readCloseTag(of tag: OpenTag) throws(Failure) {
        // `</key>`, `</string>` and `</dict>` written plainly, by one load (see ``readOpenTag()``).
        if let base = text.baseAddress, pos + 9 <= text.count {
            let word = SWAR.load(base, pos)
            let length = switch tag.element {
            case .key: word & 0xFFFF_FFFF_FFFF == PlistTagWords.keyClose ? 6 : 0
            case .string: word == PlistTagWords.stringClose && base[pos + 8] == 0x3E ? 9 : 0
            case .dict: word & 0xFF_FFFF_FFFF_FFFF == PlistTagWords.dictClose ? 7 : 0
            default: 0
            }
            if length > 0 {
                pos += length
                return
            }
        }
        try readCloseTagSlowly(of: tag)
    }

    /// ``readCloseTag(of:)`` by the element's name, with whitespace before its `>`.
    private mutating func readCloseTagSlowly(of tag: OpenTag) throws(Failure) {
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
        counter.pass(text, from: closeStart, to: pos)
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
        // Lowercase letters first, in a tight loop: every plist element name is made of them.
        while end < text.count, text[end] &- 0x61 < 26 { end += 1 }
        while end < text.count {
            let byte = text[end]
            let isNameByte = byte &- 0x61 < 26 || byte >= 0x80 || byte &- 0x30 < 10 || byte &- 0x41 < 26
                || byte == 0x2D || byte == 0x5F || byte == 0x2E || byte == 0x3A
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

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

/// The common tags of a property list as little-endian words of their bytes, for one-load matches
/// (``PlistTagWordsTests`` checks each against its text).
enum PlistTagWords {
    /// `<key>`, five bytes.
    static let keyOpen: UInt64 = 0x3E_7965_6B3C
    /// `<string>`, eight bytes.
    static let stringOpen: UInt64 = 0x3E67_6E69_7274_733C
    /// `<dict>`, six bytes.
    static let dictOpen: UInt64 = 0x3E74_6369_643C
    /// `</key>`, six bytes.
    static let keyClose: UInt64 = 0x3E79_656B_2F3C
    /// `</string` (the `>` is the ninth byte).
    static let stringClose: UInt64 = 0x676E_6972_7473_2F3C
    /// `</dict>`, seven bytes.
    static let dictClose: UInt64 = 0x3E_7463_6964_2F3C
}
