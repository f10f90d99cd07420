import PushlocDiagnostics
import PushlocRules

/// `rules:` of `.pushloc.yml` applied to findings: a rule turned off drops its findings; a rule set
/// to note, warning or error changes their severity. A mandatory rule keeps its severity whatever the file says.
package struct SeverityOverrides: Sendable, Hashable {
    /// Rule id -> the severity its findings get, or `nil` to drop them.
    package var settings: [String: Severity?]

    /// Creates overrides; `nil` turns a rule off.
    package init(_ settings: [String: Severity?] = [:]) {
        self.settings = settings
    }

    /// The findings with the overrides applied, in their order.
    package func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !settings.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            // A mandatory rule (a table that does not parse or cannot be read) keeps its severity.
            guard let setting = settings[diagnostic.rule], !RuleRegistry.isMandatory(diagnostic.rule) else { return diagnostic }
            guard let severity = setting else { return nil }
            var changed = diagnostic
            changed.severity = severity
            return changed
        }
    }
}
