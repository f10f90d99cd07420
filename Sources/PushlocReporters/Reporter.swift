import PushlocDiagnostics

/// One output format of `pushloc check`: its name on the command line and in `.pushloc.yml`, and the
/// report written in it.
///
/// ``ReporterRegistry`` lists every format; `--format`/`--reporter` accept exactly its identifiers.
public protocol Reporter: Sendable {
    /// The name `--format`, `--reporter` and `.pushloc.yml`'s `reporter` take, for example `sarif`.
    var identifier: String { get }
    /// One line: what the format is for.
    var description: String { get }
    /// The report in this format.
    func render(_ report: CheckReport) -> String
    /// The report in this format, handed to `sink` in pieces, in order.
    func write(_ report: CheckReport, to sink: (UnsafeBufferPointer<UInt8>) -> Void)
}

extension Reporter {
    /// The report in this format, handed to `sink` in one piece.
    public func write(_ report: CheckReport, to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        Array(render(report).utf8).withUnsafeBufferPointer(sink)
    }
}
