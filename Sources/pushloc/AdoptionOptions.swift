import ArgumentParser

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

    /// `--quiet` and `--color`.
    var output: ReportOutput { ReportOutput(quiet: quiet, color: color) }
}
