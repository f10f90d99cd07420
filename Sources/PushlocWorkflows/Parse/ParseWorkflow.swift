import PushlocCatalog
import PushlocDiagnostics
import Foundation
import PushlocFormats

/// `pushloc parse FILE`: the entries of one localization file, with locations, comments and diagnostics.
/// The file's extension (in any case) picks the reader from the registry of table formats; any other
/// file gets the `.strings` reader.
package enum ParseWorkflow {
    /// The output formats.
    package enum Format: String, Sendable, CaseIterable {
        case json, text
    }

    /// What to parse.
    package struct Request: Sendable {
        /// The `.strings`, `.stringsdict` or `.xcstrings` file.
        package var file: String
        /// The output format.
        package var format: Format
        /// The folder the file's path is shown relative to.
        package var workingDirectory: String

        /// Creates a request.
        package init(file: String, format: Format, workingDirectory: String) {
            self.file = file
            self.format = format
            self.workingDirectory = workingDirectory
        }
    }

    /// Prints the file's entries and diagnostics. Returns the exit status: 1 when a diagnostic is an
    /// error, else 0.
    package static func run(_ request: Request, output: WorkflowOutput) throws(WorkflowError) -> Int32 {
        guard let data = FileManager.default.contents(atPath: request.file) else {
            throw WorkflowError("\(request.file): cannot read the file")
        }
        let display = BundleLoader.displayPath(request.file, relativeTo: request.workingDirectory)
        let json = request.format == .json
        let text: String
        let diagnostics: [Diagnostic]
        let reader = TableFormats.fileExtension(of: request.file).flatMap { TableFormats.format(forExtension: $0.lowercased()) } ?? TableFormats.fallback
        switch reader.read(Array(data), path: display) {
        case .strings(let document):
            text = json ? ParseReport.json(document) : ParseReport.text(document)
            diagnostics = document.diagnostics
        case .stringsDict(let document):
            text = json ? ParseReport.json(document) : ParseReport.text(document)
            diagnostics = document.diagnostics
        case .stringCatalog(var document):
            document.diagnostics += BundleLoader.unknownLanguages(in: document)
            text = json ? ParseReport.json(document) : ParseReport.text(document)
            diagnostics = document.diagnostics
        }
        output.write(text)
        return diagnostics.contains(where: { $0.severity == .error }) ? 1 : 0
    }
}
