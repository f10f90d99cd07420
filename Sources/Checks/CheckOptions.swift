import Payloads

/// What a check reports and how.
public struct CheckOptions: Sendable {
    /// How `missing-key` and `extra-key` findings are reported.
    public var missingKeys: MissingKeyReport
    /// The size limit and push type the templates' server-side payloads are fitted to.
    public var payload: PayloadOptions

    /// Creates options.
    public init(missingKeys: MissingKeyReport = .grouped, payload: PayloadOptions = .sizeOnly()) {
        self.missingKeys = missingKeys
        self.payload = payload
    }
}
