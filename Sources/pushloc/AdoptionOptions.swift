import PushlocDiagnostics
import ArgumentParser
import PushlocChecking
import PushlocChecks
import Foundation
import PushlocReporters

/// The options of `pushloc check` for adopting it in an existing app: `.pushloc.yml`, the baseline,
/// the rules to report, the terminal.
struct AdoptionOptions: ParsableArguments {
    @OptionGroup var files: ConfigurationOptions

    @Option(name: .customLong("write-baseline"), help: FindingPassOptions.writeBaselineHelp)
    var writeBaseline: String?

    @Option(name: .customLong("only-rule"), help: FindingPassOptions.onlyRuleHelp)
    var onlyRules: [String] = []

    @Flag(help: "Print only the findings, without the summary line.")
    var quiet = false

    @Option(help: "Colour severities: auto (on a terminal), always or never.")
    var color: ColorMode = .auto

    /// `request` with these options set.
    func apply(to request: CheckRequest) -> CheckRequest {
        var request = files.apply(to: request)
        request.writeBaseline = writeBaseline
        request.onlyRules = onlyRules
        return request
    }

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
