/// A place in a text file: the path as the user should see it, and a 1-based line and column.
///
/// Columns count Unicode scalars of the decoded line, as DESIGN.md section 3 says.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The path, relative to the working directory where possible.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the form editors and CI log parsers understand.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
