import PushlocChecks
import PushlocReporters

/// Reads a plain `pushloc check` command line without argument-parser: paths, `--name value`,
/// `--name=value` and flags, each option once (a repeatable one any number of times).
///
/// Why a second reader: `check` is what the build-tool plugin and pre-commit run, many times a day, and
/// argument-parser learns a command's options by reflection, which costs a small app's check about a
/// sixth of its instructions (the Swift runtime's first lookups of every option's type and conformance).
/// This reader knows no help, no completion and no error: any
/// word it does not take whole (`--help`, `-h`, `--`, a short option, an unknown option or value, an
/// option given twice, a value that starts with `-` or an empty `--name=`) makes it give up, and argument-parser reads the
/// line from the real root, so every message, usage line and exit code is argument-parser's. A test
/// feeds both readers the same command lines and requires the same ``CheckArguments``.
enum CheckArgumentScanner {
    /// The arguments after `check`, or `nil` when argument-parser must read them.
    static func scan(_ words: [String]) -> CheckArguments? {
        var arguments = CheckArguments()
        var seen: Set<String> = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard word.hasPrefix("-") else {
                arguments.paths.append(word)
                continue
            }
            guard word.hasPrefix("--"), word.count > 2 else { return nil }
            let body = word.dropFirst(2)
            let name: String
            var inline: String?
            if let equals = body.firstIndex(of: "=") {
                name = String(body[..<equals])
                inline = String(body[body.index(after: equals)...])
            } else {
                name = String(body)
            }
            if let flag = Flag(rawValue: name) {
                guard inline == nil, seen.insert(name).inserted else { return nil }
                flag.set(in: &arguments)
                continue
            }
            guard let option = Option(rawValue: name) else { return nil }
            let value: String
            if let inline {
                // argument-parser reads `--name=` as `--name` followed by its value.
                guard !inline.isEmpty else { return nil }
                value = inline
            } else {
                guard index < words.count, !words[index].hasPrefix("-") else { return nil }
                value = words[index]
                index += 1
            }
            guard option.isRepeatable || seen.insert(option.canonical).inserted,
                  option.set(value, in: &arguments) else { return nil }
        }
        return arguments
    }

    /// `check`'s flags, by their long names.
    private enum Flag: String {
        case strict, fix, dryRun = "dry-run", quiet, includeUnshipped = "include-unshipped"

        func set(in arguments: inout CheckArguments) {
            switch self {
            case .strict: arguments.strict = true
            case .fix: arguments.fix = true
            case .dryRun: arguments.dryRun = true
            case .quiet: arguments.output.quiet = true
            case .includeUnshipped: arguments.includeUnshipped = true
            }
        }
    }

    /// `check`'s options that take a value, by their long names.
    private enum Option: String {
        case base, templates, exclude, missingKeys = "missing-keys", reporter, format, config, baseline
        case writeBaseline = "write-baseline", onlyRule = "only-rule", color

        var isRepeatable: Bool { self == .exclude || self == .onlyRule }

        /// One name per option: `--format` is `--reporter`.
        var canonical: String { self == .format ? Option.reporter.rawValue : rawValue }

        /// Sets the option; `false` for a value argument-parser would refuse.
        func set(_ value: String, in arguments: inout CheckArguments) -> Bool {
            switch self {
            case .base: arguments.base = value
            case .templates: arguments.templates = value
            case .exclude: arguments.excludes.append(value)
            case .missingKeys:
                guard let report = MissingKeyReport(rawValue: value) else { return false }
                arguments.missingKeys = report
            case .reporter, .format:
                guard ReporterRegistry.identifiers.contains(value) else { return false }
                arguments.reporter = value
            case .config: arguments.config = value
            case .baseline: arguments.baseline = value
            case .writeBaseline: arguments.writeBaseline = value
            case .onlyRule: arguments.onlyRules.append(value)
            case .color:
                guard let color = ColorMode(rawValue: value) else { return false }
                arguments.output.color = color
            }
            return true
        }
    }
}
