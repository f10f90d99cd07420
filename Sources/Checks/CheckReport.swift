import Diagnostics

/// The result of a check: the findings and a summary.
public struct CheckReport: Sendable {
    /// The findings, sorted by location.
    public var diagnostics: [Diagnostic]
    /// Counts for the summary line and the JSON output.
    public var summary: CheckSummary

    /// Creates a report, counting errors and warnings.
    public init(diagnostics: [Diagnostic], files: Int, languages: Int, entries: Int) {
        self.diagnostics = diagnostics
        self.summary = CheckSummary(
            files: files, languages: languages, entries: entries,
            errors: diagnostics.count { $0.severity == .error },
            warnings: diagnostics.count { $0.severity == .warning })
    }

    /// The exit code of `pushloc check`: 1 for errors (or warnings with `strict`), else 0.
    public func exitCode(strict: Bool) -> Int32 {
        if summary.errors > 0 || (strict && summary.warnings > 0) { return 1 }
        return 0
    }
}

/// Counts of what a check saw and found.
public struct CheckSummary: Sendable, Hashable {
    /// `.strings` and `.stringsdict` files read.
    public var files: Int
    /// Localizations (`.lproj` folders, by language).
    public var languages: Int
    /// Distinct keys over every table and language.
    public var entries: Int
    /// Findings at error level.
    public var errors: Int
    /// Findings at warning level.
    public var warnings: Int
}
