import PushlocDiagnostics
import PushlocICU

/// The coverage map as HTML: a table with one row per bundle and one column per language, each cell
/// coloured by the language's coverage, showing its percentage and its errors and warnings, and linking
/// to its findings on the same page.
///
/// The colour is never the only sign: every cell shows its percentage, a language that falls back to
/// the development text carries a `↩` mark and a hatched background, and each cell's tooltip says it
/// all in words. The grid is always laid out left to right (`dir="ltr"`), and every name from the
/// input is isolated in a `<bdi>`, so that an Arabic or Hebrew name cannot flip it. Wide maps scroll
/// inside their own box. Every string from the input is escaped.
package enum CoverageMapHTML {
    /// The `id` of the map's section, for links back to it.
    package static let anchor = "coverage"

    /// The mark of a language that falls back to the development text.
    package static let fallbackMark = "↩"

    /// The map's section: a heading, the grid and its legend; empty when the overview has no bundle.
    package static func map(_ overview: CoverageOverview) -> String {
        guard !overview.bundles.isEmpty, !overview.languages.isEmpty else { return "" }
        var html = "<section class=\"hm\" id=\"\(anchor)\"><h2>Coverage by bundle and language</h2>\n"
        html += "<div class=\"hm-box\" dir=\"ltr\"><table class=\"hm-grid\" dir=\"ltr\">\n<thead><tr><th class=\"hm-corner\" scope=\"col\">bundle</th>"
        html += overview.languages.map(columnHeader).joined()
        html += "</tr></thead>\n<tbody>\n"
        for (row, bundle) in overview.bundles.enumerated() {
            let shown = bundle.displayPath
            html += "<tr><th class=\"hm-bundle\" scope=\"row\"><bdi>\(MarkupEscaping.escapedPath(shown))</bdi></th>"
            for (column, language) in overview.languages.enumerated() {
                html += cell(overview.cells[row][column], bundle: shown, language: language, developmentLanguage: bundle.base)
            }
            html += "</tr>\n"
        }
        return html + "</tbody></table></div>\n" + legend + "</section>\n"
    }

    /// A language's column heading: its code and, beneath, its name in itself (`العربية`).
    static func columnHeader(_ language: String) -> String {
        let english = LocaleTag.displayName(language).flatMap { $0.lowercased() == language.lowercased() ? nil : $0 }
        let native = LocaleTag.displayName(language, in: language).flatMap { $0.lowercased() == language.lowercased() ? nil : $0 }
        let code = MarkupEscaping.escaped(language)
        var html = "<th class=\"hm-lang\" scope=\"col\""
        if let english { html += " title=\"\(MarkupEscaping.escaped(english))\"" }
        html += "><bdi>\(code)</bdi>"
        if let native { html += "<bdi class=\"hm-name\" lang=\"\(code)\">\(MarkupEscaping.escaped(native))</bdi>" }
        return html + "</th>"
    }

    /// One cell: its colour band, percentage, fallback mark and counts; a link when it has findings.
    static func cell(_ cell: CoverageCell, bundle: String, language: String, developmentLanguage: String?) -> String {
        var classes = ["hm-cell"]
        let headline: String
        switch cell.kind {
        case .absent:
            classes.append("hm-absent")
            headline = "·"
        case .development:
            classes.append("hm-dev")
            headline = "dev"
        case .uncompared:
            classes.append("hm-uncompared")
            headline = language == "Base" ? "Base" : "–"
        case .compared(let coverage):
            classes.append("hm-\(CoverageShade(coverage).rawValue)")
            headline = "\(CoverageShade.wholePercent(coverage))%"
        }
        var inner = "<span class=\"hm-pct\">\(headline)"
        if cell.fallsBackToDevelopmentText {
            classes.append("hm-fallback")
            inner += "<span class=\"hm-mark\">\(fallbackMark)</span>"
        }
        inner += "</span><span class=\"hm-counts\">\(counts(cell))</span>"
        let title = MarkupEscaping.escaped(cell.description(bundle: bundle, language: language, developmentLanguage: developmentLanguage))
        let body = cell.anchor.map { "<a href=\"#\($0)\" title=\"\(title)\">\(inner)</a>" }
            ?? "<span class=\"hm-in\" title=\"\(title)\">\(inner)</span>"
        return "<td class=\"\(classes.joined(separator: " "))\">\(body)</td>"
    }

    /// `✖︎2 ⚠︎1`: the cell's non-zero counts.
    static func counts(_ cell: CoverageCell) -> String {
        var parts: [String] = []
        if cell.errors > 0 { parts.append("<span class=\"hm-e\">✖︎\(cell.errors)</span>") }
        if cell.warnings > 0 { parts.append("<span class=\"hm-w\">⚠︎\(cell.warnings)</span>") }
        return parts.joined(separator: " ")
    }

    /// What the colours and marks mean.
    static var legend: String {
        var html = "<ul class=\"hm-legend\">"
        html += CoverageShade.allCases.map { "<li><span class=\"hm-swatch hm-\($0.rawValue)\"></span>\($0.label)</li>" }.joined()
        html += "<li><span class=\"hm-swatch hm-partial hm-fallback\"></span>\(fallbackMark) falls back to the development text (no copy of some tables)</li>"
        html += "<li><span class=\"hm-swatch hm-dev\"></span>dev: development language</li>"
        html += "<li>✖︎ errors ⚠︎ warnings: click a cell for its findings</li></ul>\n"
        html += "<p class=\"hm-note\">Coverage is the share of the development language's keys a language translates. On the device, a key missing from a language's copy of a table shows the key itself; a table the language has no copy of shows the development text.</p>\n"
        return html
    }

    /// The map's style sheet. The colours are ColorBrewer's red–blue scale, which readers with the
    /// common colour-vision deficiencies can tell apart; none is the preview's banner or icon colour.
    package static let css = """
    .hm{margin:16px 0}.hm h2{font-size:17px;margin:0 0 8px}
    .hm-box{width:fit-content;max-width:100%;overflow-x:auto;background:#fff;border:1px solid #c7c7cc;border-radius:6px}
    .hm-grid{border-collapse:separate;border-spacing:2px;margin:0;font:12px/1.25 system-ui,sans-serif;color:#1d1d1f}
    .hm-grid th,.hm-grid td{border:0;padding:0;text-align:center;vertical-align:middle}
    .hm-lang{min-width:58px;padding:2px 3px;font-weight:600;white-space:nowrap}
    .hm-name{display:block;max-width:72px;margin:0 auto;overflow:hidden;text-overflow:ellipsis;font-size:11px;font-weight:400;color:#515154}
    .hm-grid .hm-corner,.hm-grid .hm-bundle{position:sticky;left:0;z-index:1;background:#fff;text-align:left;padding:2px 8px 2px 4px}
    .hm-bundle{width:14em;min-width:14em;max-width:14em;font-weight:600;overflow-wrap:anywhere}
    .hm-cell{border-radius:3px}
    .hm-cell a,.hm-cell .hm-in{display:block;min-width:58px;padding:3px 4px;color:inherit;text-decoration:none}
    .hm-cell a:hover,.hm-cell a:focus{outline:2px solid #1d1d1f;outline-offset:-2px}
    .hm-pct{display:block;font-size:13px;font-weight:700;white-space:nowrap}
    .hm-mark{margin-left:2px}
    .hm-counts{display:block;min-height:14px;font-size:11px;white-space:nowrap}
    .hm-complete{background-color:#2166ac;color:#fff}.hm-high{background-color:#67a9cf;color:#000}
    .hm-good{background-color:#d1e5f0;color:#000}.hm-partial{background-color:#fddbc7;color:#000}
    .hm-low{background-color:#ef8a62;color:#000}.hm-none{background-color:#b2182b;color:#fff}
    .hm-dev{background-color:#e4dcf1;color:#3b2a63}.hm-uncompared{background-color:#ececec;color:#515154}
    .hm-absent{background-color:#fafafa;color:#aeaeb2}
    .hm-fallback{background-image:repeating-linear-gradient(135deg,rgba(0,0,0,.16) 0 2px,transparent 2px 7px)}
    .hm-none.hm-fallback{background-image:repeating-linear-gradient(135deg,rgba(255,255,255,.3) 0 2px,transparent 2px 7px)}
    .hm-legend{display:flex;flex-wrap:wrap;gap:4px 16px;list-style:none;margin:8px 0 0;padding:0;font-size:12px}
    .hm-legend li{display:flex;align-items:center;gap:5px}
    .hm-swatch{display:inline-block;width:18px;height:14px;border-radius:3px;border:1px solid #c7c7cc}
    .hm-note{margin:6px 0 0;font-size:12px;color:#515154;max-width:70em}
    """
}
