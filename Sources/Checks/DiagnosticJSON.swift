import JSON
import Diagnostics
import Payloads

/// The JSON shape of one diagnostic, shared by `check`, `parse`, `render` and `payloads` output:
/// `{"rule":..,"severity":..,"file":..,"line":..,"column":..,"language":..,"table":..,"key":..,"message":..}`.
public enum DiagnosticJSON {
    /// The diagnostic as a JSON object; absent fields are `null`, and `path` appears for JSON findings.
    public static func value(_ diagnostic: Diagnostic) -> JSONValue {
        var members: [JSONMember] = [
            JSONMember(key: "rule", value: .string(diagnostic.rule)),
            JSONMember(key: "severity", value: .string(diagnostic.severity.rawValue)),
            JSONMember(key: "file", value: diagnostic.location.map { .string($0.file) } ?? .null),
            JSONMember(key: "line", value: diagnostic.location.map { .number(JSONNumber($0.line)) } ?? .null),
            JSONMember(key: "column", value: diagnostic.location.map { .number(JSONNumber($0.column)) } ?? .null),
            JSONMember(key: "language", value: diagnostic.language.map(JSONValue.string) ?? .null),
            JSONMember(key: "table", value: diagnostic.table.map(JSONValue.string) ?? .null),
            JSONMember(key: "key", value: diagnostic.key.map(JSONValue.string) ?? .null),
        ]
        if let keys = diagnostic.keys {
            members.append(JSONMember(key: "count", value: .number(JSONNumber(keys.count))))
            members.append(JSONMember(key: "keys", value: .array(keys.map(JSONValue.string))))
        }
        if let path = diagnostic.jsonPath {
            members.append(JSONMember(key: "path", value: .string(path)))
        }
        members.append(JSONMember(key: "message", value: .string(diagnostic.message)))
        return .object(JSONObject(members))
    }

    /// An array of diagnostics.
    public static func array(_ diagnostics: [Diagnostic]) -> JSONValue {
        .array(diagnostics.map(value))
    }
}
