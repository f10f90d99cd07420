/// How a property list's bytes begin, which is all CoreFoundation looks at to choose its reader:
/// `bplist` for a binary list, else `<` as the first character that is not whitespace for an XML one,
/// else old-style text. The `.stringsdict` reader and the `.strings` reader both ask it.
enum PropertyListForm {
    /// Whether `bytes` start with the binary property list's mark, `bplist`.
    static func isBinary(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: "bplist".utf8)
    }

    /// The offset of the first byte of the decoded `text` that is not whitespace (space, tab, line
    /// breaks), or `nil` for a text of whitespace only.
    static func firstContent(of text: UnsafeBufferPointer<UInt8>) -> Int? {
        text.firstIndex { !StringsScanner.isASCIIWhitespace($0) }
    }

    /// Whether the decoded `text` (after any byte order mark) is an XML property list: its first
    /// character that is not whitespace is `<`, which no old-style file can start with.
    static func isXML(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        firstContent(of: text).map { text[$0] == UInt8(ascii: "<") } ?? false
    }
}
