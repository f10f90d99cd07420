import PushlocDiagnostics
/// How the terminal formats (`text`, `xcode`) show a report.
public struct TerminalStyle: Sendable, Hashable {
    /// Whether `text` colours severities (ANSI escapes); `xcode` never does.
    public var color: Bool
    /// Whether to print only the findings, without the summary line.
    public var quiet: Bool

    /// The folder relative paths start from; `xcode` prints absolute paths from it, as Xcode's issue
    /// navigator opens only those. `nil` leaves paths as they are.
    public var workingDirectory: String?

    /// Creates a style; by default plain, with the summary line.
    public init(color: Bool = false, quiet: Bool = false, workingDirectory: String? = nil) {
        self.color = color
        self.quiet = quiet
        self.workingDirectory = workingDirectory
    }
}
