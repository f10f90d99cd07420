import PushlocDiagnostics

/// `summary`: a per-bundle table: errors, warnings and notes, and every rule that fired, most
/// frequent first.
public struct SummaryFormat: Reporter {
    /// Creates the reporter.
    public init() {}

    /// `summary`.
    public var identifier: String { "summary" }

    /// What the format is for.
    public var description: String { "A table per bundle: errors, warnings and the rules that fired most" }

    /// The table, one row per bundle with findings, then a total row with every rule that fired.
    public func render(_ report: CheckReport) -> String {
        var rows: [[String]] = [["bundle", "errors", "warnings", "notes", "rules"]]
        for (bundle, diagnostics) in ReportGrouping.byBundle(report.diagnostics) {
            rows.append([ControlCharacterEscaping.escaped(bundle),
                         String(diagnostics.count { $0.severity == .error }),
                         String(diagnostics.count { $0.severity == .warning }),
                         String(diagnostics.count { $0.severity == .note }),
                         Self.ruleCounts(diagnostics)])
        }
        rows.append(["total", String(report.summary.errors), String(report.summary.warnings), String(report.summary.noteFindings),
                     Self.ruleCounts(report.diagnostics)])
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return (1...3).contains(column) ? padding + cell : cell + padding
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n") + "\n"
    }

    /// Every rule of `diagnostics` with its count, most frequent first (`argument-extra 3, empty-value 1`).
    private static func ruleCounts(_ diagnostics: [Diagnostic]) -> String {
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics { counts[diagnostic.rule, default: 0] += 1 }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
