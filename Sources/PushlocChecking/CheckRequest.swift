import PushlocChecks

/// What a command asks of a check session. An unset value defers to `.pushloc.yml`, then to the
/// built-in default, so `check` and `build` resolve their settings the same way.
public struct CheckRequest: Sendable {
    /// Folders, `.lproj` folders or table files to check; empty checks the configuration's `included`,
    /// else `Localizations/`.
    public var paths: [String] = []
    /// The development language of every bundle (`--base`).
    public var base: String?
    /// The templates folder (`--templates`); by default `templates/` when it exists.
    public var templates: String?
    /// Path globs not to search, besides the configuration's `excluded` (`--exclude`).
    public var excludes: [String] = []
    /// How missing and extra keys are reported (`--missing-keys`).
    public var missingKeys: MissingKeyReport?
    /// Whether warnings fail the check too (`--strict`); the configuration can only turn it on.
    public var strict = false
    /// The configuration file (`--config`); by default `.pushloc.yml` in the working directory, when present.
    public var configFile: String?
    /// Report only findings that are not in this baseline file (`--baseline`).
    public var baseline: String?
    /// Record the findings in this file before the baseline hides any (`--write-baseline`).
    public var writeBaseline: String?
    /// The only rules to report (`--only-rule`); empty reports every rule.
    public var onlyRules: [String] = []
    /// Whether tables that no target of the app's Xcode project copies are checked too
    /// (`--include-unshipped`, else the configuration's `include-unshipped`).
    public var includeUnshipped: Bool?
    /// Whether finding nothing to check is an error (`check`), or an empty report (`build`, whose other
    /// artefacts need no localizations).
    public var requiresFiles = true
    /// Where a pre-commit run (file arguments) keeps the numbers it reuses (``PreCommitCache``); `check`
    /// asks for `.environment`, everything else runs without.
    public var cache: PreCommitCacheSetting = .off
    /// What names this build of pushloc in the cache's keys; `nil`: the executable's path, size and date.
    package var toolIdentity: String?

    /// A request with every default.
    public init() {}
}
