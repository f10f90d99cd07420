import Checks

/// `xcode`: the `text` lines without colour, which Xcode's issue navigator reads from a build phase.
public struct XcodeFormat: Reporter {
    /// Whether to leave out the summary line.
    public var quiet: Bool

    /// Creates the reporter.
    public init(quiet: Bool = false) {
        self.quiet = quiet
    }

    /// `xcode`.
    public var identifier: String { "xcode" }

    /// What the format is for.
    public var description: String { "The text lines without colour, for Xcode's issue navigator" }

    /// The report as Xcode reads it.
    public func render(_ report: CheckReport) -> String {
        TerminalReporter(color: false, quiet: quiet).render(report)
    }
}
