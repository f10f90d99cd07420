import Checks

/// `sarif`: SARIF 2.1.0, for GitHub code scanning and other static-analysis viewers.
public struct SARIFFormat: Reporter {
    /// Creates the reporter.
    public init() {}

    /// `sarif`.
    public var identifier: String { "sarif" }

    /// What the format is for.
    public var description: String { "SARIF 2.1.0, for GitHub code scanning and other static-analysis viewers" }

    /// The report as `SARIFReporter` prints it.
    public func render(_ report: CheckReport) -> String {
        SARIFReporter.render(report)
    }
}
