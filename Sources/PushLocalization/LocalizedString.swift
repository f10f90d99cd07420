import PushlocDiagnostics

/// A string as the device shows it: looked up in the resolved language and formatted.
public struct LocalizedString: Sendable, Hashable {
    /// The text shown. For a missing key, the key itself (as `Bundle.localizedString` returns it).
    public var text: String
    /// The localization the string came from (or would have come from).
    public var language: String
    /// Whether the key was found.
    public var found: Bool
    /// Findings: a missing key (the text is the key) or a missing argument (the text shows `(null)`)
    /// is an error naming the language, the key and the argument.
    public var diagnostics: [Diagnostic]

    /// Creates a localized string.
    public init(text: String, language: String, found: Bool, diagnostics: [Diagnostic] = []) {
        self.text = text
        self.language = language
        self.found = found
        self.diagnostics = diagnostics
    }
}
