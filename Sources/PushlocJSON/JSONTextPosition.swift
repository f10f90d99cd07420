import PushlocDiagnostics

/// A line and column in a JSON text, as ``JSONParser`` counts them: 1-based lines (LF, CRLF and CR
/// each end one), and columns in Unicode scalars from the start of the line (after a byte order mark).
///
/// Stored as `Int32`, clamped, as ``JSONLocationNode`` stores them, so that both readers give the
/// same numbers.
package struct JSONTextPosition: Sendable, Hashable {
    package var line: Int32
    package var column: Int32

    package init(line: Int, column: Int) {
        self.line = Int32(clamping: line)
        self.column = Int32(clamping: column)
    }

    /// This position in `file`.
    package func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: Int(line), column: Int(column))
    }
}
