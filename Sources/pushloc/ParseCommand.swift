import ArgumentParser
import Foundation
import PushLocalization

/// `pushloc parse FILE`: the entries of one `.strings` file, with locations, comments and diagnostics.
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Parse one .strings file and print its entries (key, value, line, column, comment) and diagnostics."
    )

    @Argument(help: "The .strings file.")
    var file: String

    @Option(help: "Output format: json or text.")
    var format: ParseFormat = .json

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw UsageError("\(file): cannot read the file")
        }
        let display = CatalogLoader.displayPath(file, relativeTo: Paths.workingDirectory)
        let document = StringsParser.parse(Array(data), path: display)
        switch format {
        case .json: Output.write(ParseReport.json(document))
        case .text: Output.write(ParseReport.text(document))
        }
        if document.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}
