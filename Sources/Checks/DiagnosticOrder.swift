import Diagnostics

/// A stable order for findings: by file, line, column, then rule and message.
public enum DiagnosticOrder {
    /// Sorts diagnostics, those without a location last, and removes repeats: exact duplicates, and
    /// any second error with the same file, language, key and rule (one defect, one finding).
    public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        var errorKeys = Set<ErrorIdentity>()
        return diagnostics.sorted(by: precedes).filter { diagnostic in
            guard seen.insert(diagnostic).inserted else { return false }
            guard diagnostic.severity == .error, let key = diagnostic.key else { return true }
            return errorKeys.insert(ErrorIdentity(
                file: diagnostic.location?.file, language: diagnostic.language, key: key, rule: diagnostic.rule)).inserted
        }
    }

    /// Whether `lhs` comes before `rhs`: by location (none last), then rule, then message.
    public static func precedes(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case let (left?, right?) where left != right: return left < right
        case (nil, _?): return false
        case (_?, nil): return true
        default: return (lhs.rule, lhs.message) < (rhs.rule, rhs.message)
        }
    }

    private struct ErrorIdentity: Hashable {
        let file: String?
        let language: String?
        let key: String
        let rule: String
    }
}
