import Checks

/// `checkstyle`: Checkstyle XML, for Jenkins and other CI servers.
public struct CheckstyleFormat: Reporter {
    /// Creates the reporter.
    public init() {}

    /// `checkstyle`.
    public var identifier: String { "checkstyle" }

    /// What the format is for.
    public var description: String { "Checkstyle XML, for Jenkins and other CI servers" }

    /// The report as `CheckstyleReporter` prints it.
    public func render(_ report: CheckReport) -> String {
        CheckstyleReporter.render(report)
    }
}
