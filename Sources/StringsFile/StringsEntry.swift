/// One `key = value;` (or `key;`) entry of a `.strings` file, with where it stands.
///
/// Lines and columns are 1-based; columns count Unicode scalars of the decoded line.
public struct StringsEntry: Sendable, Hashable {
    /// The key, escapes resolved.
    public var key: String
    /// The value, escapes resolved. For the `"key";` form it equals the key.
    public var value: String
    /// The line of the key token's first character (its opening quote, if quoted).
    public var line: Int
    /// The column of the key token's first character.
    public var column: Int
    /// The line of the value token's first character (the key's, for the `"key";` form).
    public var valueLine: Int
    /// The column of the value token's first character (the key's, for the `"key";` form).
    public var valueColumn: Int
    /// The comment that documents the entry, without its `/* */` or `//` markers and trimmed.
    ///
    /// It is made of the comments that stand on their own lines right before the entry (no blank
    /// line between them and the key; a comment on the key's line before the key counts too),
    /// followed by any comment after the entry's `;` on the same line. Several comments are
    /// joined with a newline. `nil` when there is none.
    public var comment: String?
}

// The public initialiser lives in an extension, so that the module keeps the implicit memberwise
// one, which the parser uses: it moves the strings into place where an explicit one copies them.
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
        self.key = key
        self.value = value
        self.line = line
        self.column = column
        self.valueLine = valueLine ?? line
        self.valueColumn = valueColumn ?? column
        self.comment = comment
    }
}
