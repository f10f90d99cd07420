import Checks

/// `text`: compiler-style `path:line:column: error: message [rule]` lines and a summary, as a terminal
/// shows them (severities coloured when the style asks).
public struct TextFormat: Reporter {
    /// How the terminal shows the report.
    public var style: TerminalStyle

    /// Creates the reporter.
    public init(style: TerminalStyle = TerminalStyle()) {
        self.style = style
    }

    /// `text`.
    public var identifier: String { "text" }

    /// What the format is for.
    public var description: String { "Compiler-style lines (path:line:column: error: message [rule]) and a summary" }

    /// The report as the terminal shows it.
    public func render(_ report: CheckReport) -> String {
        TerminalReporter(color: style.color, quiet: style.quiet).render(report)
    }
}
