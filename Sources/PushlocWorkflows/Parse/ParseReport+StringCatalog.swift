import PushlocReporters
import PushlocDiagnostics
import PushlocJSON
import PushlocStringCatalog

/// `pushloc parse` of a String Catalog: every key with every language's forms and where they stand.
extension ParseReport {
    /// `{"file":..,"sourceLanguage":..,"version":..,"entries":[{"key","line","column","comment","extractionState",
    /// "shouldTranslate","localizations":{"de":[{"form","value","state","line","column"}]}}],"diagnostics":[...]}`.
    /// A form is `""` for a plain string unit, else `plural.one`, `device.iphone`, `substitutions.NAME.plural.few`.
    package static func json(_ document: StringCatalogDocument) -> String {
        let entries: [JSONValue] = (document.entries ?? []).map { entry in
            let localizations = (entry.localizations ?? []).map { localization in
                JSONMember(key: localization.language, value: .array(localization.unit.forms.map { form in
                    .object(JSONObject([
                        JSONMember(key: "form", value: .string(form.path)),
                        JSONMember(key: "value", value: .string(form.value)),
                        JSONMember(key: "state", value: form.state.map { .string($0.rawValue) } ?? .null),
                        JSONMember(key: "line", value: .number(JSONNumber(form.location.line))),
                        JSONMember(key: "column", value: .number(JSONNumber(form.location.column))),
                    ]))
                }))
            }
            return .object(JSONObject([
                JSONMember(key: "key", value: .string(entry.key)),
                JSONMember(key: "line", value: .number(JSONNumber(entry.keyLocation.line))),
                JSONMember(key: "column", value: .number(JSONNumber(entry.keyLocation.column))),
                JSONMember(key: "comment", value: entry.comment.map(JSONValue.string) ?? .null),
                JSONMember(key: "extractionState", value: entry.extractionState.map(JSONValue.string) ?? .null),
                JSONMember(key: "shouldTranslate", value: entry.shouldTranslate.map(JSONValue.bool) ?? .null),
                JSONMember(key: "localizations", value: .object(JSONObject(localizations))),
            ]))
        }
        let root: JSONValue = .object(JSONObject([
            JSONMember(key: "file", value: .string(document.path)),
            JSONMember(key: "sourceLanguage", value: document.sourceLanguage.map(JSONValue.string) ?? .null),
            JSONMember(key: "version", value: document.version.map(JSONValue.string) ?? .null),
            JSONMember(key: "entries", value: .array(entries)),
            JSONMember(key: "diagnostics", value: DiagnosticJSON.array(document.diagnostics)),
        ]))
        return String(decoding: JSONWriter.serialize(root), as: UTF8.self) + "\n"
    }

    /// A readable listing: each key, then `line:column  language form = value (state)`, then the diagnostics.
    package static func text(_ document: StringCatalogDocument) -> String {
        let entries = document.entries ?? []
        let shown = ControlCharacterEscaping.escaped
        var output = "\(shown(document.path)) (String Catalog \(shown(document.version ?? "?")), source \(shown(document.sourceLanguage ?? "?")), \(entries.count) keys)\n"
        for entry in entries {
            if let comment = entry.comment { output += "  /* \(shown(comment)) */\n" }
            output += "  \(entry.keyLocation.line):\(entry.keyLocation.column)  \(debugQuoted(entry.key))\n"
            for localization in entry.localizations ?? [] {
                let language = shown(localization.language)
                for form in localization.unit.forms {
                    let label = form.path.isEmpty ? language : "\(language) \(shown(form.path))"
                    output += "    \(form.location.line):\(form.location.column)  \(label) = \(debugQuoted(form.value))\(form.state.map { " (\($0.rawValue))" } ?? "")\n"
                }
            }
        }
        for diagnostic in document.diagnostics {
            output += TextFormat.line(for: diagnostic) + "\n"
        }
        return output
    }
}
