import ArgumentParser
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

/// `pushloc parse FILE`: the entries of one localization file, with locations, comments and diagnostics.
/// The file's extension picks the reader: `.stringsdict` files get the plural reader, `.xcstrings` the
/// String Catalog reader, anything else the `.strings` reader.
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Parse one .strings, .stringsdict or .xcstrings file and print its entries (with lines, columns, comments, plural forms) and diagnostics."
    )

    @Argument(help: "The .strings, .stringsdict or .xcstrings file.")
    var file: String

    @Option(help: "Output format: json or text.")
    var format: ParseFormat = .json

    /// The readers `parse` knows, by file extension.
    private enum FileKind {
        case strings, stringsDict, stringCatalog

        init(path: String) {
            switch (path as NSString).pathExtension.lowercased() {
            case "stringsdict": self = .stringsDict
            case "xcstrings": self = .stringCatalog
            default: self = .strings
            }
        }
    }

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw UsageError("\(file): cannot read the file")
        }
        let display = CatalogLoader.displayPath(file, relativeTo: Paths.workingDirectory)
        let output: String
        let diagnostics: [Diagnostic]
        switch FileKind(path: file) {
        case .strings:
            let document = StringsParser.parse(Array(data), path: display)
            output = format == .json ? ParseReport.json(document) : ParseReport.text(document)
            diagnostics = document.diagnostics
        case .stringsDict:
            let document = StringsDictParser.parse(Array(data), path: display)
            output = format == .json ? ParseReport.json(document) : ParseReport.text(document)
            diagnostics = document.diagnostics
        case .stringCatalog:
            var document = StringCatalogReader.read(Array(data), path: display)
            document.diagnostics += CatalogLoader.unknownLanguages(in: document)
            output = format == .json ? ParseReport.json(document) : ParseReport.text(document)
            diagnostics = document.diagnostics
        }
        Output.write(output)
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}
