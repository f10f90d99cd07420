import Checks

/// `junit`: JUnit XML, one failing test case per finding, for CI test reports.
public struct JUnitFormat: Reporter {
    /// Creates the reporter.
    public init() {}

    /// `junit`.
    public var identifier: String { "junit" }

    /// What the format is for.
    public var description: String { "JUnit XML, one failing test case per finding" }

    /// The report as `JUnitReporter` prints it.
    public func render(_ report: CheckReport) -> String {
        JUnitReporter.render(report)
    }
}
