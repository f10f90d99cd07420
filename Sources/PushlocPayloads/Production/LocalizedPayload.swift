import PushlocDiagnostics
import PushlocRules


/// One locale's APNs payload, with the localized text put in directly, ready to send.
public struct LocalizedPayload: Sendable {
    /// The locale asked for (`fr-CA`).
    public var locale: String
    /// The localization used, as the device would pick it (`fr`).
    public var resolvedLanguage: String
    /// The exact bytes to send: compact JSON, `aps` first, raw UTF-8.
    public var bytes: [UInt8]
    /// The size limit the payload was fitted to.
    public var limit: Int
    /// Whether a text was shortened (at a grapheme-cluster boundary, with `…`) to fit.
    public var truncated: Bool
    /// How it is sent (push type, topic, limit, optional headers).
    public var options: PayloadOptions
    /// The localized text as sent (after any truncation), built when asked for.
    public var text: LocalizedAlertText {
        switch textSource {
        case .strings(let text): return text
        case .parts(let parts): return parts.text
        }
    }
    /// Where ``text`` comes from: finished strings, or the parts the fast writer wrote.
    let textSource: TextSource
    /// Findings: missing keys, missing arguments, truncation, `payload-too-large`.
    public var diagnostics: [Diagnostic]

    /// The findings about text the device would show instead of a translation: a raw key
    /// (`loc-key-not-found`) or `(null)` for an argument the string reads but the request does not
    /// send (`loc-args-arity`). Each names the language, the key and the argument. Empty when the
    /// text reads as translated; otherwise log them, or produce the payload in another language.
    public var missingText: [Diagnostic] {
        diagnostics.filter { $0.rule == RuleDescription.locKeyNotFound.id || $0.rule == RuleDescription.locArgsArity.id }
    }

    /// The HTTP/2 headers to send with it (made from ``options`` when asked for, off the hot path).
    public var headers: APNsHeaders { options.headers }

    /// The payload size in bytes.
    public var byteCount: Int { bytes.count }
    /// Whether the payload is within its limit (`false` only with a `payload-too-large` error; that
    /// error also marks a payload within its limit whose text was cut down to `…`, see ``errors``).
    public var fits: Bool { bytes.count <= limit }

    /// The two ways a payload's text is held.
    enum TextSource: Sendable {
        case strings(LocalizedAlertText)
        case parts(AlertTextParts)
    }
}
