import PushlocDiagnostics
import PushlocPreview
/// `html`: a standalone HTML report (no scripts, no external files, the pages'
/// Content-Security-Policy): the summary, the coverage map (one row per bundle, one column per language, each cell linking to its
/// findings) and the table of findings, grouped by bundle and language. It fits a 1200-pixel window:
/// the map scrolls inside its own box and the table wraps. Every string from the input is escaped.
public struct HTMLFormat: Reporter {
    /// Creates the reporter.
    public init() {}

    /// `html`.
    public var identifier: String { "html" }

    /// What the format is for.
    public var description: String { "A standalone HTML page of the findings" }

    /// The page's `<title>`.
    static let pageTitle = "pushloc check"

    /// The report as one HTML page.
    public func render(_ report: CheckReport) -> String {
        let summary = report.summary
        let overview = CoverageOverview(report: report)
        let map = CoverageMapHTML.map(overview)
        var html = """
        <!DOCTYPE html>
        <html lang="en" dir="ltr"><head><meta charset="utf-8">
        \(HTMLPage.contentSecurityPolicyMeta)
        <meta name="viewport" content="width=device-width,initial-scale=1">
        <title>\(Self.pageTitle)</title>
        <style>
        \(Self.css)
        \(CoverageMapHTML.css)
        \(FindingsTableHTML.css)
        </style></head><body>
        <h1>\(Self.pageTitle)</h1>
        <p>\(summary.entries) entries in \(summary.files) files, \(summary.languages) languages: <span class="sev-error">\(summary.errors) errors</span>, <span class="sev-warning">\(summary.warnings) warnings</span>\(summary.noteFindings > 0 ? ", <span class=\"sev-note\">\(summary.noteFindings) notes</span>" : "")</p>

        """
        html += map
        html += "<h2>Findings</h2>\n"
        html += FindingsTableHTML.table(overview.groups, mapAnchor: map.isEmpty ? nil : CoverageMapHTML.anchor)
        return html + "</body></html>\n"
    }

    /// The page's own style: a body no wider than the window.
    static let css = """
    *{box-sizing:border-box}
    body{font:14px system-ui,sans-serif;margin:2em;max-width:100%}
    h2{font-size:17px}
    """
}
