import PushlocDiagnostics

/// A payload not to send: it has an error finding. The device would show a raw key or `(null)`, the
/// payload is over its size limit, or its text was cut down to nothing but `…`.
public struct PayloadError: Error, Sendable, CustomStringConvertible {
    /// The locale asked for.
    public let locale: String
    /// The localization used.
    public let resolvedLanguage: String
    /// The error findings (rule id, message, language, key).
    public let errors: [Diagnostic]

    /// The findings' messages, one per line.
    public var description: String {
        errors.map(\.message).joined(separator: "\n")
    }
}

extension LocalizedPayload {
    /// The error findings: a missing key or argument, a payload over its limit, a text cut down to `…`.
    public var errors: [Diagnostic] {
        diagnostics.filter { $0.severity == .error }
    }

    /// ``bytes``, when the payload has no error finding: what a sender that refuses rather than send a
    /// raw key, `(null)` or an emptied text calls.
    ///
    /// - Throws: ``PayloadError`` with the error findings.
    public func checkedBytes() throws(PayloadError) -> [UInt8] {
        let errors = self.errors
        guard errors.isEmpty else { throw PayloadError(locale: locale, resolvedLanguage: resolvedLanguage, errors: errors) }
        return bytes
    }
}
