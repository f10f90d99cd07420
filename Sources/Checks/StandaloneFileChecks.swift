import Catalog
import Diagnostics
import Formats
import Rules
import Foundation
import StringsFile

/// Checks table files that stand outside any `<lang>.lproj` folder (pre-commit may pass one): they get
/// the parse and within-string checks, and a warning that nothing can be compared across languages,
/// instead of being silently skipped.
public enum StandaloneFileChecks {
    /// Whether `path` is a file directly inside a `.lproj` folder.
    public static func isInLproj(_ path: String) -> Bool {
        PathText.pathExtension(PathText.parent(path)) == "lproj"
    }

    /// Parses each file and runs the within-string checks.
    public static func check(files: [String], workingDirectory: String) -> [Diagnostic] {
        var documents: [TableDocument] = []
        return check(files: files, workingDirectory: workingDirectory, keeping: &documents)
    }

    /// ``check(files:workingDirectory:)``, appending each file's document as read to `documents` (a
    /// check reads the files' suppression comments from them). Each file is read by its format's reader
    /// (``Formats/TableFormats/fallback``'s when its extension is no format's). The within-string checks
    /// run when they report one of `enabledRules` (`nil`: every rule), as ``CheckOptions/enabledRules`` says.
    public static func check(
        files: [String], workingDirectory: String, enabledRules: Set<String>? = nil, keeping documents: inout [TableDocument]
    ) -> [Diagnostic] {
        let checksFormats = CheckRegistry.passes(for: enabledRules).table.contains { $0 == FormatChecks.self }
        var diagnostics: [Diagnostic] = []
        for file in files {
            let display = CatalogLoader.displayPath(file, relativeTo: workingDirectory)
            guard let data = FileManager.default.contents(atPath: file) else {
                diagnostics.append(Diagnostic(RuleDescription.unreadableFile, message: "cannot read the file",
                                              location: SourceLocation(file: display, line: 1, column: 1)))
                continue
            }
            diagnostics.append(Diagnostic(
                RuleDescription.outsideLproj,
                message: "not inside a <lang>.lproj folder, so it cannot be compared with other languages; only its syntax and format strings were checked",
                location: SourceLocation(file: display, line: 1, column: 1)))
            let format = TableFormats.format(forPath: file) ?? TableFormats.fallback
            let document = format.read(Array(data), path: display)
            diagnostics += document.diagnostics
            if checksFormats, case .strings(let strings) = document {
                let name = PathText.baseName(file)
                FormatChecks.check(LocalizationTable(name: name, language: "(no language)", strings: strings), into: &diagnostics)
            }
            documents.append(document)
        }
        return diagnostics
    }
}
