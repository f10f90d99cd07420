/// A run of bytes of a ``DocumentText``: `count` bytes from `offset`, in the text's address space.
///
/// Offsets below ``DocumentText/textCount`` are in the decoded text, the rest in its side buffer
/// (``DocumentText/extra``). A comment that is absent has the offset ``ByteRange/absent``.
struct ByteRange: Sendable, Hashable {
    var offset: UInt32
    var count: UInt32

    /// The offset of an absent string (an entry without a comment).
    static let absent = ByteRange(offset: .max, count: 0)

    /// Whether `range` can be stored: every offset of the address space fits below `UInt32.max`.
    @inline(__always)
    static func fits(_ range: Range<Int>) -> Bool {
        range.lowerBound >= 0 && range.upperBound < Int(UInt32.max)
    }

    /// The range, which must fit (see ``fits(_:)``).
    @inline(__always)
    init(_ range: Range<Int>) {
        offset = UInt32(truncatingIfNeeded: range.lowerBound)
        count = UInt32(truncatingIfNeeded: range.count)
    }

    init(offset: UInt32, count: UInt32) {
        self.offset = offset
        self.count = count
    }

    var isAbsent: Bool { offset == .max }

    /// The range as integers.
    var range: Range<Int> { Int(offset)..<(Int(offset) + Int(count)) }
}

/// The bytes every entry of a parsed document reads its key, value and comment from: the document's
/// decoded UTF-8 text (the file's own byte array when the file is UTF-8, so the text is never copied),
/// and a side buffer for the strings that are not slices of it: strings with escapes resolved, and
/// comments joined from several.
///
/// Immutable once made. Every byte range handed out lies on scalar boundaries of valid UTF-8: the
/// text was validated (or transcoded) once by ``SourceDecoder`` before the scan, and the side buffer
/// holds slices of that text and whole scalars written by the escape resolver. So strings are made
/// from these bytes without validating them again (``ValidUTF8/string(_:)``).
final class DocumentText: Sendable {
    /// The array that holds the text, from ``textStart`` on (after a UTF-8 byte order mark).
    let storage: [UInt8]
    /// Where the text starts in ``storage``.
    let textStart: Int
    /// The length of the text; offsets from here on are in ``extra``.
    let textCount: Int
    /// Strings that are not slices of the text, set once when the scan that made them ends.
    private let extraBytes = ExtraBytes()
    /// The strings and location of an entry that keeps its own (the text is then empty).
    let owned: OwnedEntry?

    /// The text of a document about to be scanned: entries point here from the start, and the scanner
    /// hands over the side buffer with ``finish(extra:)`` when it is done.
    init(storage: [UInt8], textStart: Int, textCount: Int) {
        self.storage = storage
        self.textStart = textStart
        self.textCount = textCount
        self.owned = nil
    }

    /// The empty text of an entry that keeps its own strings.
    init(owned: OwnedEntry) {
        storage = []
        textStart = 0
        textCount = 0
        self.owned = owned
    }

    /// Strings that are not slices of the text.
    var extra: [UInt8] { extraBytes.bytes }

    /// Sets the side buffer; called once, by the scanner, before any entry is handed out.
    func finish(extra: [UInt8]) {
        extraBytes.bytes = extra
    }

    /// Calls `body` with the bytes of `range`.
    @inline(__always)
    func withBytes<Result>(_ range: ByteRange, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let offset = Int(range.offset), count = Int(range.count)
        if offset < textCount {
            return try storage.withUnsafeBufferPointer { all in
                try body(UnsafeBufferPointer(rebasing: all[(textStart + offset)..<(textStart + offset + count)]))
            }
        }
        return try extra.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[(offset - textCount)..<(offset - textCount + count)]))
        }
    }

    /// The string of `range`. The bytes are valid UTF-8 at scalar boundaries (see the type's comment).
    @inline(__always)
    func string(_ range: ByteRange) -> String {
        withBytes(range) { ValidUTF8.string($0) }
    }
}

/// The side buffer of a ``DocumentText``: written once, by the scanner of the document, before the
/// document (and so any entry that could read it) exists; only read afterwards.
private final class ExtraBytes: @unchecked Sendable {
    // @unchecked: the one write happens before the text is shared (see above); reads never overlap it.
    var bytes: [UInt8] = []
}

/// The strings and location of an entry made or edited in code (``StringsEntry/init(key:value:line:column:valueLine:valueColumn:comment:)``,
/// a property set on an entry): it keeps its own strings, where a parsed entry keeps byte ranges.
final class OwnedEntry: Sendable {
    let key: String
    let value: String
    let comment: String?
    let line: Int
    let column: Int
    let valueLine: Int
    let valueColumn: Int

    init(key: String, value: String, comment: String?, line: Int, column: Int, valueLine: Int, valueColumn: Int) {
        self.key = key
        self.value = value
        self.comment = comment
        self.line = line
        self.column = column
        self.valueLine = valueLine
        self.valueColumn = valueColumn
    }
}
