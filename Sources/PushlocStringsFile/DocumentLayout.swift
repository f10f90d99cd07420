/// How a document's bytes map to its decoded text.
struct SourceLayout: Sendable {
    /// The encoding the bytes are in.
    var encoding: StringsEncoding
    /// The length of the byte order mark, 0 without one.
    var byteOrderMarkLength: Int
    /// Whether the bytes after the byte order mark are the decoded UTF-8 text itself.
    var isVerbatimUTF8: Bool
}

/// Where an entry's tokens are, in byte offsets of the decoded text, for rewriting one value.
package struct EntrySpan: Sendable {
    /// The start of the key token.
    package var keyStart: Int
    /// The end of the key token; `key;` entries get ` = "value"` inserted here.
    package var keyEnd: Int
    /// The value token, quotes included.
    package var valueStart: Int
    package var valueEnd: Int
    /// The `"key";` form, which has no value token.
    package var isShortcut: Bool
}

/// Where a new entry goes: before a closing `}` if the file has one, else at the end.
struct InsertionPoint: Sendable {
    /// A byte offset of the decoded text.
    var offset: Int
    /// Whether the text before it does not end with a line break.
    var needsLineBreak: Bool
    /// The file's line break style: the first line break in the file, else `"\n"`.
    var lineBreak: String
}
