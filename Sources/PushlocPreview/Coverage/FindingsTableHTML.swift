import PushlocDiagnostics

/// The findings as one HTML table, a part per bundle and language headed by a row whose `id` the
/// coverage map links to. The table takes the width of its box and wraps long paths, keys and
/// messages anywhere, so that it never makes the page wider than the window. Every string from the
/// input is escaped.
package enum FindingsTableHTML {
    /// The table of `groups` (`No findings.` without any); `mapAnchor` is the `id` each part's heading
    /// links back to, when the page has a coverage map.
    package static func table(_ groups: [FindingGroup], mapAnchor: String? = nil) -> String {
        guard !groups.isEmpty else { return "<p>No findings.</p>\n" }
        var html = "<table class=\"fd-table\"><colgroup><col class=\"fd-loc\"><col class=\"fd-sev\"><col class=\"fd-rule\">"
        html += "<col class=\"fd-lang\"><col class=\"fd-key\"><col></colgroup>\n"
        html += "<thead><tr><th>location</th><th>severity</th><th>rule</th><th>language</th><th>key</th><th>message</th></tr></thead>\n"
        // A page of findings outside every bundle only (single files) needs no heading row.
        let headed = !(groups.count == 1 && groups[0].bundle == nil)
        for group in groups {
            html += "<tbody>"
            if headed { html += heading(group, mapAnchor: mapAnchor) }
            for diagnostic in group.diagnostics { html += row(diagnostic) }
            html += "</tbody>\n"
        }
        return html + "</table>\n"
    }

    /// A part's heading row: bundle, language and counts, with the `id` the map links to.
    static func heading(_ group: FindingGroup, mapAnchor: String?) -> String {
        var title: String
        if let bundle = group.bundle {
            title = "<bdi>\(MarkupEscaping.escaped(bundle))</bdi> · "
            title += group.language.map { "<bdi>\(MarkupEscaping.escaped($0))</bdi>" } ?? "no language"
        } else {
            title = "outside every bundle"
        }
        let errors = group.errors, warnings = group.warnings
        title += ": \(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings")"
        if let mapAnchor { title += " <a class=\"fd-back\" href=\"#\(mapAnchor)\">↑ map</a>" }
        return "<tr class=\"fd-group\" id=\"\(group.anchor)\"><th colspan=\"6\" scope=\"colgroup\">\(title)</th></tr>\n"
    }

    /// One finding.
    static func row(_ diagnostic: Diagnostic) -> String {
        let severity = diagnostic.severity.rawValue
        let place = diagnostic.location?.description ?? diagnostic.jsonPath ?? ""
        let cells = [
            "<code>\(MarkupEscaping.escapedPath(place))</code>",
            "<span class=\"sev-\(severity)\">\(severity)</span>",
            "<code>\(MarkupEscaping.escaped(diagnostic.rule))</code>",
            "<bdi>\(MarkupEscaping.escaped(diagnostic.language ?? ""))</bdi>",
            "<code>\(MarkupEscaping.escaped(diagnostic.key ?? ""))</code>",
            MarkupEscaping.escaped(diagnostic.message),
        ]
        return "<tr>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>\n"
    }

    /// The table's style sheet.
    package static let css = """
    .fd-table{width:100%;table-layout:fixed;border-collapse:collapse;background:#fff;font-size:13px}
    .fd-table th,.fd-table td{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top;overflow-wrap:anywhere}
    .fd-table td:last-child{white-space:pre-line}
    .fd-table code{font-family:ui-monospace,monospace;font-size:12px}
    .fd-loc{width:25%}.fd-sev{width:7%}.fd-rule{width:12%}.fd-lang{width:8%}.fd-key{width:13%}
    .fd-group th{background:#eef1f6;font-weight:600}
    .fd-group:target th{background:#fff0a8}
    .fd-back{margin-left:8px;font-weight:400;font-size:12px}
    .sev-error{color:#b00020}.sev-warning{color:#8a6d00}.sev-note{color:#515154}
    """
}
