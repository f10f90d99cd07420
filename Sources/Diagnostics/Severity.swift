/// How serious a finding is. Errors make `pushloc check` exit 1; warnings do so only with `--strict`.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case warning
    case error

    /// Orders warnings before errors, so `max()` gives the worst severity.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
