import Checks

/// `html`: a standalone HTML page of the findings, every string escaped.
public struct HTMLFormat: Reporter {
    /// Creates the reporter.
    public init() {}

    /// `html`.
    public var identifier: String { "html" }

    /// What the format is for.
    public var description: String { "A standalone HTML page of the findings" }

    /// The report as `HTMLReportReporter` prints it.
    public func render(_ report: CheckReport) -> String {
        HTMLReportReporter.render(report)
    }
}
