import PushlocDiagnostics
import Foundation
import PushlocStringsFile
import PushlocRules
import Yams

/// Reads `.pushloc.yml` with Yams, as SwiftLint reads `.swiftlint.yml`.
///
/// ```yaml
/// included: [App/Resources, Widget]
/// excluded: ["**/Pods/**"]
/// base: en                 # or per bundle: {default: en, Widget: de}
/// templates: templates
/// rules:
///   missing-key: off
///   empty-value: error
/// missing-keys: grouped    # grouped, each or off (as --missing-keys; missing_keys is read too)
/// reporter: xcode
/// strict: true
/// include-unshipped: false  # also check tables no target of the Xcode project copies
/// formatted-strings: all    # or [Localizable]: tables whose every string the app passes to String(format:)
/// ```
///
/// Every problem is a ``ConfigurationError`` with the line and column of the offending node.
public struct ConfigurationLoader: Sendable {
    /// The file name looked for in the working directory.
    public static let defaultFileName = ".pushloc.yml"

    /// The top-level keys a configuration may have.
    public static let keys = ["included", "excluded", "base", "templates", "rules", "missing-keys", "reporter", "strict", "include-unshipped", "formatted-strings"]

    /// The rule ids `rules` may name: by default, every rule of ``RuleRegistry``.
    public var knownRules: Set<String>
    /// The reporter names `reporter` may name; empty accepts any.
    public var knownReporters: Set<String>

    /// Creates a loader that accepts these rule ids and reporter names.
    public init(knownRules: Set<String> = RuleRegistry.ids, knownReporters: Set<String> = []) {
        self.knownRules = knownRules
        self.knownReporters = knownReporters
    }

    /// Reads the configuration at `path`, shown as `displayPath` in errors.
    public func load(path: String, displayPath: String? = nil) throws(ConfigurationError) -> CheckConfiguration {
        let shown = displayPath ?? path
        // Read as the tables are (FileBytes): Foundation's FileManager.contents(atPath:) leaks its
        // buffer for an empty file, and an empty .pushloc.yml is a valid configuration.
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(atPath: path)
        } catch {
            throw ConfigurationError(location: SourceLocation(file: shown, line: 1, column: 1),
                                     message: "cannot read the configuration file '\(shown)': \(error.localizedDescription)")
        }
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw ConfigurationError(location: SourceLocation(file: shown, line: 1, column: 1),
                                     message: "the configuration file is not UTF-8")
        }
        return try parse(text, file: shown)
    }

    /// Parses configuration text; `file` names it in errors.
    public func parse(_ text: String, file: String) throws(ConfigurationError) -> CheckConfiguration {
        let reader = NodeReader(file: file)
        if let found = YAMLAliasScanner.firstAnchorOrAlias(in: text) {
            let hint = found.isAlias ? "; a glob that starts with * must be quoted (\"**/Pods/**\")" : ""
            throw ConfigurationError(
                location: SourceLocation(file: file, line: found.line, column: found.column),
                message: "YAML \(found.isAlias ? "aliases (*name)" : "anchors (&name)") are not allowed in the configuration; write each value out\(hint)")
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw reader.error(for: error)
        } catch {
            throw ConfigurationError(location: reader.start, message: "cannot read YAML: \(error)")
        }
        guard let root else { return CheckConfiguration() }
        guard let mapping = root.mapping else {
            throw reader.error(at: root, "the configuration must be a mapping of keys (\(Self.keys.joined(separator: ", ")))")
        }
        var configuration = CheckConfiguration()
        // Every problem of the file is reported in one run, not one per run.
        var problems: [ConfigurationError] = []
        for (keyNode, value) in mapping {
            do {
                try read(keyNode, value, into: &configuration, reader: reader, problems: &problems)
            } catch {
                problems.append(error)
            }
        }
        if var first = problems.first {
            first.others = Array(problems.dropFirst())
            throw first
        }
        return configuration
    }

    /// Reads one top-level key into `configuration`; problems inside `rules` go to `problems`.
    private func read(
        _ keyNode: Node, _ value: Node, into configuration: inout CheckConfiguration, reader: NodeReader,
        problems: inout [ConfigurationError]
    ) throws(ConfigurationError) {
        let key = try reader.string(keyNode)
        switch key {
        case "included": configuration.included = try reader.strings(value)
        case "excluded": configuration.excluded = try reader.strings(value)
        case "templates": configuration.templates = try reader.string(value)
        case "base": try readBase(value, into: &configuration, reader: reader)
        case "rules": configuration.rules = try readRules(value, reader: reader, problems: &problems)
        case "missing-keys", "missing_keys": configuration.missingKeys = try reader.choice(value, MissingKeysMode.self)
        case "reporter":
            let name = try reader.string(value)
            if !knownReporters.isEmpty && !knownReporters.contains(name) {
                throw reader.error(at: value, "unknown reporter '\(name)'; use one of \(knownReporters.sorted().joined(separator: ", "))")
            }
            configuration.reporter = name
        case "strict": configuration.strict = try reader.bool(value)
        case "include-unshipped", "include_unshipped": configuration.includeUnshipped = try reader.bool(value)
        case "formatted-strings", "formatted_strings": configuration.formattedStrings = try readFormattedStrings(value, reader: reader)
        default:
            throw reader.error(at: keyNode, "unknown key '\(key)'; the keys are \(Self.keys.joined(separator: ", "))")
        }
    }

    private func readBase(_ value: Node, into configuration: inout CheckConfiguration, reader: NodeReader) throws(ConfigurationError) {
        guard let mapping = value.mapping else {
            configuration.base = try reader.string(value)
            return
        }
        for (bundleNode, languageNode) in mapping {
            let bundle = try reader.string(bundleNode)
            let language = try reader.string(languageNode)
            if bundle == "default" {
                configuration.base = language
            } else {
                configuration.bundleBases[bundle] = language
            }
        }
    }

    /// `all`, or the names of the tables (a single name, or a list); a name may keep its extension.
    private func readFormattedStrings(_ value: Node, reader: NodeReader) throws(ConfigurationError) -> FormattedStringsSetting {
        let usage = "'formatted-strings' takes all, or the names of the tables whose every string the app passes to String(format:) ([Localizable])"
        if value.mapping != nil { throw reader.error(at: value, usage) }
        if let scalar = value.scalar, scalar.string == "all" { return .all }
        let names = try reader.strings(value)
        var tables: [String] = []
        for name in names {
            var table = name
            for suffix in [".strings", ".stringsdict", ".xcstrings"] where table.hasSuffix(suffix) {
                table = String(table.dropLast(suffix.count))
            }
            guard !table.isEmpty, !table.contains("/") else {
                throw reader.error(at: value, "'\(name)' is no table name; \(usage)")
            }
            tables.append(table)
        }
        guard !tables.isEmpty else { throw reader.error(at: value, usage) }
        return .tables(tables)
    }

    private func readRules(_ value: Node, reader: NodeReader, problems: inout [ConfigurationError]) throws(ConfigurationError) -> [String: RuleSetting] {
        guard let mapping = value.mapping else {
            throw reader.error(at: value, "'rules' must map rule ids to off, note, warning or error")
        }
        var rules: [String: RuleSetting] = [:]
        for (ruleNode, settingNode) in mapping {
            do {
                let (rule, setting) = try readRule(ruleNode, settingNode, reader: reader)
                rules[rule] = setting
            } catch {
                problems.append(error)
            }
        }
        return rules
    }

    private func readRule(_ ruleNode: Node, _ settingNode: Node, reader: NodeReader) throws(ConfigurationError) -> (String, RuleSetting) {
        let rule = try reader.string(ruleNode)
        guard knownRules.contains(rule) else {
            let hint = RuleSuggestion.closest(to: rule, in: knownRules).map { "; did you mean '\($0)'?" } ?? ""
            throw reader.error(at: ruleNode, "unknown rule id '\(rule)'\(hint)")
        }
        let setting = try reader.choice(settingNode, RuleSetting.self)
        // A mandatory rule (`syntax`: the device drops the rest of a file at a parse error) keeps its
        // severity; a setting that would silence or lower it is an error, not silently ignored.
        if let described = RuleRegistry.rule(rule), described.isMandatory, setting.severity != described.defaultSeverity {
            let change = setting == .off ? "turned off" : "set to \(setting.rawValue)"
            throw reader.error(at: settingNode, "'\(rule)' cannot be \(change): its findings are always \(described.defaultSeverity.rawValue)s")
        }
        return (rule, setting)
    }
}
