import Diagnostics

/// A per-bundle table: errors and warnings, and the rules that fired most.
public enum SummaryReporter {
    /// The table, one row per bundle with findings, then a total row.
    public static func render(_ report: CheckReport) -> String {
        var rows: [[String]] = [["bundle", "errors", "warnings", "rules"]]
        for (bundle, diagnostics) in ReportGrouping.byBundle(report.diagnostics) {
            var counts: [String: Int] = [:]
            for diagnostic in diagnostics { counts[diagnostic.rule, default: 0] += 1 }
            let rules = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(3).map { "\($0.key) \($0.value)" }
            rows.append([ControlCharacterEscaping.escaped(bundle),
                         String(diagnostics.count { $0.severity == .error }),
                         String(diagnostics.count { $0.severity == .warning }),
                         rules.joined(separator: ", ")])
        }
        rows.append(["total", String(report.summary.errors), String(report.summary.warnings), ""])
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 1 || column == 2 ? padding + cell : cell + padding
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n") + "\n"
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
