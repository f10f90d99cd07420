import PushlocCatalog
import PushlocDiagnostics
import PushlocFormats
import PushlocRules
import Foundation
import PushlocStringsFile

/// Checks table files that stand outside any `<lang>.lproj` folder (pre-commit may pass one): they get
/// the parse checks and every table check of ``CheckRegistry`` (the checks of one table on its own, as
/// any table in a bundle gets), and a warning that nothing can be compared across languages, instead of
/// being silently skipped.
public enum StandaloneFileChecks {
    /// Whether `path` is a file directly inside a `.lproj` folder.
    public static func isInLproj(_ path: String) -> Bool {
        PathText.pathExtension(PathText.parent(path)) == "lproj"
    }

    /// Parses each file and runs the table checks.
    public static func check(files: [String], workingDirectory: String) -> [Diagnostic] {
        var documents: [TableDocument] = []
        return check(files: files, workingDirectory: workingDirectory, keeping: &documents)
    }

    /// ``check(files:workingDirectory:)``, appending each file's document as read to `documents` (a
    /// check reads the files' suppression comments from them). Each file is read by its format's reader
    /// (``Formats/TableFormats/fallback``'s when its extension is no format's). A `.strings` or
    /// `.stringsdict` document is a table of no language with no reference copy, and the registry's table
    /// checks that report one of `enabledRules` (`nil`: every rule) run over it, as
    /// ``CheckOptions/enabledRules`` says.
    public static func check(
        files: [String], workingDirectory: String, enabledRules: Set<String>? = nil, keeping documents: inout [TableDocument]
    ) -> [Diagnostic] {
        let tableChecks = CheckRegistry.passes(for: enabledRules).table
        var diagnostics: [Diagnostic] = []
        for file in files {
            let display = BundleLoader.displayPath(file, relativeTo: workingDirectory)
            guard let data = FileManager.default.contents(atPath: file) else {
                diagnostics.append(Diagnostic(RuleDescription.unreadableFile, message: "cannot read the file",
                                              location: SourceLocation(file: display, line: 1, column: 1)))
                continue
            }
            diagnostics.append(Diagnostic(
                RuleDescription.outsideLproj,
                message: "not inside a <lang>.lproj folder, so it cannot be compared with other languages; only the checks of a table on its own were run",
                location: SourceLocation(file: display, line: 1, column: 1)))
            let format = TableFormats.format(forPath: file) ?? TableFormats.fallback
            let document = format.read(Array(data), path: display)
            diagnostics += document.diagnostics
            if let table = looseTable(document, name: PathText.baseName(file)) {
                for pass in tableChecks { pass.check(table: table, reference: nil, into: &diagnostics) }
            }
            documents.append(document)
        }
        return diagnostics
    }

    /// The table a loose file's document stands for: one of no language; `nil` for a String Catalog,
    /// which holds every language of its table and so is never loose.
    private static func looseTable(_ document: TableDocument, name: String) -> LocalizationTable? {
        switch document {
        case .strings(let strings): LocalizationTable(name: name, language: "(no language)", strings: strings)
        case .stringsDict(let plurals): LocalizationTable(name: name, language: "(no language)", strings: nil, stringsDict: plurals)
        case .stringCatalog: nil
        }
    }
}
