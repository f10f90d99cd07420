/// A comment of a `.strings` file addressed to pushloc (its first word, after any spaces, tabs, commas
/// and, in a block comment, line breaks, starts with `pushloc:`, as in `// pushloc:disable RULE`), with
/// where it stands and what follows it.
///
/// The parser keeps these, and only these, wherever they stand: between entries, inside an entry, after
/// the last one, or apart from any entry. An entry's ``StringsEntry/comment`` has no place, and a
/// comment that documents no entry is not kept at all, so a directive needs this record of its own.
public struct StringsDirectiveComment: Sendable, Hashable {
    /// The comment's text without its `/* */` or `//` markers, as written (not trimmed).
    public var text: String
    /// The line of the comment's first `/`.
    public var line: Int
    /// The column of the comment's first `/` (counted in Unicode scalars of the decoded line).
    public var column: Int
    /// The line the comment ends on.
    public var endLine: Int
    /// The lines of what follows the comment: from the first token after it that is not a comment to
    /// the `;` that ends that token's entry (the token's line alone when no `;` follows). `nil` when
    /// nothing but whitespace and comments follows.
    public var nextEntryLines: ClosedRange<Int>?

    /// Creates a comment record.
    public init(text: String, line: Int, column: Int, endLine: Int, nextEntryLines: ClosedRange<Int>? = nil) {
        self.text = text
        self.line = line
        self.column = column
        self.endLine = endLine
        self.nextEntryLines = nextEntryLines
    }
}
