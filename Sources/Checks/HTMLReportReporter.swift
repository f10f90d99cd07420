import Diagnostics

/// A standalone HTML report (no scripts, no external files): the summary and a table of findings.
/// Every string from the input is escaped.
public enum HTMLReportReporter {
    /// The report as one HTML page.
    public static func render(_ report: CheckReport) -> String {
        let summary = report.summary
        var html = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>pushloc check</title>
        <style>body{font:14px system-ui,sans-serif;margin:2em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}.error{color:#b00020}.warning{color:#8a6d00}code{font-family:ui-monospace,monospace}</style>
        </head><body>
        <h1>pushloc check</h1>
        <p>\(summary.entries) entries in \(summary.files) files, \(summary.languages) languages: <span class="error">\(summary.errors) errors</span>, <span class="warning">\(summary.warnings) warnings</span></p>

        """
        html += "<table><thead><tr><th>location</th><th>severity</th><th>rule</th><th>language</th><th>key</th><th>message</th></tr></thead><tbody>\n"
        for diagnostic in report.diagnostics {
            let severity = diagnostic.severity.rawValue
            let cells = [
                "<code>\(MarkupEscaping.escaped(diagnostic.location?.description ?? ""))</code>",
                "<span class=\"\(severity)\">\(severity)</span>",
                "<code>\(MarkupEscaping.escaped(diagnostic.rule))</code>",
                MarkupEscaping.escaped(diagnostic.language ?? ""),
                "<code>\(MarkupEscaping.escaped(diagnostic.key ?? ""))</code>",
                MarkupEscaping.escaped(diagnostic.message),
            ]
            html += "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
        }
        return html + "</tbody></table>\n</body></html>\n"
    }
}
