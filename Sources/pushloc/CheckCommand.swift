import ArgumentParser
import Configuration
import Foundation
import PushLocalization
import Catalog
import Checks
import Devtodev
import Diagnostics
import FormatString
import ICU
import JSON
import Payloads
import StringCatalog
import StringsFile

/// `pushloc check [PATH ...]`: every rule over every bundle and the notification templates.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the .strings, .stringsdict and .xcstrings files of every bundle: syntax, format arity across languages, and the templates' loc-args.",
        discussion: "Every bundle under PATH (a folder that holds <lang>.lproj folders or .xcstrings files) is checked on its own, against its own development language. With file arguments (as pre-commit passes them), those files' tables are checked in every sibling .lproj of their bundle. With none, the configuration's `included`, else Localizations/, is checked. Build output (.build, DerivedData, Pods, Carthage, node_modules) and hidden folders are skipped. Exit 0: clean; 1: errors (or warnings with --strict); 2: usage or I/O error."
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
            help: "Output format: text, json, sarif, github, xcode, checkstyle, junit, gitlab, html or summary (default: text).")
    var format: CheckFormat?

    @Flag(help: "Exit 1 on warnings too.")
    var strict = false

    @OptionGroup var adoption: AdoptionOptions

    func run() throws {
        let cwd = Paths.workingDirectory
        var command = self
        let configuration = try adoption.configuration(workingDirectory: cwd)
        command.base = base ?? configuration.base
        command.templates = templates ?? configuration.templates
        command.strict = strict || configuration.strict == true
        command.format = format ?? configuration.reporter.flatMap(CheckFormat.init(rawValue:))
        command.excludes = excludes + configuration.excluded
        command.missingKeys = missingKeys ?? configuration.missingKeys.flatMap { MissingKeyReport(rawValue: $0.rawValue) }
        try command.check(paths.isEmpty ? configuration.included : paths, configuration: configuration, cwd: cwd)
    }

    private func check(_ paths: [String], configuration: CheckConfiguration, cwd: String) throws {
        var roots = paths
        if roots.isEmpty {
            guard let folder = try Paths.folder(explicit: nil, default: Paths.defaultLocalizations) else {
                throw UsageError("No lintable files found: there is no \(Paths.defaultLocalizations)/ folder here; name the folders or files to check, or set `included` in .pushloc.yml")
            }
            roots = [folder]
        }
        let loose = roots.filter { !Paths.isDirectory($0) && Paths.exists($0) && !StandaloneFileChecks.isInLproj($0) }
        roots.removeAll { loose.contains($0) }
        // The templates need only their folder: they load on another thread while the tables load (the
        // folder's error, if any, is still thrown after the tables' errors).
        let templateFolder = Result { try Paths.folder(explicit: templates, default: Paths.defaultTemplates) }
        let templateSet = Background {
            (try? templateFolder.get()).flatMap { $0 }.map { NotificationTemplateLoader.load(folder: $0, workingDirectory: cwd) }
        }
        // Suppression comments are read from the files that were checked, not from everything under the
        // roots; each bundle's files are scanned beside its rules.
        let suppressionScans = SuppressionScans(workingDirectory: cwd)
        // A usage error below ends the process: the background work finishes first, so that exit never
        // runs the process's teardown under it.
        defer {
            templateSet.wait()
            suppressionScans.wait()
        }
        let looseFindings = StandaloneFileChecks.check(files: loose, workingDirectory: cwd)
        suppressionScans.add(loose.filter { $0.hasSuffix(".strings") }.map { CatalogLoader.displayPath($0, relativeTo: cwd) })
        let plan = try catalogStep { () throws(CatalogError) in
            try CatalogLoader.plan(paths: roots, base: base, bundleBases: configuration.bundleBases, excludes: excludes.map(GlobPattern.init), workingDirectory: cwd)
        }
        if plan.bundleCount == 0 && loose.isEmpty {
            throw UsageError("No lintable files found in \(roots.joined(separator: ", ")): no <lang>.lproj folder or String Catalog with .strings, .stringsdict or .xcstrings files")
        }
        // The check starts once the first bundle is loaded, so that the templates load beside it.
        var check: ProjectCheck?
        let startCheck = { ProjectCheck(templates: templateSet.value, options: CheckOptions(missingKeys: missingKeys ?? .grouped), extra: looseFindings) }
        // A few neighbouring bundles at a time (``ProjectPlan/batches(budget:)``): they are loaded, checked
        // and let go before the next ones, so memory stays at the largest bundle's (DESIGN.md section 5).
        // The last batch is never freed: freeing a large bundle entry by entry costs more than the process
        // exit that reclaims it anyway (~90 ms of 300 on 200,000 entries).
        var lastBatch: [Catalog] = []
        for batch in plan.batches() {
            lastBatch = []
            let bundles = try catalogStep { () throws(CatalogError) in try plan.loadBundles(batch) }
            suppressionScans.add(bundles.flatMap(\.stringsFilePaths))
            if check == nil { check = startCheck() }
            check?.add(bundles)
            lastBatch = bundles
        }
        let finished = check ?? startCheck()
        try catalogStep { () throws(CatalogError) in
            try plan.verifyBase(bundlesHaveDevelopmentLanguage: finished.hasDevelopmentLanguage, languages: finished.languages)
        }
        // A template folder's error comes after the tables' errors.
        _ = try templateFolder.get()
        var report = finished.report()
        report.summary.files += loose.count
        let code = try write(report, roots: roots + loose, suppressions: suppressionScans.suppressions, configuration: configuration, cwd: cwd)
        withExtendedLifetime(lastBatch) { Foundation.exit(code) }
    }

    /// Runs a step of the catalog's loading; its ``CatalogError`` becomes a usage error (exit code 2).
    private func catalogStep<Value>(_ step: () throws(CatalogError) -> Value) throws -> Value {
        do {
            return try step()
        } catch {
            throw UsageError(error.description)
        }
    }

    /// Applies suppressions, rule settings and the baseline, writes the report, and returns the exit code.
    private func write(
        _ report: CheckReport, roots: [String], suppressions: Suppressions, configuration: CheckConfiguration, cwd: String
    ) throws -> Int32 {
        let report = try adoption.finish(
            report, roots: roots, suppressions: suppressions, configuration: configuration, workingDirectory: cwd)
        adoption.writeOutput(report, as: format ?? .text)
        return report.exitCode(strict: strict)
    }
}

extension MissingKeyReport: ExpressibleByArgument {}
