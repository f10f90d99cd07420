@_spi(RuleValues) import PushlocDiagnostics
@testable import PushlocStringsFile
import PushlocRules

// The `.stringsdict` reader before the one-pass rewrite, as the oracle of `StringsDictOracleTests`.

/// The XML reader the `.stringsdict` parser used before it read the schema in one pass (as of
/// commit 0eb0744), kept whole as the oracle: it builds the generic tree that the old builder walked.
struct LegacyPlistXMLReader {
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
        var textPlace: TextPlace?
        let value: PlistNode.Value
        switch tag.element {
        case .dict: value = .dictionary(try readMembers(of: tag, depth: depth))
        case .array: value = .array(try readItems(of: tag, depth: depth))
        case .string, .key:
            textPlace = place(tag.contentStart)
            value = .string(try readText(of: tag))
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
        return PlistNode(value: value, tagOffset: tag.start, textPlace: textPlace)
    }

    private func scalarFailure(_ tag: OpenTag, _ text: String, _ expected: String) -> Failure {
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return Failure(offset: tag.start, message: "<\(tag.element.rawValue)> holds \"\(shown)\", which is not \(expected)")
    }

    /// Reads the `<key>`/value pairs of a `<dict>`.
    private mutating func readMembers(of dict: OpenTag, depth: Int) throws(Failure) -> [PlistMember] {
        var members: [PlistMember] = []
        guard !dict.selfClosing else { return members }
        members.reserveCapacity(8)  // a variable's dictionary: its two types and up to six forms
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
        // The common case, plain text: one String straight from the input bytes, which are valid
        // UTF-8 (validated or transcoded) and cut at ASCII markup, so not validated again.
        pos = nextMarkup(from: pos)
        if pos + 1 < text.count, text[pos] == 0x3C, text[pos + 1] == 0x2F {
            let value = ValidUTF8.string(UnsafeBufferPointer(rebasing: text[start..<pos]))
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
                // Valid slices and whole scalars from references: valid UTF-8.
                let value = scratch.withUnsafeBufferPointer(ValidUTF8.string)
                try readCloseTag(of: tag)
                return value
            } else {
                throw Failure(offset: pos, message: "a tag inside <\(tag.element.rawValue)>, which holds only text; write &lt; for a literal '<'")
            }
        }
        throw Failure(offset: tag.start, message: "<\(tag.element.rawValue)> is never closed")
    }

    /// The offset of the next `<` or `&` at or after `from` (the end if none), eight bytes at a time:
    /// text values are most of a file's bytes.
    private func nextMarkup(from: Int) -> Int {
        guard let base = text.baseAddress else { return from }
        var index = from
        while index + 8 <= text.count {
            let word = SWAR.load(base, index)
            let found = SWAR.matches(word, 0x3C) | SWAR.matches(word, 0x26)
            if found != 0 { return index + SWAR.firstIndex(found) }
            index += 8
        }
        while index < text.count, text[index] != 0x3C, text[index] != 0x26 { index += 1 }
        return index
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
            // A tag: by far the most common case, told apart by one byte.
            guard pos + 1 < text.count, text[pos + 1] == 0x3F || text[pos + 1] == 0x21 else { return }  // ? !
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
        // Lowercase letters first, in a tight loop: every plist element name is made of them.
        while end < text.count, text[end] &- 0x61 < 26 { end += 1 }
        while end < text.count {
            let byte = text[end]
            // Lowercase letters first: every plist element name is made of them.
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

    /// The line and column of `offset`; offsets are asked for in file order, so that the walk is one pass.
    private mutating func place(_ offset: Int) -> TextPlace {
        let location = walker.location(of: offset)
        return TextPlace(line: location.line, column: location.column)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}


/// The builder the `.stringsdict` parser used before (as of commit 0eb0744), walking the tree of
/// ``LegacyPlistXMLReader``. One change: the `%#@name@` references of a variable's forms are taken in
/// file order, where the old builder took them in the order of its `forms` dictionary, which differs
/// from run to run (it only ordered two missing-variable errors at the same place).
struct LegacyStringsDictBuilder {
    private let path: String
    private var entries: [StringsDictEntry] = []
    private var diagnostics: [Diagnostic] = []

    private static let formatKey = "NSStringLocalizedFormatKey"
    private static let specTypeKey = "NSStringFormatSpecTypeKey"
    private static let valueTypeKey = "NSStringFormatValueTypeKey"

    init(path: String) {
        self.path = path
    }

    /// The document, diagnostics in file order.
    func document() -> StringsDictDocument {
        let ordered = diagnostics.enumerated().sorted { lhs, rhs in
            let l = lhs.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            let r = rhs.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            return (l.0, l.1, lhs.offset) < (r.0, r.1, rhs.offset)
        }.map(\.element)
        return StringsDictDocument(path: path, entries: entries, diagnostics: ordered)
    }

    /// Reads the file from its decoded UTF-8 `text`.
    mutating func read(text: UnsafeBufferPointer<UInt8>, decoded: DecodedSource) {
        var walker = LineColumnWalker(text)
        for problem in decoded.problems.prefix(SourceDecoder.problemLimit) {
            report(RuleDescription.syntax.id, .error, at: Self.place(problem.decodedOffset, &walker), problem.message)
        }
        if let first = text.firstIndex(where: { !(0x09...0x0D).contains($0) && $0 != 0x20 }), text[first] != 0x3C {
            let binary = text.count >= 6 && text[0..<6].elementsEqual("bplist".utf8)
            let kind = binary ? "a binary property list" : "not an XML property list (an old-style one, or no property list at all)"
            report(RuleDescription.syntax.id, .error, at: Self.place(first, &walker), "this .stringsdict is \(kind); pushloc reads the XML form that Xcode writes: convert it with `plutil -convert xml1`")
            return
        }
        var reader = LegacyPlistXMLReader(text)
        let root: PlistNode
        do {
            root = try reader.read()
        } catch {
            report(RuleDescription.syntax.id, .error, at: Self.place(error.offset, &walker), "malformed property list: \(error.message)")
            return
        }
        guard case .dictionary(let members) = root.value else {
            report(RuleDescription.syntax.id, .error, at: Self.place(root.tagOffset, &walker), "the root of a .stringsdict file must be a <dict> of entries, one per key")
            return
        }
        for member in unique(members, entry: nil) { readEntry(member) }
    }

    private static func place(_ offset: Int, _ walker: inout LineColumnWalker) -> TextPlace {
        let location = walker.location(of: offset)
        return TextPlace(line: location.line, column: location.column)
    }

    /// The members of a dictionary, each key once: in the order keys first appear, with the value of
    /// the last one (the device's). Reports every repeat as a `duplicate-key` warning.
    private mutating func unique(_ members: [PlistMember], entry: String?) -> [PlistMember] {
        // Nearly every dictionary has no repeat: then the array is shared, not copied member by member.
        guard Self.hasRepeats(members) else { return members }
        var result: [PlistMember] = []
        result.reserveCapacity(members.count)
        // Keys compare by their bytes, as the device's dictionary does (see ``KeyIndex``).
        var index = KeyIndex(expectedCount: members.count)
        for member in members {
            let hash = KeyIndex.hash(member.key)
            let (slot, earlier) = index.probe(hash: hash) { KeyIndex.sameBytes(result[$0].key, member.key) }
            guard let earlier else {
                index.store(hash: hash, in: slot)
                result.append(member)
                continue
            }
            report(
                RuleDescription.duplicateKey.id, .warning, at: member.keyPlace,
                "duplicate key \"\(member.key)\" in the same dictionary: it is also on line \(result[earlier].keyPlace.line); the device uses this later one",
                key: entry ?? member.key)
            result[earlier] = member
        }
        return result
    }

    /// Whether two members of a dictionary have the same key.
    private static func hasRepeats(_ members: [PlistMember]) -> Bool {
        guard members.count > 1 else { return false }
        if members.count <= 12 {
            for later in 1..<members.count {
                let key = members[later].key
                // The length (stored, for a native string) rules out nearly every pair before the bytes.
                for earlier in 0..<later where members[earlier].key.utf8.count == key.utf8.count
                    && KeyIndex.sameBytes(members[earlier].key, key) { return true }
            }
            return false
        }
        var index = KeyIndex(expectedCount: members.count)
        for member in members {
            let hash = KeyIndex.hash(member.key)
            let (slot, earlier) = index.probe(hash: hash) { KeyIndex.sameBytes(members[$0].key, member.key) }
            if earlier != nil { return true }
            index.store(hash: hash, in: slot)
        }
        return false
    }

    /// Reads one top-level entry.
    private mutating func readEntry(_ member: PlistMember) {
        let key = member.key
        guard case .dictionary(let members) = member.value.value else {
            report(RuleDescription.syntax.id, .error, at: member.keyPlace, "the value of \"\(key)\" must be a <dict> with \(Self.formatKey) and its variables", key: key)
            return
        }
        var format: String?
        var hasFormat = false
        var variables: [StringsDictVariable] = []
        var formReferences: [[String]] = []
        for field in unique(members, entry: key) {
            if field.key == Self.formatKey {
                hasFormat = true
                if case .string(let string) = field.value.value {
                    format = string
                } else {
                    report(RuleDescription.syntax.id, .error, at: field.keyPlace, "\(Self.formatKey) of \"\(key)\" must be a <string>", key: key)
                }
                continue
            }
            guard case .dictionary(let rules) = field.value.value else {
                report(RuleDescription.syntax.id, .error, at: field.keyPlace, "\"\(field.key)\" in \"\(key)\" must be a <dict> of plural rules (a variable that %#@\(field.key)@ names)", key: key)
                continue
            }
            let (variable, references) = readVariable(field.key, rules, entry: key, at: field.keyPlace)
            variables.append(variable)
            formReferences.append(references)
        }
        if !hasFormat {
            report(RuleDescription.syntax.id, .error, at: member.keyPlace, "\"\(key)\" has no \(Self.formatKey): add <key>\(Self.formatKey)</key><string>%#@name@</string> for the format that names its variables", key: key)
        }
        var referenced = format.map(Self.variableReferences) ?? []
        for references in formReferences { referenced += references }
        // An entry has a few variables: searched, not hashed, unless a file has many.
        let defined: Set<String>? = variables.count > 8 ? Set(variables.map(\.name)) : nil
        var reported = Set<String>()  // allocates only once a name is missing
        for name in referenced where !(defined?.contains(name) ?? variables.contains { $0.name == name }) && reported.insert(name).inserted {
            report(RuleDescription.syntax.id, .error, at: member.keyPlace, "the format of \"\(key)\" uses %#@\(name)@, but \"\(key)\" has no variable \"\(name)\": add <key>\(name)</key> with its plural rules", key: key)
        }
        entries.append(StringsDictEntry(key: key, formatKey: format, variables: variables, line: member.keyPlace.line, column: member.keyPlace.column))
    }

    /// Reads the dictionary of one variable.
    private mutating func readVariable(_ name: String, _ rules: [PlistMember], entry: String, at place: TextPlace) -> (StringsDictVariable, [String]) {
        var specType: String?
        var valueType: String?
        var forms: [String: String] = [:]
        var formLocations: [String: SourceLocation] = [:]
        var lastRule: [String: Int] = [:]  // the last form of each key, as `forms` compares keys
        let uniqueRules = unique(rules, entry: entry)
        for (position, rule) in uniqueRules.enumerated() {
            guard case .string(let string) = rule.value.value else {
                report(RuleDescription.syntax.id, .error, at: rule.keyPlace, "\"\(rule.key)\" of the variable \"\(name)\" in \"\(entry)\" must be a <string>", key: entry)
                continue
            }
            switch rule.key {
            case Self.specTypeKey: specType = string
            case Self.valueTypeKey: valueType = string
            default:
                forms[rule.key] = string
                lastRule[rule.key] = position
                let place = rule.value.textPlace ?? rule.keyPlace
                formLocations[rule.key] = SourceLocation(file: path, line: place.line, column: place.column)
            }
        }
        if specType == nil {
            report(RuleDescription.syntax.id, .error, at: place, "the variable \"\(name)\" of \"\(entry)\" has no \(Self.specTypeKey): add <key>\(Self.specTypeKey)</key><string>NSStringPluralRuleType</string>", key: entry)
        }
        var references: [String] = []
        for (position, rule) in uniqueRules.enumerated() where lastRule[rule.key] == position {
            if case .string(let string) = rule.value.value { references += Self.variableReferences(in: string) }
        }
        return (StringsDictVariable(name: name, specTypeKey: specType, valueType: valueType, forms: forms, formLocations: formLocations), references)
    }

    /// The names of the `%#@name@` (and `%1$#@name@`) variables in a format.
    ///
    /// Works on the UTF-8 bytes: every marker of the syntax is ASCII (a scalar array of each form
    /// was the builder's largest cost).
    static func variableReferences(in format: String) -> [String] {
        var format = format
        return format.withUTF8 { bytes in
            var names: [String] = []
            var i = 0
            while i < bytes.count {
                guard bytes[i] == 0x25 else {  // %
                    i += 1
                    continue
                }
                var j = i + 1
                if j < bytes.count, bytes[j] == 0x25 {
                    i = j + 1
                    continue
                }
                var digits = j
                while digits < bytes.count, bytes[digits] &- 0x30 < 10 { digits += 1 }
                if digits > j, digits < bytes.count, bytes[digits] == 0x24 { j = digits + 1 }  // $
                guard j + 1 < bytes.count, bytes[j] == 0x23, bytes[j + 1] == 0x40 else {  // #@
                    i += 1
                    continue
                }
                var end = j + 2
                while end < bytes.count, bytes[end] != 0x40 { end += 1 }
                guard end < bytes.count, end > j + 2 else {
                    i = j + 2
                    continue
                }
                names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[(j + 2)..<end]), as: UTF8.self))
                i = end + 1
            }
            return names
        }
    }

    /// Adds a diagnostic at `place` (the file's start when `nil`).
    mutating func report(_ rule: String, _ severity: Severity, at place: TextPlace?, _ message: String, key: String? = nil) {
        let place = place ?? .start
        report(rule, severity, line: place.line, column: place.column, message, key: key)
    }

    private mutating func report(_ rule: String, _ severity: Severity, line: Int, column: Int, _ message: String, key: String? = nil) {
        diagnostics.append(Diagnostic(
            rule: rule, severity: severity, message: message,
            location: SourceLocation(file: path, line: line, column: column), key: key))
    }
}

extension LegacyStringsDictBuilder {
    /// `StringsDictParser.parse` as it was, over the legacy reader and builder.
    static func parse(_ bytes: [UInt8], path: String) -> StringsDictDocument {
        var builder = LegacyStringsDictBuilder(path: path)
        guard !bytes.isEmpty else {
            builder.report(RuleDescription.emptyFile.id, .warning, at: nil, "the file is empty (0 bytes); Foundation cannot read an empty property list, so the device finds no plural rules in it")
            return builder.document()
        }
        let decoded = SourceDecoder.decode(bytes)
        if let transcoded = decoded.transcoded {
            transcoded.withUnsafeBufferPointer { builder.read(text: $0, decoded: decoded) }
        } else {
            bytes.withUnsafeBufferPointer { buffer in
                builder.read(text: UnsafeBufferPointer(rebasing: buffer[decoded.byteOrderMarkLength...]), decoded: decoded)
            }
        }
        return builder.document()
    }
}
