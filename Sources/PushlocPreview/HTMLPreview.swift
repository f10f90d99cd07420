import PushlocDiagnostics
import PushlocICU
import PushlocPayloads

/// Writes the preview page: one self-contained HTML file with every template's notification in every
/// language, drawn like an iOS banner on a lock screen.
///
/// The page needs no network and no JavaScript: the style sheet is inline, the expanded view is a
/// `<details>` element and the "only problems" filter is a checkbox with a CSS rule. A
/// Content-Security-Policy meta tag forbids scripts (inline event handlers included) and every
/// remote load. Every string is escaped, and bidi controls are shown as marked `⟨U+202E⟩`.
///
/// With the check's ``PreviewDocument/overview``, the page opens with the coverage map (one row per
/// bundle, one column per language) and ends with the findings that its cells link to.
package enum HTMLPreview {
    /// The Content-Security-Policy of the page: nothing remote, no script, inline style only.
    package static let contentSecurityPolicy = HTMLPage.contentSecurityPolicy

    /// The page's `<title>`.
    package static let pageTitle = "pushloc preview"

    /// The page for `document`.
    package static func page(_ document: PreviewDocument) -> String {
        let summary = document.summary
        let map = document.overview.map(CoverageMapHTML.map) ?? ""
        var html = """
        <!DOCTYPE html>
        <html lang="en" dir="ltr"><head><meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
        <meta name="viewport" content="width=device-width,initial-scale=1">
        <title>\(pageTitle)</title>
        <style>
        \(PreviewStyle.css)
        \(document.overview == nil ? "" : CoverageMapHTML.css + "\n" + FindingsTableHTML.css)
        </style></head><body>
        <h1>\(pageTitle)</h1>
        \(map)
        <p class="approx">Each language's notification drawn like an iOS banner on a 390-point-wide iPhone lock screen: \
        title and subtitle cut after one line, the body after four (open “Expanded” for the whole text and the buttons). \
        Line breaks are approximate off-device: the phone's fonts and metrics decide the real ones.</p>
        <input type="checkbox" id="problems-only" class="filter"><label for="problems-only">Show only languages with problems</label>
        <div class="summary" id="summary"><span class="count clean">\(summary[.clean] ?? 0) clean</span>\
        <span class="count warned">\(summary[.warned] ?? 0) warned</span>\
        <span class="count failing">\(summary[.failing] ?? 0) failing</span><span>languages, each counted by its worst template</span></div>
        <main>

        """
        for section in document.sections {
            html += "<section class=\"template\"><h2>\(MarkupEscaping.escapedCharacters(section.title))</h2>\n<div class=\"grid\">\n"
            for banner in section.banners {
                html += card(banner, appName: document.appName)
            }
            html += "</div></section>\n"
        }
        html += "</main>\n"
        if let overview = document.overview {
            html += "<section class=\"findings\"><h2>Findings</h2>\n"
            html += FindingsTableHTML.table(overview.groups, mapAnchor: map.isEmpty ? nil : CoverageMapHTML.anchor)
            html += "</section>\n"
        }
        return html + "</body></html>\n"
    }

    /// One language: its name, the collapsed banner, the expanded view, the size bar and the notes.
    static func card(_ banner: PreviewBanner, appName: String) -> String {
        let status = banner.status
        var html = "<article class=\"card status-\(status.rawValue)\" data-locale=\"\(MarkupEscaping.escapedCharacters(banner.locale))\" data-dir=\"\(banner.script.htmlDirection)\">\n"
        html += "<div class=\"locale\">\(MarkupEscaping.escapedCharacters(banner.locale))"
        if let name = LocaleTag.displayName(banner.locale) { html += " · \(MarkupEscaping.escapedCharacters(name))" }
        if banner.resolved != banner.locale { html += " <span class=\"resolved\">→ shows \(MarkupEscaping.escapedCharacters(banner.resolved))</span>" }
        html += "<span class=\"badge\">\(status.rawValue)</span></div>\n"
        html += "<div class=\"screen\">\(bannerBox(banner, appName: appName, expanded: false))</div>\n"
        html += "<details class=\"expanded\"><summary>Expanded</summary><div class=\"screen\">\(bannerBox(banner, appName: appName, expanded: true))"
        html += actions(banner)
        html += "</div></details>\n"
        html += size(banner)
        if !banner.notes.isEmpty {
            html += "<ul class=\"notes\">" + banner.notes.map(note).joined() + "</ul>\n"
        }
        return html + "</article>\n"
    }

    /// The banner itself, with `lang`, `dir` and the font of the resolved language.
    static func bannerBox(_ banner: PreviewBanner, appName: String, expanded: Bool) -> String {
        let script = banner.script
        var html = "<div class=\"banner font-\(script.fontGroup.rawValue)\" lang=\"\(MarkupEscaping.escapedCharacters(script.language))\" dir=\"\(script.htmlDirection)\">"
        html += "<div class=\"icon\" aria-hidden=\"true\"></div><div class=\"content\">"
        html += "<div class=\"header\"><span class=\"app\">\(MarkupEscaping.escapedCharacters(appName))</span><span class=\"time\">now</span></div>"
        for text in banner.texts {
            let clamp = expanded ? "full" : (text.field.collapsedLineLimit == 1 ? "line1" : "lines4")
            html += "<div class=\"\(text.field.rawValue) \(clamp)\">\(MarkupEscaping.escapedShowingControls(text.text))</div>"
        }
        return html + "</div></div>"
    }

    /// The expanded view's buttons (the category's, in the device language) and the action button.
    static func actions(_ banner: PreviewBanner) -> String {
        var html = ""
        if !banner.buttons.isEmpty {
            let script = banner.buttonScript
            html += "<div class=\"actions font-\(script.fontGroup.rawValue)\" lang=\"\(MarkupEscaping.escapedCharacters(script.language))\" dir=\"\(script.htmlDirection)\">"
            html += banner.buttons.map { "<span>\(MarkupEscaping.escapedShowingControls($0))</span>" }.joined()
            html += "</div>"
        }
        switch banner.actionButton {
        case .systemDefault: break
        case .none: html += "<div class=\"action-key\">action-loc-key: null (no action button)</div>"
        case .localized(_, let title):
            html += "<div class=\"action-key\">action button: <span lang=\"\(MarkupEscaping.escapedCharacters(banner.script.language))\" dir=\"\(banner.script.htmlDirection)\">\(MarkupEscaping.escapedShowingControls(title))</span></div>"
        }
        return html
    }

    /// The payload size as a bar against the limit.
    static func size(_ banner: PreviewBanner) -> String {
        guard let bytes = banner.payloadBytes else { return "" }
        let limit = banner.payloadLimit
        let over = bytes > limit
        return "<div class=\"size\(over ? " over" : "")\"><meter min=\"0\" max=\"\(limit)\" low=\"\(limit * 3 / 4)\" high=\"\(limit * 9 / 10)\" optimum=\"0\" value=\"\(min(bytes, limit))\"></meter>"
            + "<span>\(bytes) / \(limit) bytes\(over ? " (over the limit)" : "")</span></div>\n"
    }

    /// One note, marked by its level.
    static func note(_ note: PreviewNote) -> String {
        let level: String
        let mark: String
        switch note.level {
        case .info: level = "info"; mark = "ℹ︎"
        case .warning: level = "warning"; mark = "⚠︎"
        case .error: level = "error"; mark = "✖︎"
        }
        var html = "<li class=\"note \(level)\" data-kind=\"\(note.kind.rawValue)\">\(mark) "
        if let location = note.location { html += "<span class=\"where\">\(MarkupEscaping.escapedShowingControls(location.description))</span> " }
        return html + MarkupEscaping.escapedShowingControls(note.message) + "</li>"
    }
}

extension HTMLPreview {
    /// A browser window size that shows the whole page of `document` with `columns` banners per row,
    /// for screenshots: generous, from the number of notes and fields per row (the page's own
    /// geometry: 390-point cards, 24-point gaps).
    package static func windowSize(for document: PreviewDocument, columns: Int = 3) -> (width: Int, height: Int) {
        let columns = max(1, columns)
        var height = 190
        for section in document.sections {
            height += 60
            var start = 0
            while start < section.banners.count {
                let row = section.banners[start..<min(start + columns, section.banners.count)]
                height += row.map { 170 + 20 * $0.texts.count + 44 * $0.notes.count }.max() ?? 0
                start += columns
            }
        }
        return (48 + columns * 390 + (columns - 1) * 24 + 16, min(height, 16_000))
    }
}
