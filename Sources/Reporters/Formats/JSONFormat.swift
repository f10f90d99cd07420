import Checks

/// `json`: `{"summary":{...},"coverage":[...],"diagnostics":[...]}` (DESIGN.md section 8), written in
/// pieces so that a report of millions of keys needs no buffer of its size.
public struct JSONFormat: Reporter {
    /// Creates the reporter.
    public init() {}

    /// `json`.
    public var identifier: String { "json" }

    /// What the format is for.
    public var description: String { "One JSON document: summary, coverage and findings" }

    /// The report as one line of JSON and a newline.
    public func render(_ report: CheckReport) -> String {
        JSONReporter.render(report)
    }

    /// The report handed to `sink` in pieces of about 64 KiB.
    public func write(_ report: CheckReport, to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        JSONReporter.write(report, to: sink)
    }
}
