import Foundation
import PushlocDiagnostics
import PushlocReporters

/// How a command's report reaches standard output: `--quiet` and `--color`.
struct ReportOutput: Equatable {
    var quiet = false
    var color: ColorMode = .auto

    /// How the text and Xcode reports show on this terminal.
    func terminal() -> TerminalStyle {
        let colour = switch color {
        case .always: true
        case .never: false
        case .auto: isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
        return TerminalStyle(color: colour, quiet: quiet, workingDirectory: FileManager.default.currentDirectoryPath)
    }

    /// Writes the report to standard output with the reporter named `identifier` (one the registry
    /// has: the command line and the configuration accept no other).
    func write(_ report: CheckReport, as identifier: String) {
        let reporter = ReporterRegistry.reporter(identifier, style: terminal()) ?? TextFormat(style: terminal())
        reporter.write(report) { Output.write($0) }
    }
}
