import ArgumentParser
import PushlocWorkflows

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
    var format: ParseWorkflow.Format = .json

    func run() throws {
        let request = ParseWorkflow.Request(file: file, format: format, workingDirectory: Paths.workingDirectory)
        try Workflow.run { output throws(WorkflowError) in try ParseWorkflow.run(request, output: output) }
    }
}

extension ParseWorkflow.Format: ExpressibleByArgument {}
