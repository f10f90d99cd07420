import PushlocPayloads

/// What a check reports and how.
public struct CheckOptions: Sendable {
    /// How `missing-key` and `extra-key` findings are reported.
    public var missingKeys: MissingKeyReport
    /// The size limit and push type the templates' server-side payloads are fitted to.
    public var payload: PayloadOptions
    /// The rule ids to check (`--only-rule`), or `nil` for every rule. Only the checks that report one
    /// of them run; the parsers' findings (`syntax` and the like) come all the same, and the
    /// translation coverage rows only when `missing-key` is among them. Findings of other rules that a
    /// check reports beside a chosen one are left in: a caller that wants only these rules filters
    /// (as the check session's finding pipeline does).
    public var enabledRules: Set<String>?
    /// The tables whose every string the app formats (a SwiftGen accessor, or `formatted-strings` in
    /// `.pushloc.yml`): there a `%` of prose in the development string is an error.
    package var formattedStrings: FormattedStrings = .none

    /// Creates options.
    public init(missingKeys: MissingKeyReport = .grouped, payload: PayloadOptions = .sizeOnly(), enabledRules: Set<String>? = nil) {
        self.missingKeys = missingKeys
        self.payload = payload
        self.enabledRules = enabledRules
    }
}
