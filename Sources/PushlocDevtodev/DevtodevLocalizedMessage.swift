import PushlocPayloads
import PushlocJSON
import PushlocDiagnostics

/// One locale's devtodev message: the input message with the text put in directly.
public struct DevtodevLocalizedMessage: Sendable, Hashable {
    /// The locale asked for (`fr-CA`).
    public var locale: String
    /// The localization the device would use for it (`fr`), whose strings were used.
    public var language: String
    /// The message, in the input's form.
    public var message: JSONValue
    /// The estimated size of the iOS payload devtodev builds (see ``DevtodevPayloadEstimate``).
    public var estimatedBytes: Int
    /// Findings for this locale: loc keys missing from the table, the size warning.
    public var diagnostics: [Diagnostic]

    /// Creates a per-locale message.
    public init(locale: String, language: String, message: JSONValue, estimatedBytes: Int, diagnostics: [Diagnostic]) {
        self.locale = locale
        self.language = language
        self.message = message
        self.estimatedBytes = estimatedBytes
        self.diagnostics = diagnostics
    }
}
