import Checks

/// `github`: GitHub Actions workflow commands, which annotate a pull request's lines.
public struct GitHubFormat: Reporter {
    /// Creates the reporter.
    public init() {}

    /// `github`.
    public var identifier: String { "github" }

    /// What the format is for.
    public var description: String { "GitHub Actions annotations (::error file=...::message)" }

    /// The report as `GitHubReporter` prints it.
    public func render(_ report: CheckReport) -> String {
        GitHubReporter.render(report)
    }
}
