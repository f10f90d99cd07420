import ArgumentParser
import PushlocChecking
import PushlocChecks
import Foundation
import PushlocReporters

/// `pushloc check [PATH ...]`: every rule over every bundle and the notification templates.
struct CheckCommand: ParsableCommand {
    /// The command's name, which the entry point compares the first argument with before anything of
    /// argument-parser is built (``Entry/scannedCheck()``).
    static let name = "check"

    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Check the .strings, .stringsdict and .xcstrings files of every bundle: syntax, format arity across languages, and the templates' loc-args.",
        discussion: "Every bundle under PATH (a folder that holds <lang>.lproj folders or .xcstrings files) is checked on its own, against its own development language. Where an Xcode project or a Swift package says what the app ships, only the tables its targets copy are checked (--include-unshipped checks the rest too), against the project's development region. With file arguments (as pre-commit passes them), those files' tables are checked in every sibling .lproj of their bundle, and the findings those files are responsible for are reported (those in the files, and for a development-language file every finding of its table). With none, the configuration's `included`, else Localizations/, is checked. Build output (.build, DerivedData, Pods, Carthage, node_modules), hidden folders and the insides of .xcassets, .xcodeproj and .xcworkspace folders are skipped. Exit 0: clean; 1: errors (or warnings with --strict; notes never); 2: usage or I/O error."
    )

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

    /// The options as plain values.
    var arguments: CheckArguments {
        CheckArguments(
            paths: paths, base: base, templates: templates, excludes: excludes, missingKeys: missingKeys,
            reporter: format?.identifier, strict: strict, fix: fix, dryRun: dryRun,
            config: adoption.files.config, baseline: adoption.files.baseline, includeUnshipped: adoption.files.includeUnshipped,
            writeBaseline: adoption.writeBaseline, onlyRules: adoption.onlyRules, output: adoption.output
        )
    }

    func run() throws {
        try arguments.run()
    }
}

extension MissingKeyReport: ExpressibleByArgument {}
