/// How serious a finding is. Errors make `pushloc check` exit 1; warnings do so only with `--strict`;
/// notes are advice and never change the exit code.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    /// Advice: the phone shows what the author meant, but the file could say it more plainly.
    case note
    /// Information the phone drops or shows differently from what the author meant.
    case warning
    /// A crash, garbage on screen or lost entries.
    case error

    /// Orders notes before warnings before errors, so `max()` gives the worst severity.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }
}
