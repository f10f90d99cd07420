import PushlocChecks

/// What a command asks of a check session. An unset value defers to `.pushloc.yml`, then to the
/// built-in default, so `check` and `build` resolve their settings the same way.
package struct CheckRequest: Sendable {
    /// Folders, `.lproj` folders or table files to check; empty checks the configuration's `included`,
    /// else `Localizations/`.
    package var paths: [String] = []
    /// The development language of every bundle (`--base`).
    package var base: String?
    /// The templates folder (`--templates`); by default `templates/` when it exists.
    package var templates: String?
    /// Path globs not to search, besides the configuration's `excluded` (`--exclude`).
    package var excludes: [String] = []
    /// How missing and extra keys are reported (`--missing-keys`).
    package var missingKeys: MissingKeyReport?
    /// Whether warnings fail the check too (`--strict`); the configuration can only turn it on.
    package var strict = false
    /// The configuration file (`--config`); by default `.pushloc.yml` in the working directory, when present.
    package var configFile: String?
    /// Report only findings that are not in this baseline file (`--baseline`).
    package var baseline: String?
    /// Record the findings in this file before the baseline hides any (`--write-baseline`).
    package var writeBaseline: String?
    /// The only rules to report (`--only-rule`); empty reports every rule.
    package var onlyRules: [String] = []
    /// Whether tables that no target of the app's Xcode project copies are checked too
    /// (`--include-unshipped`, else the configuration's `include-unshipped`).
    package var includeUnshipped: Bool?
    /// Whether finding nothing to check is an error (`check`), or an empty report (`build`, whose other
    /// artefacts need no localizations).
    package var requiresFiles = true
    /// Where a pre-commit run (file arguments) keeps the numbers it reuses (``PreCommitCache``); `check`
    /// asks for `.environment`, everything else runs without.
    package var cache: PreCommitCacheSetting = .off
    /// What names this build of pushloc in the cache's keys; `nil`: the executable's path, size and date.
    package var toolIdentity: String?

    /// A request with every default.
    package init() {}
}
