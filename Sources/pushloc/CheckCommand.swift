import ArgumentParser
import Foundation
import PushLocalization

/// `pushloc check [PATH ...]`: every rule over every bundle and the notification templates.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check .strings and .stringsdict files of every bundle: syntax, format arity across languages, and the templates' loc-args.",
        discussion: "Every bundle under PATH (a folder that holds <lang>.lproj folders) is checked on its own, against its own development language. With file arguments (as pre-commit passes them), those files' tables are checked in every sibling .lproj of their bundle. With none, Localizations/ is checked. Build output (.build, DerivedData, Pods, Carthage, node_modules) and hidden folders are skipped. Exit 0: clean; 1: errors (or warnings with --strict); 2: usage or I/O error."
    )

    @Argument(help: "Folders to search for bundles, or .strings/.stringsdict files.")
    var paths: [String] = []

    @Option(help: "The development language of every bundle (default: en, else Base).")
    var base: String?

    @Option(help: "The templates folder (default: templates/ when present).")
    var templates: String?

    @Option(name: .customLong("exclude"), help: ArgumentHelp("A path glob not to search (* ? **); repeatable.", valueName: "glob"))
    var excludes: [String] = []

    @Option(name: .customLong("missing-keys"), help: "missing-key and extra-key findings: grouped (one per bundle, table and language), each (one per key) or off.")
    var missingKeys: MissingKeyReport = .grouped

    @Option(help: "Output format: text, json, sarif or github.")
    var format: CheckFormat = .text

    @Flag(help: "Exit 1 on warnings too.")
    var strict = false

    func run() throws {
        let cwd = Paths.workingDirectory
        var roots = paths
        if roots.isEmpty {
            guard let folder = try Paths.folder(explicit: nil, default: Paths.defaultLocalizations) else {
                throw UsageError("no lintable files found: there is no \(Paths.defaultLocalizations)/ folder here; name the folders or files to check")
            }
            roots = [folder]
        }
        let loose = roots.filter { !Paths.isDirectory($0) && Paths.exists($0) && !StandaloneFileChecks.isInLproj($0) }
        roots.removeAll { loose.contains($0) }
        let looseFindings = StandaloneFileChecks.check(files: loose, workingDirectory: cwd)
        let project = try loadProject(roots, cwd: cwd)
        if project.bundles.isEmpty && loose.isEmpty {
            throw UsageError("no lintable files found in \(roots.joined(separator: ", ")): no <lang>.lproj folder with .strings or .stringsdict files")
        }
        let templateFolder = try Paths.folder(explicit: templates, default: Paths.defaultTemplates)
        let templateSet = templateFolder.map { NotificationTemplateLoader.load(folder: $0, workingDirectory: cwd) }
        var report = CatalogChecker.check(project, templates: templateSet, options: CheckOptions(missingKeys: missingKeys), extra: looseFindings)
        report.summary.files += loose.count
        let code = write(report)
        // Exit here, whatever the code, with the project still alive: freeing a large catalog entry by
        // entry costs more than the process exit that reclaims it anyway (~90 ms of 300 on 200,000 entries).
        withExtendedLifetime(project) { Foundation.exit(code) }
    }

    private func loadProject(_ roots: [String], cwd: String) throws -> Project {
        do {
            return try CatalogLoader.loadProject(paths: roots, base: base, excludes: excludes.map(GlobPattern.init), workingDirectory: cwd)
        } catch {
            throw UsageError(error.description)
        }
    }

    /// Writes the report and returns the exit code.
    private func write(_ report: CheckReport) -> Int32 {
        switch format {
        case .text: Output.write(TextReporter.render(report))
        case .github: Output.write(GitHubReporter.render(report))
        case .json: Output.write(JSONReporter.render(report))
        case .sarif: Output.write(SARIFReporter.render(report))
        }
        return report.exitCode(strict: strict)
    }
}

extension MissingKeyReport: ExpressibleByArgument {}
