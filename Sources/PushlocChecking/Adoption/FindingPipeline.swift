import PushlocDiagnostics
import PushlocRules

/// The adoption passes over a check's findings, in order: excluded paths, inline suppressions,
/// rule severities from `.pushloc.yml`, the rules asked for (`--only-rule`), then the baseline. The summary's error and warning counts
/// follow, so the exit code counts only what is left.
package struct FindingPipeline: Sendable {
    /// Whether a file's findings are left out (`excluded` globs).
    package var isExcluded: @Sendable (String) -> Bool
    /// The `pushloc:disable` comments.
    package var suppressions: Suppressions
    /// `rules:` of the configuration.
    package var overrides: SeverityOverrides
    /// The only rules to report (`--only-rule`), or `nil` for every rule. Mandatory rules (`syntax`)
    /// are always reported.
    package var onlyRules: Set<String>?
    /// Findings to hide because they were there before (`--baseline`).
    package var baseline: Baseline?
    /// How a finding is identified in a baseline.
    package var identity: BaselineIdentity

    /// Creates the pipeline; by default it changes nothing.
    package init(
        isExcluded: @escaping @Sendable (String) -> Bool = { _ in false },
        suppressions: Suppressions = Suppressions(directives: []),
        overrides: SeverityOverrides = SeverityOverrides(),
        onlyRules: Set<String>? = nil,
        baseline: Baseline? = nil,
        identity: BaselineIdentity
    ) {
        self.isExcluded = isExcluded
        self.suppressions = suppressions
        self.overrides = overrides
        self.onlyRules = onlyRules
        self.baseline = baseline
        self.identity = identity
    }

    /// The findings after exclusion, suppression, severity overrides and `--only-rule` (what a baseline records).
    package func current(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let included = diagnostics.compactMap { diagnostic -> Diagnostic? in
            guard diagnostic.location.map({ !isExcluded($0.file) }) ?? true else { return nil }
            return diagnostic.keepingLanguages { member in member.location.map { !isExcluded($0.file) } ?? true }
        }
        var found = overrides.apply(to: suppressions.apply(to: included))
        if let onlyRules {
            found.removeAll { !onlyRules.contains($0.rule) && !RuleRegistry.isMandatory($0.rule) }
        }
        return DiagnosticOrder.sorted(found)
    }

    /// The report with every pass applied.
    package func apply(to report: CheckReport) -> CheckReport {
        var diagnostics = current(report.diagnostics)
        if let baseline { diagnostics = baseline.newFindings(in: diagnostics, identity: identity) }
        var result = report
        result.diagnostics = diagnostics
        result.summary.count(diagnostics)
        return result
    }
}
