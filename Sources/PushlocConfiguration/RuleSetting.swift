import PushlocDiagnostics

/// What `.pushloc.yml` says about one rule: turn it off, or report it at another severity.
public enum RuleSetting: String, Sendable, Hashable, CaseIterable {
    /// The rule's findings are dropped.
    case off
    /// The rule's findings are notes: shown, never failing a run.
    case note
    /// The rule's findings are warnings.
    case warning
    /// The rule's findings are errors.
    case error

    /// The severity findings of the rule get, or `nil` when the rule is off.
    public var severity: Severity? {
        switch self {
        case .off: nil
        case .note: .note
        case .warning: .warning
        case .error: .error
        }
    }
}

/// How `missing-key` and `extra-key` findings are reported (`missing-keys` in `.pushloc.yml`, as the flag).
public enum MissingKeysMode: String, Sendable, Hashable, CaseIterable {
    /// One finding per bundle, table and language, listing the keys.
    case grouped
    /// One finding per key.
    case each
    /// No `missing-key` or `extra-key` findings.
    case off
}
