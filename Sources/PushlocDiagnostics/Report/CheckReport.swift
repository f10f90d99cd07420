/// The result of a check: the findings, a summary, one summary per bundle and the translation coverage.
public struct CheckReport: Sendable {
    /// The findings, sorted by location.
    public var diagnostics: [Diagnostic]
    /// Counts for the summary line and the JSON output.
    public var summary: CheckSummary
    /// How much each language of each bundle translates, bundle by bundle, languages sorted.
    public var coverage: [TranslationCoverage]
    /// Whether the text report shows the coverage table; a check session turns it off when a baseline
    /// left nothing to report or missing keys are turned off, so the table does not repeat old news.
    public var showsCoverage = true
    /// The tables the coverage rows count when the run checked only some of each bundle's tables (a
    /// run with file arguments checks those files' tables), sorted; `nil` when they count every table.
    public var coverageTables: [String]?

    /// Creates a report, counting errors, warnings and notes, in the summary and in each bundle.
    public init(diagnostics: [Diagnostic], files: Int, languages: Int, entries: Int, bundles: [BundleSummary] = [], coverage: [TranslationCoverage] = []) {
        self.diagnostics = diagnostics
        self.summary = CheckSummary(files: files, languages: languages, entries: entries, errors: 0, warnings: 0, bundles: bundles)
        self.summary.count(diagnostics)
        self.coverage = coverage
    }

    /// The exit code of `pushloc check`: 1 for errors (or warnings with `strict`), else 0. Notes never
    /// fail a run.
    public func exitCode(strict: Bool) -> Int32 {
        if summary.errors > 0 || (strict && summary.warnings > 0) { return 1 }
        return 0
    }
}

/// Counts of what a check saw and found.
public struct CheckSummary: Sendable, Hashable {
    /// `.strings`, `.stringsdict` and `.xcstrings` files read.
    public var files: Int
    /// Distinct languages over every bundle.
    public var languages: Int
    /// Distinct keys over every table, language and bundle.
    public var entries: Int
    /// Findings at error level.
    public var errors: Int
    /// Findings at warning level.
    public var warnings: Int
    /// Findings at note level: advice, which never fails a run.
    public var noteFindings = 0
    /// One summary per bundle, sorted by path.
    public var bundles: [BundleSummary]
    /// What the check left out or chose, one line each: tables the app's project does not ship, a
    /// development language taken without a project.
    public var notes: [String] = []

    /// Creates a summary.
    public init(files: Int, languages: Int, entries: Int, errors: Int, warnings: Int, bundles: [BundleSummary] = []) {
        self.files = files
        self.languages = languages
        self.entries = entries
        self.errors = errors
        self.warnings = warnings
        self.bundles = bundles
    }
}

/// What a check saw and found in one bundle.
public struct BundleSummary: Sendable, Hashable {
    /// The bundle folder as shown (empty for the working directory).
    public var path: String
    /// The development language, `nil` when the bundle lacks it.
    public var base: String?
    /// How many languages the bundle has.
    public var languages: Int
    /// Files read.
    public var files: Int
    /// Distinct keys over every table and language.
    public var entries: Int
    /// Findings at error level in the bundle.
    public var errors: Int
    /// Findings at warning level in the bundle.
    public var warnings: Int
    /// Findings at note level in the bundle.
    public var noteFindings = 0
    /// The bundle's languages, in the bundle's order (empty when the summary was made without them).
    public var languageTags: [String] = []

    /// Creates a bundle summary.
    public init(path: String, base: String?, languages: Int, files: Int, entries: Int, errors: Int, warnings: Int) {
        self.path = path
        self.base = base
        self.languages = languages
        self.files = files
        self.entries = entries
        self.errors = errors
        self.warnings = warnings
    }

    /// The path as a person reads it: `.` for the working directory.
    public var displayPath: String { path.isEmpty ? "." : path }
}
