import ArgumentParser
import PushlocChecking

/// The options of `payloads`, `devtodev` and `render` that `check` has too, with its meaning: the rules
/// to report and the baseline. Their findings pass through the check session's passes.
struct FindingPassOptions: ParsableArguments {
    @Option(name: .customLong("only-rule"), help: FindingPassOptions.onlyRuleHelp)
    var onlyRules: [String] = []

    @Option(help: FindingPassOptions.baselineHelp)
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: FindingPassOptions.writeBaselineHelp)
    var writeBaseline: String?

    /// `request` with these options set.
    func apply(to request: CheckRequest) -> CheckRequest {
        var request = request
        request.onlyRules = onlyRules
        request.baseline = baseline
        request.writeBaseline = writeBaseline
        return request
    }

    /// The help of `--only-rule`, on every command that has it.
    static let onlyRuleHelp = ArgumentHelp("Report only this rule's findings (and syntax errors); repeatable. `pushloc rules` lists the ids.", valueName: "id")
    /// The help of `--baseline`, on every command that has it.
    static let baselineHelp = ArgumentHelp("Report only findings that are not in this baseline file.", valueName: "file")
    /// The help of `--write-baseline`, on every command that has it.
    static let writeBaselineHelp = ArgumentHelp("Record today's findings in this file, then report them as usual.", valueName: "file")
}
