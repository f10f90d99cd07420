import Devtodev
import ArgumentParser
import Foundation
import PushLocalization
import Catalog
import Checks
import Diagnostics
import FormatString
import ICU
import JSON
import Payloads
import StringCatalog
import StringsFile

/// `pushloc devtodev MESSAGE.json`: validates a devtodev message and produces one per locale.
struct DevtodevCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devtodev",
        abstract: "Validate a devtodev push message and produce it per locale, with title and text localized.",
        discussion: "MESSAGE.json is devtodev's request body {\"audience\", \"ios\": {\"payload\", \"options\"}} or a bare iOS message {\"payload\", \"options\"}. Without --locale, every localization that has the Localizable table (itself or through a parent) is produced. With --out, <out>/<locale>.json is written per locale (not when there are errors). A language whose text shows a raw key (loc-key-not-found) or (null) for a missing argument (loc-args-arity) is an error. Exit 0: ok; 1: errors; 2: usage or I/O error."
    )

    @Argument(help: "The devtodev message file.")
    var message: String

    @Option(help: "A folder of <lang>.lproj folders (default: Localizations/ when present).")
    var localizations: String?

    @Option(help: "The templates folder; button templates are read from its devtodev/ folder (default: templates/ when present, else the embedded templates).")
    var templates: String?

    @Option(name: .customLong("locale"), help: "A locale to produce (repeatable).")
    var locales: [String] = []

    @Option(help: "Write <out>/<locale>.json for each locale.")
    var out: String?

    @Option(help: "Output format: json.")
    var format: DevtodevFormat = .json

    func run() throws {
        let cwd = Paths.workingDirectory
        let (tags, invalid) = DevtodevSources.canonicalLocales(locales)
        if let invalid { throw UsageError("--locale \(invalid): not a language tag") }
        let output = try Paths.output(out)
        guard let data = FileManager.default.contents(atPath: message), !Paths.isDirectory(message) else {
            throw UsageError("\(message): cannot read the file")
        }
        let display = CatalogLoader.displayPath(message, relativeTo: cwd)
        let catalog: Catalog?
        let templateSet: ButtonTemplateSet
        do {
            let root = try Paths.folder(explicit: templates, default: Paths.defaultTemplates)
            templateSet = try DevtodevSources.buttonTemplates(templatesRoot: root, workingDirectory: cwd)
            let folder = try Paths.folder(explicit: localizations, default: Paths.defaultLocalizations)
            catalog = try folder.map { try CatalogLoader.load(paths: [$0], workingDirectory: cwd) }
        } catch let error as CatalogError {
            throw UsageError(error.description)
        }
        let now = Int64(Date().timeIntervalSince1970)
        let report = DevtodevReport.make(bytes: Array(data), path: display, catalog: catalog, templates: templateSet, locales: tags, now: now)
        var files: [String: String] = [:]
        if let output, !report.hasErrors {
            do {
                var written: [OutputFile] = []
                for file in report.outputs(folder: output.path) {
                    written.append(OutputFile(relative: try output.relativePath(of: file.path), bytes: file.bytes))
                    files[file.locale] = file.path
                }
                try output.writeOwned(written)
            } catch {
                throw UsageError("--out \(error.description)")
            }
        }
        switch format {
        case .json: Output.write(report.manifestText(files: files))
        }
        if report.hasErrors { throw ExitCode(report.exitCode) }
    }
}

/// The output formats of `pushloc devtodev`.
enum DevtodevFormat: String, ExpressibleByArgument, CaseIterable {
    case json
}
