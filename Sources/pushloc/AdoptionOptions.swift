import ArgumentParser
import Configuration
import Foundation
import PushLocalization
import Rules
import Catalog
import Checks
import Devtodev
import Diagnostics
import FormatString
import ICU
import JSON
import Payloads
import StringCatalog
import StringsFile

/// The options of `pushloc check` for adopting it in an existing app: `.pushloc.yml`, the baseline,
/// the terminal. `CheckCommand` resolves its settings here and hands every report to
/// ``finish(_:roots:suppressions:configuration:workingDirectory:)``.
struct AdoptionOptions: ParsableArguments {
    @Option(help: "The configuration file (default: .pushloc.yml in the working directory, when present).")
    var config: String?

    @Option(help: ArgumentHelp("Report only findings that are not in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record today's findings in this file, then report them as usual.", valueName: "file"))
    var writeBaseline: String?

    @Option(name: .customLong("only-rule"), help: ArgumentHelp("Report only this rule's findings (and syntax errors); repeatable. `pushloc rules` lists the ids.", valueName: "id"))
    var onlyRules: [String] = []

    @Flag(help: "Print only the findings, without the summary line.")
    var quiet = false

    @Option(help: "Colour severities: auto (on a terminal), always or never.")
    var color: ColorMode = .auto

    /// The configuration file's settings, or the defaults when there is none.
    func configuration(workingDirectory cwd: String) throws -> CheckConfiguration {
        try validateOnlyRules()
        let loader = ConfigurationLoader(knownReporters: Set(CheckFormat.allCases.map(\.rawValue)))
        let path = config ?? ConfigurationLoader.defaultFileName
        guard config != nil || Paths.exists(path) else { return CheckConfiguration() }
        do {
            return try loader.load(path: path.hasPrefix("/") ? path : cwd + "/" + path, displayPath: path)
        } catch {
            throw UsageError(error.description)
        }
    }

    /// Every `--only-rule` id is a rule of the registry; an unknown one is a usage error with a hint.
    private func validateOnlyRules() throws {
        for id in onlyRules where RuleRegistry.rule(id) == nil {
            let hint = RuleSuggestion.closest(to: id, in: RuleRegistry.ids).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("--only-rule: unknown rule id '\(id)'\(hint) (`pushloc rules` lists the ids)")
        }
    }

    /// The report after suppressions, `rules:`, `excluded` and the baseline; writes the baseline when asked.
    /// `suppressions` are the `pushloc:disable` comments of the checked `.strings` files.
    func finish(
        _ report: CheckReport, roots: [String], suppressions: Suppressions, configuration: CheckConfiguration,
        workingDirectory cwd: String
    ) throws -> CheckReport {
        guard report.summary.files > 0 else {
            throw UsageError("No lintable files found: no .strings, .stringsdict or .xcstrings files in \(roots.isEmpty ? "Localizations/" : roots.joined(separator: ", "))")
        }
        var settings: [String: Severity?] = configuration.rules.mapValues { $0.severity }
        if configuration.missingKeys == .off {
            settings[RuleID.missingKey] = .some(nil)
            settings[RuleID.extraKey] = .some(nil)
        }
        let identity = BaselineIdentity.onDisk(workingDirectory: cwd)
        var pipeline = FindingPipeline(
            isExcluded: { file in configuration.isExcluded(file) },
            suppressions: suppressions,
            overrides: SeverityOverrides(settings),
            onlyRules: onlyRules.isEmpty ? nil : Set(onlyRules),
            identity: identity)
        if let writeBaseline {
            let recorded = Baseline(diagnostics: pipeline.current(report.diagnostics), identity: identity)
            do {
                try AtomicFile.write(Array(recorded.serialized().utf8), to: writeBaseline)
            } catch {
                throw UsageError("cannot write the baseline '\(writeBaseline)': \(error)")
            }
        }
        if let baseline {
            guard let text = try? String(contentsOfFile: baseline, encoding: .utf8) else {
                throw UsageError("cannot read the baseline '\(baseline)'")
            }
            let (parsed, problems) = Baseline.parse(text, path: baseline)
            guard let parsed else { throw UsageError(problems.map(TextReporter.line(for:)).joined(separator: "\n")) }
            pipeline.baseline = parsed
        }
        return pipeline.apply(to: report)
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
