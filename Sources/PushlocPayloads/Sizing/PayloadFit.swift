import PushlocDiagnostics

/// A per-locale payload fitted to its budget.
public struct PayloadFit: Sendable {
    /// The compact UTF-8 JSON. When the payload cannot fit (`payload-too-large`), the smallest
    /// payload that could be made, still over the limit: do not send it.
    public var bytes: [UInt8]
    /// Whether alert text was shortened to fit.
    public var truncated: Bool
    /// `payload-truncated` (warning) or `payload-too-large` (error), if any.
    public var diagnostics: [Diagnostic]
    /// The alert text that went into `bytes` (after shortening).
    public var text: LocalizedAlertText
    /// The budget's limit, in bytes.
    public var limit: Int

    /// Creates a fit result.
    public init(bytes: [UInt8], truncated: Bool, diagnostics: [Diagnostic], text: LocalizedAlertText, limit: Int) {
        self.bytes = bytes
        self.truncated = truncated
        self.diagnostics = diagnostics
        self.text = text
        self.limit = limit
    }

    /// Whether `bytes` is within the limit.
    public var fits: Bool { bytes.count <= limit }
}
