/// Reads a whole XML property list into a generic tree of located values, or finds the first place
/// where its structure breaks.
///
/// The `.stringsdict` reader does not build this tree (see ``StringsDictBuilder``); it reads values of
/// shapes it does not expect through ``PlistXMLLexer/readValue(_:depth:)``, which checks them as this
/// reader does. The differential tests compare this reader with `PropertyListSerialization`.
struct PlistXMLReader {
    typealias Failure = PlistXMLFailure

    /// Foundation refuses property lists nested deeper than this.
    static let maximumDepth = 512

    private var lexer: PlistXMLLexer

    /// A reader over UTF-8 `text`.
    init(_ text: UnsafeBufferPointer<UInt8>) {
        lexer = PlistXMLLexer(text)
    }

    /// Reads the root object (the element inside `<plist>`, or the first element). Whatever follows
    /// the root element is ignored, as Foundation does.
    mutating func read() throws(Failure) -> PlistNode {
        let root = try lexer.openRoot()
        let node = try lexer.readValue(root.value, depth: 1)
        try lexer.closeRoot(root)
        return node
    }
}

extension PlistXMLLexer {
    /// Reads the value whose open tag is `tag` (at nesting level `depth`, the root's being 1), through
    /// its close tag, as a tree.
    mutating func readValue(_ tag: OpenTag, depth: Int) throws(Failure) -> PlistNode {
        guard depth <= PlistXMLReader.maximumDepth else {
            throw Failure(offset: tag.start, message: "nesting deeper than \(PlistXMLReader.maximumDepth) levels, which Foundation refuses")
        }
        var textPlace: TextPlace?
        let value: PlistNode.Value
        switch tag.element {
        case .dict:
            var members: [PlistMember] = []
            while let member = try nextMember(of: tag) {
                let key = string(member.key)
                members.append(PlistMember(key: key, keyPlace: member.keyPlace, value: try readValue(member.value, depth: depth + 1)))
            }
            value = .dictionary(members)
        case .array:
            var items: [PlistNode] = []
            while let item = try nextItem(of: tag) { items.append(try readValue(item, depth: depth + 1)) }
            value = .array(items)
        case .string, .key:
            textPlace = place()
            value = .string(try readString(of: tag))
        case .true, .false:
            try readEmpty(tag)
            value = .boolean(tag.element == .true)
        case .data: value = .data(PlistScalars.data(try readString(of: tag)))
        case .integer:
            let text = try readString(of: tag)
            guard let number = PlistScalars.integer(text) else { throw Self.scalarFailure(tag, text, "a whole number such as 42 or -0x1F") }
            value = .integer(number)
        case .real:
            let text = try readString(of: tag)
            guard let number = PlistScalars.real(text) else { throw Self.scalarFailure(tag, text, "a number such as 1.5") }
            value = .real(number)
        case .date:
            let text = try readString(of: tag)
            guard let seconds = PlistScalars.date(text) else { throw Self.scalarFailure(tag, text, "a date such as 2024-05-01T12:00:00Z") }
            value = .date(seconds)
        case .plist:
            throw Failure(offset: tag.start, message: "a <plist> inside another element; only the outermost element may be <plist>")
        }
        return PlistNode(value: value, tagOffset: tag.start, textPlace: textPlace)
    }

    private static func scalarFailure(_ tag: OpenTag, _ text: String, _ expected: String) -> Failure {
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return Failure(offset: tag.start, message: "<\(tag.element.rawValue)> holds \"\(shown)\", which is not \(expected)")
    }
}
