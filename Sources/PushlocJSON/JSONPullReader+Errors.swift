import PushlocDiagnostics

/// The syntax error messages and their locations, word for word ``JSONParser``'s (both use ``JSONSyntaxText``).
extension JSONPullReader {
    /// The error for a byte that is not what the grammar expects here.
    func unexpected(at offset: Int, expecting: String) -> JSONSyntaxError {
        JSONSyntaxText.unexpected(in: buffer, at: offset, expecting: expecting)
    }

    /// The character at `offset`, printable: `x`, or `U+000A` for controls and undecodable bytes.
    func describe(at offset: Int) -> String {
        JSONSyntaxText.describe(in: buffer, at: offset)
    }

    /// The location of any byte offset, counted from the start (used once, for the error).
    func location(ofOffset offset: Int) -> SourceLocation {
        JSONSyntaxText.location(in: buffer, from: start, of: offset, file: file)
    }
}
