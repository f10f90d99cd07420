import Checks

/// `gitlab`: GitLab Code Quality JSON, for merge request widgets.
public struct GitLabFormat: Reporter {
    /// Creates the reporter.
    public init() {}

    /// `gitlab`.
    public var identifier: String { "gitlab" }

    /// What the format is for.
    public var description: String { "GitLab Code Quality JSON" }

    /// The report as `GitLabReporter` prints it.
    public func render(_ report: CheckReport) -> String {
        GitLabReporter.render(report)
    }
}
