import ArgumentParser
import PushlocChecking
import PushlocChecks
import Foundation
import PushlocReporters

/// `pushloc check [PATH ...]`: every rule over every bundle and the notification templates.
struct CheckCommand: ParsableCommand {
    /// `_superCommandName` matters only when `check` is parsed as its own root (``Entry/parseCommand()``'s
    /// fast path): argument-parser then skips its probe for `--generate-completion-script` (two more
    /// parsers built by reflection, half of the parse). A completion request, like help and every usage
    /// error, fails that parse and is parsed again from the real root, which keeps its probe.
    static let configuration = withSuperCommand(CommandConfiguration(
        commandName: "check",
        abstract: "Check the .strings, .stringsdict and .xcstrings files of every bundle: syntax, format arity across languages, and the templates' loc-args.",
        discussion: "Every bundle under PATH (a folder that holds <lang>.lproj folders or .xcstrings files) is checked on its own, against its own development language. Where an Xcode project or a Swift package says what the app ships, only the tables its targets copy are checked (--include-unshipped checks the rest too), against the project's development region. With file arguments (as pre-commit passes them), those files' tables are checked in every sibling .lproj of their bundle, and the findings those files are responsible for are reported (those in the files, and for a development-language file every finding of its table). With none, the configuration's `included`, else Localizations/, is checked. Build output (.build, DerivedData, Pods, Carthage, node_modules), hidden folders and the insides of .xcassets, .xcodeproj and .xcworkspace folders are skipped. Exit 0: clean; 1: errors (or warnings with --strict; notes never); 2: usage or I/O error."
    ))

    /// `configuration` with `pushloc` as its super-command.
    private static func withSuperCommand(_ configuration: CommandConfiguration) -> CommandConfiguration {
        var configuration = configuration
        configuration._superCommandName = "pushloc"
        return configuration
    }

    @Argument(help: "Folders to search for bundles, or .strings/.stringsdict/.xcstrings files.")
    var paths: [String] = []

    @Option(help: "The development language of every bundle (default: en, else Base, else a String Catalog's source language).")
    var base: String?

    @Option(help: "The templates folder (default: templates/ when present).")
    var templates: String?

    @Option(name: .customLong("exclude"), help: ArgumentHelp("A path glob not to search (* ? **); repeatable.", valueName: "glob"))
    var excludes: [String] = []

    @Option(name: .customLong("missing-keys"), help: "missing-key and extra-key findings: grouped (one per bundle, table and language), each (one per key) or off.")
    var missingKeys: MissingKeyReport?

    @Option(name: [.customLong("reporter"), .customLong("format")],
            help: ArgumentHelp("Output format: \(ReporterName.list) (default: \(ReporterRegistry.defaultIdentifier)).", valueName: "reporter"))
    var format: ReporterName?

    @Flag(help: "Exit 1 on warnings too.")
    var strict = false

    @Flag(help: "First fix, in the checked .strings files, the defects with one right answer: \\u203A written \\U203A, an exact repeat of the entry before it removed, and a translation's 1$@ that lost its % (where the development string reads that argument). Only where the finding would be reported (rules, pushloc:disable comments), only in the files named, never outside the working directory; one run leaves nothing more to fix. Each file keeps its encoding, byte order mark, line endings, comments, order, mode and owner, and is written atomically; a file with several hard links, or changed meanwhile, is left as it is.")
    var fix = false

    @Flag(name: .customLong("dry-run"), help: "With --fix: print the fixes as a unified diff (git apply takes it) and change nothing; exit 1 when fixes are pending, 0 when none.")
    var dryRun = false

    @OptionGroup var adoption: AdoptionOptions

    func run() throws {
        var request = adoption.apply(to: CheckRequest())
        request.paths = paths
        request.base = base
        request.templates = templates
        request.excludes = excludes
        request.missingKeys = missingKeys
        request.strict = strict
        request.cache = .environment
        let session = try UsageError.wrapping { () throws(CheckSessionError) in
            try CheckSession(request, workingDirectory: Paths.workingDirectory)
        }
        if dryRun && !fix { throw UsageError("--dry-run goes with --fix") }
        if fix {
            let plan = try UsageError.wrapping { () throws(CheckSessionError) in try FixRun.plan(in: session) }
            if dryRun {
                // Exit 1 while fixes are pending, so that CI can ask for them to be made.
                let preview = FixRun.diff(plan.changes)
                Output.write(preview.diff)
                Output.error((plan.notes + preview.notes).map { $0 + "\n" }.joined())
                Foundation.exit(plan.changes.isEmpty ? 0 : 1)
            }
            let written = try UsageError.wrapping { () throws(CheckSessionError) in try FixRun.write(plan.changes) }
            Output.error(FixRun.summary(written.written) + (plan.notes + written.notes).map { $0 + "\n" }.joined())
        }
        let outcome = try UsageError.wrapping { () throws(CheckSessionError) in try session.run() }
        adoption.write(outcome.report, as: format?.identifier ?? session.configuration.reporter ?? ReporterRegistry.defaultIdentifier)
        // The process exits with the bundles of the last batch still held: the exit reclaims them at once.
        withExtendedLifetime(outcome) { Foundation.exit(outcome.exitCode) }
    }
}

extension MissingKeyReport: ExpressibleByArgument {}
