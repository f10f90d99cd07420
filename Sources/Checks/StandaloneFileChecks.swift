import Catalog
import Diagnostics
import Foundation
import StringsFile

/// Checks `.strings` and `.stringsdict` files that stand outside any `<lang>.lproj` folder (pre-commit
/// may pass one): they get the parse and within-string checks, and a warning that nothing can be
/// compared across languages, instead of being silently skipped.
public enum StandaloneFileChecks {
    /// Whether `path` is a file directly inside a `.lproj` folder.
    public static func isInLproj(_ path: String) -> Bool {
        ((path as NSString).deletingLastPathComponent as NSString).pathExtension == "lproj"
    }

    /// Parses each file and runs the within-string checks.
    public static func check(files: [String], workingDirectory: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for file in files {
            let display = CatalogLoader.displayPath(file, relativeTo: workingDirectory)
            guard let data = FileManager.default.contents(atPath: file) else {
                diagnostics.append(Diagnostic(rule: RuleID.syntax, severity: .error, message: "cannot read the file",
                                              location: SourceLocation(file: display, line: 1, column: 1)))
                continue
            }
            diagnostics.append(Diagnostic(
                rule: RuleID.syntax, severity: .warning,
                message: "not inside a <lang>.lproj folder, so it cannot be compared with other languages; only its syntax and format strings were checked",
                location: SourceLocation(file: display, line: 1, column: 1)))
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            if (file as NSString).pathExtension == "stringsdict" {
                diagnostics += StringsDictParser.parse(Array(data), path: display).diagnostics
            } else {
                let document = StringsParser.parse(Array(data), path: display)
                diagnostics += document.diagnostics
                FormatChecks.check(LocalizationTable(name: name, language: "(no language)", strings: document), into: &diagnostics)
            }
        }
        return diagnostics
    }
}
