import ArgumentParser
import Configuration
import Foundation
import PushLocalization

/// `pushloc check [PATH ...]`: every rule over the localizations and the notification templates.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check .strings files: syntax, format arity across languages, and the templates' loc-args.",
        discussion: "With file arguments (as pre-commit passes them), those files' tables are checked in every sibling .lproj. With none, Localizations/ is checked. Exit 0: clean; 1: errors (or warnings with --strict); 2: usage or I/O error."
    )

    @Argument(help: "Folders containing <lang>.lproj folders, or .strings/.stringsdict files.")
    var paths: [String] = []

    @Option(help: "The development language (default: en, else Base).")
    var base: String?

    @Option(help: "The templates folder (default: templates/ when present).")
    var templates: String?

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
        try command.check(paths.isEmpty ? configuration.included : paths, configuration: configuration, cwd: cwd)
    }

    private func check(_ paths: [String], configuration: CheckConfiguration, cwd: String) throws {
        var roots = paths
        if roots.isEmpty {
            guard let folder = try Paths.folder(explicit: nil, default: Paths.defaultLocalizations) else {
                roots = []
                return try finish(CatalogChecker.check(try loadCatalog([], cwd: cwd)), roots: roots, configuration: configuration, cwd: cwd)
            }
            roots = [folder]
        }
        let loose = roots.filter { !Paths.isDirectory($0) && Paths.exists($0) && !StandaloneFileChecks.isInLproj($0) }
        roots.removeAll { loose.contains($0) }
        let looseFindings = StandaloneFileChecks.check(files: loose, workingDirectory: cwd)
        if roots.isEmpty && !loose.isEmpty {
            return try finish(CheckReport(diagnostics: DiagnosticOrder.sorted(looseFindings), files: loose.count, languages: 0, entries: 0),
                              roots: loose, configuration: configuration, cwd: cwd)
        }
        let catalog = try loadCatalog(roots, cwd: cwd)
        let templateFolder = try Paths.folder(explicit: templates, default: Paths.defaultTemplates)
        let templateSet = templateFolder.map { NotificationTemplateLoader.load(folder: $0, workingDirectory: cwd) }
        var report = templateSet.map { CatalogChecker.check(catalog, templates: $0) } ?? CatalogChecker.check(catalog)
        if !looseFindings.isEmpty {
            report = CheckReport(diagnostics: DiagnosticOrder.sorted(report.diagnostics + looseFindings),
                                 files: report.summary.files + loose.count, languages: report.summary.languages, entries: report.summary.entries)
        }
        try finish(report, roots: roots + loose, configuration: configuration, cwd: cwd)
        // Exit here, with the catalog still alive: freeing a large catalog entry by entry costs more
        // than the process exit that reclaims it anyway (measured: ~90 ms of 300 on 200,000 entries).
        withExtendedLifetime(catalog) { Foundation.exit(0) }
    }

    private func loadCatalog(_ roots: [String], cwd: String) throws -> Catalog {
        do {
            return try CatalogLoader.load(paths: roots, base: base, workingDirectory: cwd)
        } catch {
            throw UsageError(error.description)
        }
    }

    private func finish(_ report: CheckReport, roots: [String], configuration: CheckConfiguration, cwd: String) throws {
        let report = try adoption.finish(report, roots: roots, configuration: configuration, workingDirectory: cwd)
        Output.write(adoption.render(report, as: format ?? .text))
        let code = report.exitCode(strict: strict)
        if code != 0 { throw ExitCode(code) }
    }
}
