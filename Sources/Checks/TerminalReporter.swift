import Diagnostics
import Foundation

/// The text (and Xcode) report as a terminal shows it: control characters escaped, severities in
/// colour when asked, and with `quiet` only the findings, without the summary line.
public struct TerminalReporter: Sendable {
    /// Whether to colour `error:` red, `warning:` yellow and `note:` cyan (ANSI escapes).
    public var color: Bool
    /// Whether to leave out the summary line.
    public var quiet: Bool

    /// Creates a reporter.
    public init(color: Bool = false, quiet: Bool = false) {
        self.color = color
        self.quiet = quiet
    }

    /// One line per finding, then the summary line unless `quiet`.
    public func render(_ report: CheckReport) -> String {
        var lines = report.diagnostics.map(line(for:))
        if !quiet { lines.append(summaryLine(report)) }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// One finding on one line.
    public func line(for diagnostic: Diagnostic) -> String {
        let line = TextReporter.line(for: diagnostic)
        guard color else { return line }
        let label = "\(diagnostic.severity.rawValue):"
        let colour = switch diagnostic.severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;33m"
        case .note: "\u{1B}[1;36m"
        }
        guard let range = line.range(of: " " + label) ?? line.range(of: label) else { return line }
        return line.replacingCharacters(in: range, with: line[range].replacingOccurrences(of: label, with: colour + label + "\u{1B}[0m"))
    }

    private func summaryLine(_ report: CheckReport) -> String {
        var withoutFindings = report
        withoutFindings.diagnostics = []
        return TextReporter.render(withoutFindings).trimmingCharacters(in: .newlines)
    }
}
