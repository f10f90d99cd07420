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

/// `pushloc buttons`: the devtodev button labels, resolved per language, as JSON or `.strings` files.
struct ButtonsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "buttons",
        abstract: "Print the devtodev button templates and every language's button labels (fallbacks applied), as JSON or .strings files.",
        discussion: "Without --localizations the labels embedded in pushloc are used. --format strings prints one .strings block per language, or with --out writes <out>/<lang>.lproj/PushButtons.strings for an app bundle. --format swift prints the source of EmbeddedButtonData (see scripts/embed-button-labels.sh). Exit 0: ok; 1: a button template file has errors; 2: usage or I/O error."
    )

    @Option(help: "A folder of <lang>.lproj folders with Buttons.strings (default: the embedded labels).")
    var localizations: String?

    @Option(help: "The templates folder; button templates are read from its devtodev/ folder (default: templates/ when present, else the embedded templates).")
    var templates: String?

    @Option(name: .customLong("locale"), help: "A language to print (repeatable; default: every language with labels).")
    var locales: [String] = []

    @Option(help: "Output format: json, strings or swift.")
    var format: ButtonsFormat = .json

    @Option(help: "With --format strings: write <out>/<lang>.lproj/PushButtons.strings files.")
    var out: String?

    func run() throws {
        let cwd = Paths.workingDirectory
        let (tags, invalid) = DevtodevSources.canonicalLocales(locales)
        if let invalid { throw UsageError("--locale \(invalid): not a language tag") }
        if out != nil && format != .strings { throw UsageError("--out writes .strings files: use it with --format strings") }
        let output = try Paths.output(out)
        let root = try Paths.folder(explicit: templates, default: Paths.defaultTemplates)
        let templateSet: ButtonTemplateSet
        let catalog: Catalog?
        do {
            templateSet = try DevtodevSources.buttonTemplates(templatesRoot: root, workingDirectory: cwd)
            let folder: String?
            if let localizations {
                folder = try Paths.folder(explicit: localizations, default: Paths.defaultLocalizations)
            } else if format == .swift {
                folder = try Paths.folder(explicit: nil, default: Paths.defaultLocalizations)
            } else {
                folder = nil
            }
            catalog = try folder.map { try CatalogLoader.load(paths: [$0], workingDirectory: cwd) }
        } catch let error as CatalogError {
            throw UsageError(error.description)
        }
        for diagnostic in templateSet.diagnostics {
            Output.error(TextReporter.line(for: diagnostic) + "\n")
        }
        let labels = DevtodevSources.buttonLabels(catalog: catalog, templates: templateSet.templates)
        switch format {
        case .json:
            Output.write(ButtonsReport.jsonText(labels, locales: tags))
        case .strings:
            if let output {
                let outputs = ButtonsReport.stringsOutputs(labels, locales: tags, folder: output.path)
                do {
                    let header = Array(ButtonsReport.generatedHeaderStart.utf8)
                    try output.writeOwned(outputs.map { file throws(AtomicFile.WriteError) in
                        OutputFile(relative: try output.relativePath(of: file.path), bytes: Array(file.contents.utf8), generatedPrefix: header)
                    })
                } catch {
                    throw UsageError("--out \(error.description)")
                }
                for file in outputs { Output.write(file.path + "\n") }
            } else {
                Output.write(ButtonsReport.stringsListing(labels, locales: tags))
            }
        case .swift:
            guard let catalog else { throw UsageError("--format swift needs the Localizations folder") }
            Output.write(ButtonsReport.swiftSource(catalog: catalog, templates: templateSet.templates))
        }
        if templateSet.diagnostics.contains(where: \.isError) { throw ExitCode(1) }
    }
}

/// The output formats of `pushloc buttons`.
enum ButtonsFormat: String, ExpressibleByArgument, CaseIterable {
    case json, strings, swift
}
