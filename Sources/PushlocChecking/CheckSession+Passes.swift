import PushlocReporters
import PushlocChecks
import PushlocConfiguration
import PushlocDiagnostics
import Foundation
import PushlocOutputFiles
import PushlocRules

extension CheckSession {
    /// The report after `excluded`, the `pushloc:disable` comments in `suppressions`, `rules:`,
    /// `--only-rule` and the baseline; writes the baseline first when asked.
    func applyPasses(to report: CheckReport, roots: [String], suppressions: Suppressions) throws(CheckSessionError) -> CheckReport {
        guard report.summary.files > 0 || !settings.requiresFiles else {
            throw CheckSessionError("No lintable files found: no .strings, .stringsdict or .xcstrings files in \(roots.isEmpty ? "Localizations/" : roots.joined(separator: ", "))")
        }
        var pipeline = findingPipeline(suppressions: suppressions)
        let beforeBaseline = pipeline
        pipeline.baseline = try baseline(recording: { beforeBaseline.current(report.diagnostics) }, identity: pipeline.identity)
        var result = pipeline.apply(to: report)
        if settings.missingKeys == .off || (settings.baseline != nil && result.diagnostics.isEmpty) {
            result.showsCoverage = false
        }
        return result
    }

    /// The baseline pass's baseline: with `--write-baseline`, first records `current()` (the findings
    /// after every other pass) in that file; then, with `--baseline`, reads the findings to leave out.
    /// `nil` without `--baseline`.
    func baseline(recording current: () -> [Diagnostic], identity: BaselineIdentity) throws(CheckSessionError) -> Baseline? {
        if let path = settings.writeBaseline {
            try BaselineTarget.checkReplaceable(path)
            let recorded = Baseline(diagnostics: current(), identity: identity)
            do {
                try AtomicFile.write(Array(recorded.serialized().utf8), to: path)
            } catch {
                throw CheckSessionError("cannot write the baseline '\(path)': \(error)")
            }
        }
        guard let path = settings.baseline else { return nil }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw CheckSessionError("cannot read the baseline '\(path)'")
        }
        let (parsed, problems) = Baseline.parse(text, path: path)
        guard let parsed else { throw CheckSessionError(problems.map(TextFormat.line(for:)).joined(separator: "\n"), located: true) }
        return parsed
    }

    /// The passes that decide which findings are reported, the baseline aside: `excluded`, the
    /// `pushloc:disable` comments in `suppressions`, `rules:` and `--only-rule`. `--fix` asks it too,
    /// so that a fix is made only where its finding would be reported.
    package func findingPipeline(suppressions: Suppressions) -> FindingPipeline {
        var severities: [String: Severity?] = configuration.rules.mapValues { $0.severity }
        if settings.missingKeys == .off {
            severities[RuleDescription.missingKey.id] = .some(nil)
            severities[RuleDescription.extraKey.id] = .some(nil)
        }
        let configuration = configuration
        return FindingPipeline(
            isExcluded: { file in configuration.isExcluded(file) },
            suppressions: suppressions,
            overrides: SeverityOverrides(severities),
            onlyRules: settings.onlyRules.isEmpty ? nil : Set(settings.onlyRules),
            identity: BaselineIdentity.onDisk(workingDirectory: workingDirectory))
    }
}
