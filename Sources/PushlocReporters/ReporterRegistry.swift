import PushlocDiagnostics
/// Every output format of `pushloc check`, in the order the command line lists them.
public enum ReporterRegistry {
    /// The format used when neither the command line nor `.pushloc.yml` names one.
    public static let defaultIdentifier = "text"

    /// Every reporter, the terminal ones in `style`.
    public static func all(style: TerminalStyle = TerminalStyle()) -> [any Reporter] {
        [
            TextFormat(style: style), JSONFormat(), SARIFFormat(), GitHubFormat(), XcodeFormat(quiet: style.quiet, workingDirectory: style.workingDirectory),
            CheckstyleFormat(), JUnitFormat(), GitLabFormat(), HTMLFormat(), SummaryFormat(),
        ]
    }

    /// Every identifier, in order.
    public static let identifiers: [String] = all().map(\.identifier)

    /// The reporter named `identifier`, the terminal ones in `style`.
    public static func reporter(_ identifier: String, style: TerminalStyle = TerminalStyle()) -> (any Reporter)? {
        all(style: style).first { $0.identifier == identifier }
    }
}
