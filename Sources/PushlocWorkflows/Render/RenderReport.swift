import PushlocJSON
import PushlocCatalog
import PushlocReporters
import PushlocDiagnostics
import PushlocPayloads
import PushLocalization

/// What `pushloc render` shows: one payload rendered in several languages, side by side.
package struct RenderReport: Sendable {
    /// One alert per requested locale, in order.
    package var renders: [RenderedAlert]
    /// The payload file's own findings (JSON syntax, `aps` validation).
    package var diagnostics: [Diagnostic]
    /// The parsed payload file, when it parsed (for the HTML preview).
    package var document: JSONDocument? = nil

    /// Parses `bytes` as an APNs payload and renders it for each of `locales` (every localization that
    /// has the `Localizable` table when empty).
    package static func make(bytes: [UInt8], path: String, localizer: PushLocalizer, locales: [String]) -> RenderReport {
        let parsed = JSONParser.parse(bytes, path: path)
        guard let document = parsed.document else { return RenderReport(renders: [], diagnostics: parsed.diagnostics) }
        let diagnostics = parsed.diagnostics + APNsPayloadValidator.validate(document, path: path, pushType: nil)
        let payload = APNsPayload(json: document.root)
        let catalog = localizer.catalog
        let wanted = locales.isEmpty
            ? catalog.languages.filter { $0 != "Base" && catalog.localization(for: $0)?.table(PushLocalizer.defaultTable) != nil }
            : locales
        let renders = wanted.map { locale in
            var alert = localizer.render(payload, preferredLanguages: [locale])
            if let named = payload.aps.alert {
                alert.diagnostics += PluralPushNote.findings(for: named, language: alert.resolved, in: catalog, table: PushLocalizer.defaultTable)
            }
            alert.diagnostics = alert.diagnostics.map(document.locating)
            return alert
        }
        return RenderReport(renders: renders, diagnostics: diagnostics, document: document)
    }

    /// The report with `adopt` (one finding per defect, `.pushloc.yml`, suppressions, `--only-rule`, the
    /// baseline) applied to the payload's findings and each language's, as one call whose first group
    /// is the payload's and whose others are the languages' in order. A language's finding that the
    /// payload's own findings already name (the same rule at the same JSON path) is left out.
    package func adopting(_ adopt: ([[Diagnostic]]) throws(WorkflowError) -> [[Diagnostic]]) throws(WorkflowError) -> RenderReport {
        let groups = [diagnostics] + renders.map { OneFindingPerDefect.removingCovered($0.diagnostics, by: diagnostics) }
        let adopted = try adopt(groups)
        var result = self
        result.diagnostics = adopted.first ?? []
        for index in result.renders.indices {
            result.renders[index].diagnostics = adopted.indices.contains(index + 1) ? adopted[index + 1] : []
        }
        return result
    }

    /// Whether any finding is an error.
    package var hasErrors: Bool {
        (diagnostics + renders.flatMap(\.diagnostics)).contains { $0.severity == .error }
    }

    /// `{"renders":[{"locale","resolved","title","subtitle","body","action","buttons","diagnostics"}],"diagnostics":[...]}`.
    package var json: JSONValue {
        func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        let renders: [JSONValue] = self.renders.map { alert in
            let button: String
            switch alert.actionButton {
            case .systemDefault: button = "default"
            case .none: button = "none"
            case .localized: button = "localized"
            }
            return .object(JSONObject([
                JSONMember(key: "locale", value: .string(alert.locale)),
                JSONMember(key: "resolved", value: .string(alert.resolved)),
                JSONMember(key: "title", value: optional(alert.title)),
                JSONMember(key: "subtitle", value: optional(alert.subtitle)),
                JSONMember(key: "body", value: optional(alert.body)),
                JSONMember(key: "action", value: optional(alert.action)),
                JSONMember(key: "actionButton", value: .string(button)),
                JSONMember(key: "launchImage", value: optional(alert.launchImage)),
                JSONMember(key: "category", value: optional(alert.category)),
                JSONMember(key: "buttons", value: .array(alert.buttons.map(JSONValue.string))),
                JSONMember(key: "diagnostics", value: DiagnosticJSON.array(alert.diagnostics)),
            ]))
        }
        return .object(JSONObject([
            JSONMember(key: "renders", value: .array(renders)),
            JSONMember(key: "diagnostics", value: DiagnosticJSON.array(diagnostics)),
        ]))
    }

    /// A readable table: one block per locale, fields aligned.
    package var text: String {
        var output = ""
        for alert in renders {
            output += "\(alert.locale)" + (alert.resolved == alert.locale ? "" : " -> \(alert.resolved)") + "\n"
            func row(_ name: String, _ value: String?) {
                guard let value else { return }
                output += "  " + name.padding(to: 9) + value.replacingNewlines() + "\n"
            }
            row("title", alert.title)
            row("subtitle", alert.subtitle)
            row("body", alert.body)
            switch alert.actionButton {
            case .systemDefault: row("action", "(system default: View)")
            case .none: row("action", "(none: a single OK button)")
            case .localized(_, let title): row("action", title)
            }
            row("image", alert.launchImage)
            row("category", alert.category)
            if !alert.buttons.isEmpty { row("buttons", alert.buttons.map { "[\($0)]" }.joined(separator: " ")) }
            for finding in alert.diagnostics { output += "  " + TextFormat.line(for: finding) + "\n" }
        }
        for finding in diagnostics { output += TextFormat.line(for: finding) + "\n" }
        return output
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(1, width - count))
    }

    fileprivate func replacingNewlines() -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "⏎")
    }
}
