/// The bytes of a run of parsed entries' shared text, opened for the length of one call: a key or
/// value of an entry over that text is a slice of it, read without opening the text again (which
/// costs reference counts per read). Entries over another text (an owned entry) are read one by one.
///
/// It holds no reference (only the text's identity, offsets and the opened buffers), so that passing
/// it to each read costs nothing.
struct OpenedEntryText {
    let identity: ObjectIdentifier
    let textStart: Int
    let textCount: Int
    let stored: UnsafeBufferPointer<UInt8>
    let extra: UnsafeBufferPointer<UInt8>

    /// Calls `body` with the text of the first of `entries` that keeps no strings of its own opened (the
    /// text every parsed entry of a document shares), or with `nil` when every entry keeps its own.
    static func opening<Result>(_ entries: UnsafeBufferPointer<StringsEntry>, _ body: (OpenedEntryText?) -> Result) -> Result {
        guard let shared = entries.first(where: { $0.source.owned == nil })?.source else { return body(nil) }
        return shared.storage.withUnsafeBufferPointer { stored in
            shared.extra.withUnsafeBufferPointer { extra in
                body(OpenedEntryText(identity: ObjectIdentifier(shared), textStart: shared.textStart, textCount: shared.textCount,
                                     stored: stored, extra: extra))
            }
        }
    }

    /// The bytes of `range` of this text.
    @inline(__always)
    func bytes(_ range: ByteRange) -> UnsafeBufferPointer<UInt8> {
        let offset = Int(range.offset), count = Int(range.count)
        if offset < textCount {
            let start = textStart + offset
            return UnsafeBufferPointer(rebasing: stored[start..<(start + count)])
        }
        let start = offset - textCount
        return UnsafeBufferPointer(rebasing: extra[start..<(start + count)])
    }

    /// Calls `body` with the key bytes of `entries[index]`: a slice of this text when the entry is over
    /// it, else the entry's own.
    @inline(__always)
    static func withKey<Result>(of entries: UnsafeBufferPointer<StringsEntry>, at index: Int, in opened: OpenedEntryText?,
                                _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withText(of: entries, at: index, in: opened, key: true, body)
    }

    /// Calls `body` with the value bytes of `entries[index]`, as ``withKey(of:at:in:_:)`` reads a key.
    @inline(__always)
    static func withValue<Result>(of entries: UnsafeBufferPointer<StringsEntry>, at index: Int, in opened: OpenedEntryText?,
                                  _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withText(of: entries, at: index, in: opened, key: false, body)
    }

    /// The key's (`key`) or the value's bytes of `entries[index]`.
    @inline(__always)
    private static func withText<Result>(of entries: UnsafeBufferPointer<StringsEntry>, at index: Int, in opened: OpenedEntryText?,
                                         key: Bool, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let range = key ? entries[index].keyRange : entries[index].valueRange
        if let opened, ObjectIdentifier(entries[index].source) == opened.identity { return body(opened.bytes(range)) }
        let text = entries[index].source
        if let owned = text.owned {
            var string = key ? owned.key : owned.value
            return string.withUTF8(body)
        }
        return text.withBytes(range, body)
    }
}
