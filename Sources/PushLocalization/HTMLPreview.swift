import Payloads

/// A self-contained HTML page showing every template's alert in every language, side by side, for
/// campaign authors to review before sending. Every string is escaped: translations and templates are
/// untrusted input. Text direction is left to the browser per cell (`dir="auto"`), so Arabic and
/// Hebrew read right to left.
public enum HTMLPreview {
    /// One template's renders.
    public struct Section: Sendable {
        /// The template file.
        public var title: String
        /// Its alert in each language.
        public var renders: [RenderedAlert]
        /// Its per-locale payload sizes (locale -> bytes, limit, truncated), when produced.
        public var sizes: [String: (bytes: Int, limit: Int, truncated: Bool)]

        /// Creates a section.
        public init(title: String, renders: [RenderedAlert], sizes: [String: (bytes: Int, limit: Int, truncated: Bool)] = [:]) {
            self.title = title
            self.renders = renders
            self.sizes = sizes
        }
    }

    /// The page.
    public static func page(_ sections: [Section]) -> String {
        var html = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>pushloc preview</title>
        <style>
        body{font:14px -apple-system,system-ui,sans-serif;margin:2em;color:#1d1d1f}
        table{border-collapse:collapse;margin-bottom:2em}td,th{border:1px solid #d2d2d7;padding:6px 10px;vertical-align:top;text-align:start}
        th{background:#f5f5f7}.title{font-weight:600}.subtitle{color:#515154}.buttons span{display:inline-block;border:1px solid #0071e3;border-radius:6px;padding:1px 8px;margin:2px;color:#0071e3}
        .warn{color:#b25000}.size{color:#6e6e73;font-size:12px}
        </style></head><body>
        <h1>pushloc preview</h1>

        """
        for section in sections {
            html += "<h2>\(escape(section.title))</h2>\n<table>\n<tr><th>locale</th><th>alert</th><th>action</th><th>buttons</th><th>payload</th></tr>\n"
            for alert in section.renders {
                let locale = alert.resolved == alert.locale ? alert.locale : "\(alert.locale) → \(alert.resolved)"
                html += "<tr><td>\(escape(locale))</td><td dir=\"auto\">"
                if let title = alert.title { html += "<div class=\"title\">\(escape(title))</div>" }
                if let subtitle = alert.subtitle { html += "<div class=\"subtitle\">\(escape(subtitle))</div>" }
                if let body = alert.body { html += "<div>\(escape(body))</div>" }
                for finding in alert.diagnostics { html += "<div class=\"warn\">\(escape(finding.message))</div>" }
                html += "</td><td dir=\"auto\">"
                switch alert.actionButton {
                case .systemDefault: html += "<i>View</i>"
                case .none: html += "<i>none</i>"
                case .localized(_, let title): html += escape(title)
                }
                html += "</td><td class=\"buttons\" dir=\"auto\">"
                html += alert.buttons.map { "<span>\(escape($0))</span>" }.joined()
                html += "</td><td class=\"size\">"
                if let size = section.sizes[alert.locale] {
                    html += "\(size.bytes) / \(size.limit) bytes" + (size.truncated ? " (shortened)" : "")
                }
                html += "</td></tr>\n"
            }
            html += "</table>\n"
        }
        return html + "</body></html>\n"
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` for HTML text and attribute values.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
