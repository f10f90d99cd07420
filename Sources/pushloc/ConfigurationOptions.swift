import ArgumentParser
import PushlocChecking

/// The options `check` and `build` share so that they check alike: the configuration file, the
/// baseline, and whether tables the app does not ship are checked.
struct ConfigurationOptions: ParsableArguments {
    @Option(help: "The configuration file (default: .pushloc.yml in the working directory, when present).")
    var config: String?

    @Option(help: FindingPassOptions.baselineHelp)
    var baseline: String?

    @Flag(name: .customLong("include-unshipped"), help: "Also check the tables that no target of the app's Xcode project copies into the app.")
    var includeUnshipped = false

    /// `request` with these options set.
    func apply(to request: CheckRequest) -> CheckRequest {
        var request = request
        request.configFile = config
        request.baseline = baseline
        request.includeUnshipped = includeUnshipped ? true : nil
        return request
    }
}
