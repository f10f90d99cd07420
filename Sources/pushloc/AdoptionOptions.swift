import ArgumentParser
import Checking
import Checks
import Foundation

/// The options of `pushloc check` for adopting it in an existing app: `.pushloc.yml`, the baseline,
/// the rules to report, the terminal.
struct AdoptionOptions: ParsableArguments {
    @OptionGroup var files: ConfigurationOptions

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record today's findings in this file, then report them as usual.", valueName: "file"))
    var writeBaseline: String?

    @Option(name: .customLong("only-rule"), help: ArgumentHelp("Report only this rule's findings (and syntax errors); repeatable. `pushloc rules` lists the ids.", valueName: "id"))
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

    /// The terminal form of the text and Xcode reports.
    func terminal() -> TerminalReporter {
        let colour = switch color {
        case .always: true
        case .never: false
        case .auto: isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
        return TerminalReporter(color: colour, quiet: quiet)
    }

    /// The report in `format`, as the bytes to write (JSON is written straight into one buffer).
    func output(_ report: CheckReport, as format: CheckFormat) -> [UInt8] {
        format == .json ? JSONReporter.bytes(report) : Array(render(report, as: format).utf8)
    }

    /// Writes the report in `format` to standard output; JSON is streamed in pieces (a report of millions
    /// of keys needs no buffer of its size).
    func writeOutput(_ report: CheckReport, as format: CheckFormat) {
        guard format == .json else { return Output.write(output(report, as: format)) }
        JSONReporter.write(report) { Output.write($0) }
    }

    /// The report in `format`.
    func render(_ report: CheckReport, as format: CheckFormat) -> String {
        switch format {
        case .text: terminal().render(report)
        case .xcode: TerminalReporter(color: false, quiet: quiet).render(report)
        case .github: GitHubReporter.render(report)
        case .json: JSONReporter.render(report)
        case .sarif: SARIFReporter.render(report)
        case .checkstyle: CheckstyleReporter.render(report)
        case .junit: JUnitReporter.render(report)
        case .gitlab: GitLabReporter.render(report)
        case .html: HTMLReportReporter.render(report)
        case .summary: SummaryReporter.render(report)
        }
    }
}
