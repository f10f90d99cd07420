import ArgumentParser
import Foundation
import Catalog
import Checks
import Devtodev
import Diagnostics
import Formats
import FormatString
import ICU
import JSON
import Payloads
import StringCatalog
import StringsFile

/// `pushloc parse FILE`: the entries of one localization file, with locations, comments and diagnostics.
/// The file's extension (in any case) picks the reader from the registry of table formats
/// (`.stringsdict`: the plural reader, `.xcstrings`: the String Catalog reader); any other file gets the
/// `.strings` reader.
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Parse one .strings, .stringsdict or .xcstrings file and print its entries (with lines, columns, comments, plural forms) and diagnostics."
    )

    @Argument(help: "The .strings, .stringsdict or .xcstrings file.")
    var file: String

    @Option(help: "Output format: json or text.")
    var format: ParseFormat = .json

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw UsageError("\(file): cannot read the file")
        }
        let display = CatalogLoader.displayPath(file, relativeTo: Paths.workingDirectory)
        let output: String
        let diagnostics: [Diagnostic]
        let reader = TableFormats.fileExtension(of: file).flatMap { TableFormats.format(forExtension: $0.lowercased()) } ?? TableFormats.fallback
        switch reader.read(Array(data), path: display) {
        case .strings(let document):
            output = format == .json ? ParseReport.json(document) : ParseReport.text(document)
            diagnostics = document.diagnostics
        case .stringsDict(let document):
            output = format == .json ? ParseReport.json(document) : ParseReport.text(document)
            diagnostics = document.diagnostics
        case .stringCatalog(var document):
            document.diagnostics += CatalogLoader.unknownLanguages(in: document)
            output = format == .json ? ParseReport.json(document) : ParseReport.text(document)
            diagnostics = document.diagnostics
        }
        Output.write(output)
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}
