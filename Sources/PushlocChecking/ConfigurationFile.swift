import PushlocConfiguration
import PushlocReporters

/// Finds and reads `.pushloc.yml`: the file named by `--config`, else the one in the working directory
/// when there is one, else the defaults.
enum ConfigurationFile {
    /// The configuration in `path` (or the default file); its `reporter` must be one of ``ReporterRegistry``.
    static func load(_ path: String?, workingDirectory cwd: String) throws(CheckSessionError) -> CheckConfiguration {
        let shown = path ?? ConfigurationLoader.defaultFileName
        guard path != nil || ProjectFolders.exists(shown) else { return CheckConfiguration() }
        // Made only when there is a file to read: the loader's set of rule names builds every rule's
        // description, which a check without a configuration file otherwise never reads.
        let loader = ConfigurationLoader(knownReporters: Set(ReporterRegistry.identifiers))
        do {
            return try loader.load(path: shown.hasPrefix("/") ? shown : cwd + "/" + shown, displayPath: shown)
        } catch {
            throw CheckSessionError(error.description, located: true)
        }
    }
}
