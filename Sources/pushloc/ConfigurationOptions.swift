import ArgumentParser
import Checking

/// The options `check` and `build` share so that they check alike: the configuration file and the
/// baseline.
struct ConfigurationOptions: ParsableArguments {
    @Option(help: "The configuration file (default: .pushloc.yml in the working directory, when present).")
    var config: String?

    @Option(help: ArgumentHelp("Report only findings that are not in this baseline file.", valueName: "file"))
    var baseline: String?

    /// `request` with these options set.
    func apply(to request: CheckRequest) -> CheckRequest {
        var request = request
        request.configFile = config
        request.baseline = baseline
        return request
    }
}
