/// pushloc's version, the one place it is written: `pushloc --version`, SARIF's `tool.driver.version`
/// and `scripts/release` (which asks the built binary) read it from here. A test keeps `CHANGELOG.md`
/// and the README's pre-commit `rev` and `Package.swift` snippet equal to it.
public enum ToolVersion {
    /// `MAJOR.MINOR.PATCH`, without a `v`: the form of the release tag that SwiftPM resolves.
    public static let current = "0.1.0"
}
