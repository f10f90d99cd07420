import PushlocReporters
import PushlocJSON
import PushlocDiagnostics
import PushlocPayloads
import PushlocStringsFile

extension ParseReport {
    /// The plural categories in CLDR order; other form keys follow, sorted.
    private static let categoryOrder = ["zero", "one", "two", "few", "many", "other"]

    /// `{"file":..,"entries":[{"key","line","column","format","variables":[{"name","specType","valueType",
    /// "forms":[{"category","value","line","column"}]}]}],"diagnostics":[...]}` for a `.stringsdict` file.
    /// Forms are in CLDR order (`zero`, `one`, `two`, `few`, `many`, `other`); a form's `line` and
    /// `column` are `null` when the reader does not know them.
    package static func json(_ document: StringsDictDocument) -> String {
        let entries: [JSONValue] = document.entries.map { entry in
            .object(JSONObject([
                JSONMember(key: "key", value: .string(entry.key)),
                JSONMember(key: "line", value: .number(JSONNumber(entry.line))),
                JSONMember(key: "column", value: .number(JSONNumber(entry.column))),
                JSONMember(key: "format", value: entry.formatKey.map(JSONValue.string) ?? .null),
                JSONMember(key: "variables", value: .array(entry.variables.map(variableJSON))),
            ]))
        }
        let root: JSONValue = .object(JSONObject([
            JSONMember(key: "file", value: .string(document.path)),
            JSONMember(key: "entries", value: .array(entries)),
            JSONMember(key: "diagnostics", value: DiagnosticJSON.array(document.diagnostics)),
        ]))
        return String(decoding: JSONWriter.serialize(root), as: UTF8.self) + "\n"
    }

    /// A readable listing of a `.stringsdict` file: each entry's format, its variables and their
    /// forms with locations, then the diagnostics.
    package static func text(_ document: StringsDictDocument) -> String {
        var output = "\(document.path) (stringsdict, \(document.entries.count) entries)\n"
        for entry in document.entries {
            output += "  \(entry.line):\(entry.column)  \(debugQuoted(entry.key)) = \(entry.formatKey.map(debugQuoted) ?? "(no format)")\n"
            for variable in entry.variables {
                output += "    %#@\(variable.name)@ (\(variable.valueType ?? "no value type"))\n"
                for category in orderedCategories(variable) {
                    let place = variable.formLocations[category].map { "\($0.line):\($0.column)" } ?? "-"
                    output += "      \(place)  \(category) = \(debugQuoted(variable.forms[category] ?? ""))\n"
                }
            }
        }
        for diagnostic in document.diagnostics {
            output += TextFormat.line(for: diagnostic) + "\n"
        }
        return output
    }

    private static func variableJSON(_ variable: StringsDictVariable) -> JSONValue {
        let forms: [JSONValue] = orderedCategories(variable).map { category in
            let location = variable.formLocations[category]
            return .object(JSONObject([
                JSONMember(key: "category", value: .string(category)),
                JSONMember(key: "value", value: .string(variable.forms[category] ?? "")),
                JSONMember(key: "line", value: location.map { .number(JSONNumber($0.line)) } ?? .null),
                JSONMember(key: "column", value: location.map { .number(JSONNumber($0.column)) } ?? .null),
            ]))
        }
        return .object(JSONObject([
            JSONMember(key: "name", value: .string(variable.name)),
            JSONMember(key: "specType", value: variable.specTypeKey.map(JSONValue.string) ?? .null),
            JSONMember(key: "valueType", value: variable.valueType.map(JSONValue.string) ?? .null),
            JSONMember(key: "forms", value: .array(forms)),
        ]))
    }

    private static func orderedCategories(_ variable: StringsDictVariable) -> [String] {
        variable.forms.keys.sorted { lhs, rhs in
            let l = categoryOrder.firstIndex(of: lhs) ?? categoryOrder.count
            let r = categoryOrder.firstIndex(of: rhs) ?? categoryOrder.count
            return (l, lhs) < (r, rhs)
        }
    }
}
