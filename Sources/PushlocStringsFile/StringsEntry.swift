#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One `key = value;` (or `key;`) entry of a `.strings` file, with where it stands.
///
/// Lines and columns are 1-based; columns count Unicode scalars of the decoded line.
///
/// An entry read by ``StringsParser`` holds no strings of its own: its key, value and comment are byte
/// ranges of its document's decoded text (shared by every entry of the document), and each of those
/// properties makes its `String` when read. A document of two million entries so costs 48 bytes an
/// entry besides its text, where three strings an entry cost several times that, and parsing makes no
/// string at all. Read a property once and keep the string where it is used several times. An entry
/// made with ``init(key:value:line:column:valueLine:valueColumn:comment:)``, or one whose property was
/// set, keeps its own strings.
public struct StringsEntry: Sendable {
    /// The text the entry's ranges point into; for an entry that keeps its own strings, a text with
    /// ``DocumentText/owned`` set. One class reference (not an enum of two), so that copying an entry,
    /// which every check does per record, is a plain copy and one retain.
    var source: DocumentText
    // A parsed entry's strings and location, packed into 32 bytes: offsets and columns in 32 bits,
    // lengths (up to 65,535 bytes) and the value's line (up to 65,535 lines after the key's) in 16. An
    // entry that does not fit keeps its own strings instead (see `fits`).
    private var keyOffset: UInt32
    private var valueOffset: UInt32
    private var commentOffset: UInt32
    private var line32: UInt32
    private var column32: UInt32
    private var valueColumn32: UInt32
    private var keyCount: UInt16
    private var valueCount: UInt16
    private var commentCount: UInt16
    private var valueLineDelta: UInt16

    /// Whether a parsed entry with these ranges (of an address space whose offsets fit in 32 bits, see
    /// ``ByteRange/fits(_:)``) and lines can keep byte ranges.
    static func fits(key: Range<Int>, value: Range<Int>, comment: Range<Int>?, line: Int, valueLine: Int) -> Bool {
        key.count <= Int(UInt16.max) && value.count <= Int(UInt16.max) && (comment?.count ?? 0) <= Int(UInt16.max)
            && valueLine >= line && valueLine - line <= Int(UInt16.max)
    }

    /// A parsed entry over the bytes of `text`; it must ``fits(key:value:comment:line:valueLine:)``.
    init(
        text: DocumentText, key: ByteRange, value: ByteRange, comment: ByteRange,
        line: Int, column: Int, valueLine: Int, valueColumn: Int
    ) {
        source = text
        keyOffset = key.offset
        keyCount = UInt16(truncatingIfNeeded: key.count)
        valueOffset = value.offset
        valueCount = UInt16(truncatingIfNeeded: value.count)
        commentOffset = comment.offset
        commentCount = UInt16(truncatingIfNeeded: comment.count)
        line32 = UInt32(truncatingIfNeeded: line)
        column32 = UInt32(truncatingIfNeeded: column)
        valueLineDelta = UInt16(truncatingIfNeeded: valueLine - line)
        valueColumn32 = UInt32(truncatingIfNeeded: valueColumn)
    }

    /// An entry that keeps its own strings.
    init(owned: OwnedEntry) {
        source = DocumentText(owned: owned)
        keyOffset = 0
        valueOffset = 0
        commentOffset = ByteRange.absent.offset
        line32 = 0
        column32 = 0
        valueColumn32 = 0
        keyCount = 0
        valueCount = 0
        commentCount = 0
        valueLineDelta = 0
    }

    /// Where a parsed entry's key is.
    var keyRange: ByteRange { ByteRange(offset: keyOffset, count: UInt32(keyCount)) }
    /// Where a parsed entry's value is.
    var valueRange: ByteRange { ByteRange(offset: valueOffset, count: UInt32(valueCount)) }
    /// Where a parsed entry's comment is (``ByteRange/absent`` without one).
    var commentRange: ByteRange { ByteRange(offset: commentOffset, count: UInt32(commentCount)) }

    /// Points a parsed entry's comment at `range`; `false` (and no change) when it does not fit.
    mutating func setCommentRange(_ range: Range<Int>) -> Bool {
        guard ByteRange.fits(range), range.count <= Int(UInt16.max) else { return false }
        commentOffset = UInt32(truncatingIfNeeded: range.lowerBound)
        commentCount = UInt16(truncatingIfNeeded: range.count)
        return true
    }

    /// The key, escapes resolved.
    public var key: String {
        get {
            if let owned = source.owned {
                owned.key
            } else {
                source.string(keyRange)
            }
        }
        set { own(key: newValue) }
    }

    /// The value, escapes resolved. For the `"key";` form it equals the key.
    public var value: String {
        get {
            if let owned = source.owned {
                owned.value
            } else {
                source.string(valueRange)
            }
        }
        set { own(value: newValue) }
    }

    /// The comment that documents the entry, without its `/* */` or `//` markers and trimmed.
    ///
    /// It is made of the comments that stand on their own lines right before the entry (no blank
    /// line between them and the key; a comment on the key's line before the key counts too),
    /// followed by any comment after the entry's `;` on the same line. Several comments are
    /// joined with a newline. `nil` when there is none.
    public var comment: String? {
        get {
            if let owned = source.owned {
                owned.comment
            } else {
                commentRange.isAbsent ? nil : source.string(commentRange)
            }
        }
        set { own(comment: .some(newValue)) }
    }

    /// The line of the key token's first character (its opening quote, if quoted).
    public var line: Int {
        get {
            if let owned = source.owned {
                owned.line
            } else {
                Int(line32)
            }
        }
        set { own(line: newValue) }
    }

    /// The column of the key token's first character.
    public var column: Int {
        get {
            if let owned = source.owned {
                owned.column
            } else {
                Int(column32)
            }
        }
        set { own(column: newValue) }
    }

    /// The line of the value token's first character (the key's, for the `"key";` form).
    public var valueLine: Int {
        get {
            if let owned = source.owned {
                owned.valueLine
            } else {
                Int(line32) + Int(valueLineDelta)
            }
        }
        set { own(valueLine: newValue) }
    }

    /// The column of the value token's first character (the key's, for the `"key";` form).
    public var valueColumn: Int {
        get {
            if let owned = source.owned {
                owned.valueColumn
            } else {
                Int(valueColumn32)
            }
        }
        set { own(valueColumn: newValue) }
    }

    /// Calls `body` with the UTF-8 bytes of the key, without making a string for a parsed entry.
    public func withKeyUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let owned = source.owned {
            var key = owned.key
            return try key.withUTF8(body)
        }
        return try source.withBytes(keyRange, body)
    }

    /// Calls `body` with the UTF-8 bytes of the key, as `withKeyUTF8(_:)` does, for a body that
    /// returns nothing. Other modules call the generic one unspecialised, through a thunk and generic
    /// metadata per call; reporters that list thousands of missing keys use this one.
    public func forKeyUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if let owned = source.owned {
            var key = owned.key
            key.withUTF8(body)
            return
        }
        source.withBytes(keyRange, body)
    }

    /// Calls `body` with the UTF-8 bytes of the value, without making a string for a parsed entry.
    public func withValueUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let owned = source.owned {
            var value = owned.value
            return try value.withUTF8(body)
        }
        return try source.withBytes(valueRange, body)
    }

    /// Whether the key's UTF-8 bytes are exactly those of `other`'s key (as the device compares keys;
    /// not Swift's canonical equivalence).
    public func hasSameKeyBytes(as other: StringsEntry) -> Bool {
        withKeyUTF8 { mine in other.withKeyUTF8 { theirs in ByteEquality.equal(mine, theirs) } }
    }

    /// Whether the key's UTF-8 bytes are exactly those of `key`.
    public func hasKeyBytes(of key: String) -> Bool {
        var key = key
        return key.withUTF8 { theirs in withKeyUTF8 { mine in ByteEquality.equal(mine, theirs) } }
    }

    /// Whether the value is empty, without making a string for a parsed entry.
    public var hasEmptyValue: Bool {
        if let owned = source.owned {
            owned.value.isEmpty
        } else {
            valueRange.count == 0
        }
    }

    /// Whether the value's bytes contain `byte`, without making a string for a parsed entry.
    public func valueContainsUTF8Byte(_ byte: UInt8) -> Bool {
        withValueUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        }
    }

    /// Replaces the storage by the entry's own strings with the given changes.
    private mutating func own(
        key: String? = nil, value: String? = nil, comment: String?? = nil,
        line: Int? = nil, column: Int? = nil, valueLine: Int? = nil, valueColumn: Int? = nil
    ) {
        self = StringsEntry(owned: OwnedEntry(
            key: key ?? self.key, value: value ?? self.value, comment: comment ?? self.comment,
            line: line ?? self.line, column: column ?? self.column,
            valueLine: valueLine ?? self.valueLine, valueColumn: valueColumn ?? self.valueColumn))
    }
}

extension StringsEntry {
    /// Creates an entry.
    public init(
        key: String,
        value: String,
        line: Int,
        column: Int,
        valueLine: Int? = nil,
        valueColumn: Int? = nil,
        comment: String? = nil
    ) {
        self.init(owned: OwnedEntry(
            key: key, value: value, comment: comment, line: line, column: column,
            valueLine: valueLine ?? line, valueColumn: valueColumn ?? column))
    }
}

// Equality and hashing are those of the fields as strings and numbers, as when the entry held its
// strings: two entries are equal when their keys, values and comments are equal strings (Swift's
// `==`) and their locations are equal, wherever their bytes are kept.
extension StringsEntry: Hashable {
    public static func == (lhs: StringsEntry, rhs: StringsEntry) -> Bool {
        if lhs.source.owned == nil, rhs.source.owned == nil, lhs.source === rhs.source,
           lhs.keyRange == rhs.keyRange, lhs.valueRange == rhs.valueRange, lhs.commentRange == rhs.commentRange,
           lhs.line32 == rhs.line32, lhs.column32 == rhs.column32,
           lhs.valueLineDelta == rhs.valueLineDelta, lhs.valueColumn32 == rhs.valueColumn32 {
            return true
        }
        return lhs.line == rhs.line && lhs.column == rhs.column
            && lhs.valueLine == rhs.valueLine && lhs.valueColumn == rhs.valueColumn
            && lhs.key == rhs.key && lhs.value == rhs.value && lhs.comment == rhs.comment
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(value)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(valueLine)
        hasher.combine(valueColumn)
        hasher.combine(comment)
    }
}

extension StringsEntry: CustomDebugStringConvertible {
    /// The entry's fields, as a memberwise description would show them.
    public var debugDescription: String {
        "StringsEntry(key: \(key.debugDescription), value: \(value.debugDescription), line: \(line), column: \(column), "
            + "valueLine: \(valueLine), valueColumn: \(valueColumn), comment: \(comment.debugDescription))"
    }
}

extension Array where Element == StringsEntry {
    /// Calls `body` with the UTF-8 bytes of the value of the entry at `index`, read in place: no copy
    /// of the entry (which would retain and release its document), no string made. A table's loader
    /// looks at every value this way.
    public func forValueUTF8(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withUnsafeBufferPointer { entries in
            let text = entries[index].source
            if let owned = text.owned {
                var value = owned.value
                value.withUTF8(body)
            } else {
                text.withBytes(entries[index].valueRange, body)
            }
        }
    }

    /// Calls `body` with the position (`0..<count`) and the UTF-8 bytes of the value of each of `count`
    /// entries, read in place: the entry at `indices[position]`, or at `position` when `indices` is
    /// `nil`. The text that parsed entries share is opened once for all of them (see
    /// ``forEachKeyUTF8(at:_:)``): a table's loader looks at every value this way.
    public func forEachValueUTF8(count: Int, at indices: [Int32]?, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
        withUnsafeBufferPointer { entries in
            OpenedEntryText.opening(entries) { opened in
                for position in 0..<count {
                    let index = indices.map { Int($0[position]) } ?? position
                    OpenedEntryText.withValue(of: entries, at: index, in: opened) { body(position, $0) }
                }
            }
        }
    }

    /// Calls `body` with the UTF-8 bytes of the key of the entry at `index`, read in place (see
    /// ``forValueUTF8(at:_:)``). A report that lists thousands of keys writes each this way.
    public func forKeyUTF8(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withKeyBytes(at: index, body)
    }

    /// Calls `body` with the UTF-8 bytes of the key of each entry at `indices`, in order, read in
    /// place. The text that parsed entries share is opened once for all of them, not once per key: a
    /// report that lists the thousands of keys a language lacks writes them this way.
    public func forEachKeyUTF8(at indices: [Int], _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withUnsafeBufferPointer { entries in
            OpenedEntryText.opening(entries) { opened in
                for index in indices { OpenedEntryText.withKey(of: entries, at: index, in: opened, body) }
            }
        }
    }

    /// Calls `body` with the UTF-8 bytes of the key of the entry at `index`, read in place.
    func withKeyBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeBufferPointer { entries in OpenedEntryText.withKey(of: entries, at: index, in: nil, body) }
    }
}
