import Diagnostics

/// The suppression pass: drops the findings a `pushloc:disable` comment covers, and reports each
/// comment that covers none as `unused-suppression` (warning), so that suppressions do not rot.
public struct Suppressions: Sendable, Hashable {
    /// Every directive of the checked files.
    public var directives: [SuppressionDirective]

    /// Creates the pass over these directives.
    public init(directives: [SuppressionDirective]) {
        self.directives = directives
    }

    /// The findings no directive covers, plus one `unused-suppression` per directive (and rule) that covered nothing.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !directives.isEmpty else { return diagnostics }
        var used: [Int: Set<String>] = [:]
        let kept = diagnostics.filter { diagnostic in
            var covered = false
            for (index, directive) in directives.enumerated() where directive.covers(diagnostic) {
                used[index, default: []].insert(directive.rules.contains(diagnostic.rule) ? diagnostic.rule : "all")
                covered = true
            }
            return !covered
        }
        var unused: [Diagnostic] = []
        for (index, directive) in directives.enumerated() {
            for rule in directive.rules.sorted() where !(used[index]?.contains(rule) ?? false) {
                unused.append(Diagnostic(
                    rule: CheckRule.unusedSuppression, severity: .warning,
                    message: "'pushloc:disable' of '\(rule)' suppresses nothing here; remove it",
                    location: directive.location))
            }
        }
        return kept + unused
    }
}
