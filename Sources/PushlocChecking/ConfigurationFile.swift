import PushlocConfiguration
import PushlocReporters

/// Finds and reads `.pushloc.yml`: the file named by `--config`, else the one in the working directory
/// when there is one, else the defaults.
enum ConfigurationFile {
    /// The configuration in `path` (or the default file); its `reporter` must be one of ``ReporterRegistry``.
    static func load(_ path: String?, workingDirectory cwd: String) throws(CheckSessionError) -> CheckConfiguration {
        let loader = ConfigurationLoader(knownReporters: Set(ReporterRegistry.identifiers))
        let shown = path ?? ConfigurationLoader.defaultFileName
        guard path != nil || ProjectFolders.exists(shown) else { return CheckConfiguration() }
        do {
            return try loader.load(path: shown.hasPrefix("/") ? shown : cwd + "/" + shown, displayPath: shown)
        } catch {
            throw CheckSessionError(error.description, located: true)
        }
    }
}
