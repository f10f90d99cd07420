import Foundation
import PushlocChecking
import PushlocChecks
import PushlocReporters

/// `pushloc check`'s options as plain values, and the run they ask for. ``CheckCommand`` (argument-parser)
/// and ``CheckArgumentScanner`` (the fast path of a plain command line) both produce one, so the two
/// parsers cannot run the check differently.
struct CheckArguments: Equatable {
    var paths: [String] = []
    var base: String?
    var templates: String?
    var excludes: [String] = []
    var missingKeys: MissingKeyReport?
    /// The reporter's identifier (`--reporter`/`--format`), one the registry has.
    var reporter: String?
    var strict = false
    var fix = false
    var dryRun = false
    var config: String?
    var baseline: String?
    var includeUnshipped = false
    var writeBaseline: String?
    var onlyRules: [String] = []
    var output = ReportOutput()

    /// The check session's request.
    var request: CheckRequest {
        var request = CheckRequest()
        request.configFile = config
        request.baseline = baseline
        request.includeUnshipped = includeUnshipped ? true : nil
        request.writeBaseline = writeBaseline
        request.onlyRules = onlyRules
        request.paths = paths
        request.base = base
        request.templates = templates
        request.excludes = excludes
        request.missingKeys = missingKeys
        request.strict = strict
        request.cache = .environment
        return request
    }

    /// Runs the check (after `--fix`'s fixes) and exits with its code.
    func run() throws {
        let session = try UsageError.wrapping { () throws(CheckSessionError) in
            try CheckSession(request, workingDirectory: Paths.workingDirectory)
        }
        if dryRun && !fix { throw UsageError("--dry-run goes with --fix") }
        if fix {
            let plan = try UsageError.wrapping { () throws(CheckSessionError) in try FixRun.plan(in: session) }
            if dryRun {
                // Exit 1 while fixes are pending, so that CI can ask for them to be made.
                let preview = FixRun.diff(plan.changes)
                Output.write(preview.diff)
                Output.error((plan.notes + preview.notes).map { $0 + "\n" }.joined())
                Foundation.exit(plan.changes.isEmpty ? 0 : 1)
            }
            let written = try UsageError.wrapping { () throws(CheckSessionError) in try FixRun.write(plan.changes) }
            Output.error(FixRun.summary(written.written) + (plan.notes + written.notes).map { $0 + "\n" }.joined())
        }
        let outcome = try UsageError.wrapping { () throws(CheckSessionError) in try session.run() }
        output.write(outcome.report, as: reporter ?? session.configuration.reporter ?? ReporterRegistry.defaultIdentifier)
        // The process exits with the bundles of the last batch still held: the exit reclaims them at once.
        withExtendedLifetime(outcome) { Foundation.exit(outcome.exitCode) }
    }
}
