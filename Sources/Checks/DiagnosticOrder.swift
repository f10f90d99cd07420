import Diagnostics

/// A stable order for findings: by file, line, column, then rule and message.
public enum DiagnosticOrder {
    /// Sorts diagnostics, those without a location last, and removes exact duplicates.
    public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        let unique = diagnostics.filter { seen.insert($0).inserted }
        return unique.sorted { lhs, rhs in
            switch (lhs.location, rhs.location) {
            case let (left?, right?) where left != right: return left < right
            case (nil, _?): return false
            case (_?, nil): return true
            default: return (lhs.rule, lhs.message) < (rhs.rule, rhs.message)
            }
        }
    }
}
