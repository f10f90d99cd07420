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

    /// `--quiet` and `--color`.
    var output: ReportOutput { ReportOutput(quiet: quiet, color: color) }

    /// How the text and Xcode reports show on this terminal.
    func terminal() -> TerminalStyle { output.terminal() }

    /// Writes the report to standard output with the reporter named `identifier`.
    func write(_ report: CheckReport, as identifier: String) { output.write(report, as: identifier) }
}
