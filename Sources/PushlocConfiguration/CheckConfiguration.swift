import PushlocCatalog
/// The settings of `pushloc check` that a `.pushloc.yml` file holds.
///
/// Every property is optional or empty by default, meaning "as the command line says, else the
/// built-in default": command-line options always override the file.
public struct CheckConfiguration: Sendable, Hashable {
    /// Paths (globs allowed) to check when the command line names none (`included`).
    public var included: [String] = []
    /// Globs of paths whose files and findings are left out (`excluded`).
    public var excluded: [String] = []
    /// The development language of every bundle (`base`, or `base.default`).
    public var base: String?
    /// The development language of single bundles, by bundle path (the other keys of `base`).
    public var bundleBases: [String: String] = [:]
    /// The notification templates folder (`templates`).
    public var templates: String?
    /// Rule id -> off, note, warning or error (`rules`).
    public var rules: [String: RuleSetting] = [:]
    /// How missing and extra keys are reported (`missing-keys`).
    public var missingKeys: MissingKeysMode?
    /// The reporter's name (`reporter`), for example `xcode` or `sarif`.
    public var reporter: String?
    /// Whether warnings fail the check too (`strict`).
    public var strict: Bool?
    /// Whether tables that no target of the app's Xcode project copies are checked too (`include-unshipped`).
    public var includeUnshipped: Bool?
    /// The tables whose every string the app formats, even with no argument (`formatted-strings`).
    public var formattedStrings: FormattedStringsSetting?

    /// An empty configuration: every default applies.
    public init() {}

    /// The development language configured for the bundle at `bundlePath`, else the default one.
    public func base(forBundle bundlePath: String) -> String? {
        bundleBases[bundlePath] ?? base
    }

    /// Whether `path` matches one of the `excluded` globs.
    public func isExcluded(_ path: String) -> Bool {
        // The same globs as `--exclude` and discovery: one syntax (`*` `?` `**`) for every exclusion.
        excluded.contains { GlobPattern($0).matches(path) }
    }
}
