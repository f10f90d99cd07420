import Checks

/// `summary`: a table per bundle of its errors, warnings and the rules that fired most.
public struct SummaryFormat: Reporter {
    /// Creates the reporter.
    public init() {}

    /// `summary`.
    public var identifier: String { "summary" }

    /// What the format is for.
    public var description: String { "A table per bundle: errors, warnings and the rules that fired most" }

    /// The report as `SummaryReporter` prints it.
    public func render(_ report: CheckReport) -> String {
        SummaryReporter.render(report)
    }
}
