import PushlocDiagnostics

/// `xcode`: the `text` lines without colour and with absolute paths, which Xcode's issue navigator
/// reads from a build phase (it opens a file only by its absolute path, as SwiftLint's Xcode reporter
/// prints it).
public struct XcodeFormat: Reporter {
    /// Whether to leave out the summary line.
    public var quiet: Bool
    /// The folder relative paths are made absolute from; `nil` leaves them as they are.
    public var workingDirectory: String?

    /// Creates the reporter.
    public init(quiet: Bool = false, workingDirectory: String? = nil) {
        self.quiet = quiet
        self.workingDirectory = workingDirectory
    }

    /// `xcode`.
    public var identifier: String { "xcode" }

    /// What the format is for.
    public var description: String { "The text lines without colour, for Xcode's issue navigator" }

    /// The report as Xcode reads it.
    public func render(_ report: CheckReport) -> String {
        guard let workingDirectory else { return TextFormat(style: TerminalStyle(quiet: quiet)).render(report) }
        let folder = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        var absolute = report
        absolute.diagnostics = report.diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if let file = diagnostic.location?.file, !file.hasPrefix("/") {
                diagnostic.location?.file = file.isEmpty ? workingDirectory : folder + file
            }
            return diagnostic
        }
        return TextFormat(style: TerminalStyle(quiet: quiet)).render(absolute)
    }
}
