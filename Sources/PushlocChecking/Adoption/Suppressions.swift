import PushlocChecks
import PushlocDiagnostics
import PushlocRules

/// The suppression pass: drops the findings a `pushloc:disable` comment covers, and reports each
/// comment that covers none as `unused-suppression` (warning), so that suppressions do not rot.
///
/// A finding about one defect in several languages (``Diagnostic/languages``) is hidden whole by a
/// directive at its own place, and loses one language for a directive at that language's string.
package struct Suppressions: Sendable, Hashable {
    /// Every directive of the checked files.
    package var directives: [SuppressionDirective]

    /// Creates the pass over these directives.
    package init(directives: [SuppressionDirective]) {
        self.directives = directives
    }

    /// The findings no directive covers, plus one `unused-suppression` per directive (and rule) that covered nothing.
    package func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !directives.isEmpty else { return diagnostics }
        var used: [Int: Set<String>] = [:]
        func isCovered(_ diagnostic: Diagnostic) -> Bool {
            var covered = false
            for (index, directive) in directives.enumerated() where directive.covers(diagnostic) {
                used[index, default: []].insert(directive.rules.contains(diagnostic.rule) ? diagnostic.rule : "all")
                covered = true
            }
            return covered
        }
        let kept = diagnostics.compactMap { diagnostic -> Diagnostic? in
            if isCovered(diagnostic) { return nil }
            // A finding about several languages loses the languages whose own string a directive covers.
            return diagnostic.keepingLanguages { member in
                guard let place = member.location, place != diagnostic.location else { return true }
                var alone = diagnostic
                alone.location = place
                alone.language = member.language
                return !isCovered(alone)
            }
        }
        let unusedID = RuleDescription.unusedSuppression.id
        var unused: [Diagnostic] = []
        for (index, directive) in directives.enumerated() {
            for rule in directive.rules.sorted() where rule != unusedID && !(used[index]?.contains(rule) ?? false) {
                unused.append(Diagnostic(
                    RuleDescription.unusedSuppression,
                    message: "'pushloc:disable' of '\(rule)' suppresses nothing here; remove it",
                    location: directive.location))
            }
        }
        // A directive that names `unused-suppression` itself hides the unused ones it covers, as it
        // hides any other rule's findings; it is unused in turn when it hides none.
        let keptUnused = unused.filter { finding in
            var covered = false
            for (index, directive) in directives.enumerated() where directive.rules.contains(unusedID) && directive.covers(finding) {
                used[index, default: []].insert(unusedID)
                covered = true
            }
            return !covered
        }
        let unusedSelves = directives.indices.filter { directives[$0].rules.contains(unusedID) && !(used[$0]?.contains(unusedID) ?? false) }.map {
            Diagnostic(
                RuleDescription.unusedSuppression,
                message: "'pushloc:disable' of '\(unusedID)' suppresses nothing here; remove it",
                location: directives[$0].location)
        }
        return kept + keptUnused + unusedSelves
    }
}
