import JSON
import ArgumentParser
import Foundation
import PushLocalization
import Catalog
import Checks
import Devtodev
import Diagnostics
import FormatString
import ICU
import Payloads
import StringCatalog
import StringsFile

/// `pushloc render PAYLOAD.json`: each language's alert as the device shows it, side by side.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render an APNs payload's alert (title, subtitle, body, action, category buttons) as the device shows it, per language.",
        discussion: "Without --locale, every localization with a Localizable table is rendered (with --format html, every language the product has). A language whose text shows a raw key (loc-key-not-found) or (null) for a missing argument (loc-args-arity) is an error. Exit 0: ok; 1: errors; 2: usage or I/O error."
    )

    @Argument(help: "The APNs payload (template) file.")
    var payload: String

    @Option(help: "A folder of <lang>.lproj folders (default: Localizations/).")
    var localizations: String?

    @Option(name: .customLong("locale"), help: "A device locale to render (repeatable).")
    var locales: [String] = []

    @Option(help: "Output format: text, json or html (a self-contained preview page).")
    var format: RenderFormat = .text

    func run() throws {
        let cwd = Paths.workingDirectory
        guard !Paths.isDirectory(payload), let data = FileManager.default.contents(atPath: payload) else {
            throw UsageError("\(payload): cannot read the file")
        }
        let (tags, invalid) = DevtodevSources.canonicalLocales(locales)
        if let invalid { throw UsageError("--locale \(invalid): not a language tag") }
        let localizer = try LocalizerLoader.load(explicit: localizations)
        let report = RenderReport.make(
            bytes: Array(data), path: CatalogLoader.displayPath(payload, relativeTo: cwd), localizer: localizer, locales: tags)
        switch format {
        case .text: Output.write(report.text)
        case .json: Output.write(String(decoding: JSONWriter.serialize(report.json), as: UTF8.self) + "\n")
        case .html:
            let sections = report.document.map { [PreviewBuilder(localizer: localizer).section(title: payload, template: $0, locales: tags)] } ?? []
            // The page opens with the coverage map of every bundle of the localizations folder.
            let project = try LocalizerLoader.project(explicit: localizations)
            let overview = CoverageOverview(report: CatalogChecker.check(project))
            Output.write(HTMLPreview.page(PreviewDocument(sections: sections, overview: overview)))
        }
        if report.hasErrors { throw ExitCode(1) }
    }
}

/// The output formats of `pushloc render`.
enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, html
}

/// Loads the localizations folder (`--localizations`, else `Localizations/` when present) for a command.
enum LocalizerLoader {
    static func load(explicit: String?) throws -> PushLocalizer {
        do {
            let folder = try Paths.folder(explicit: explicit, default: Paths.defaultLocalizations)
            return PushLocalizer(catalog: try CatalogLoader.load(paths: folder.map { [$0] } ?? [], workingDirectory: Paths.workingDirectory))
        } catch let error as CatalogError {
            throw UsageError(error.description)
        }
    }

    /// Every bundle of the localizations folder, for the preview's coverage map.
    static func project(explicit: String?) throws -> Project {
        do {
            let folder = try Paths.folder(explicit: explicit, default: Paths.defaultLocalizations)
            return try CatalogLoader.loadProject(paths: folder.map { [$0] } ?? [], workingDirectory: Paths.workingDirectory)
        } catch let error as CatalogError {
            throw UsageError(error.description)
        }
    }
}
