import Diagnostics

/// `path:line:column: error: message [rule]`, the form Xcode, editors and CI log parsers understand.
public enum TextReporter {
    /// One line per diagnostic.
    public static func line(for diagnostic: Diagnostic) -> String {
        let place = diagnostic.location.map { "\($0.file):\($0.line):\($0.column): " } ?? (diagnostic.jsonPath.map { "\($0): " } ?? "")
        return "\(place)\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]"
    }

    /// Every diagnostic, then a summary line.
    public static func render(_ report: CheckReport) -> String {
        var output = report.diagnostics.map(line(for:)).joined(separator: "\n")
        if !output.isEmpty { output += "\n" }
        let summary = report.summary
        output += "checked \(summary.entries) entries in \(summary.files) files, \(summary.languages) languages: "
        output += "\(summary.errors) error\(summary.errors == 1 ? "" : "s"), \(summary.warnings) warning\(summary.warnings == 1 ? "" : "s")\n"
        return output
    }
}
