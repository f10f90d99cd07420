import JSON
import Diagnostics
import Payloads

/// SARIF 2.1.0, for GitHub code scanning and other static-analysis viewers.
public enum SARIFReporter {
    /// The SARIF schema this writes.
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The report as a SARIF log with one run.
    public static func render(_ report: CheckReport, toolVersion: String = "0.1.0") -> String {
        let rules = Array(Set(report.diagnostics.map(\.rule))).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1, $0) })
        let driver: JSONValue = .object(JSONObject([
            JSONMember(key: "name", value: "pushloc"),
            JSONMember(key: "version", value: .string(toolVersion)),
            JSONMember(key: "informationUri", value: "https://github.com/pushloc/pushloc"),
            JSONMember(key: "rules", value: .array(rules.map { rule in
                .object(JSONObject([
                    JSONMember(key: "id", value: .string(rule)),
                    JSONMember(key: "shortDescription", value: .object(JSONObject([JSONMember(key: "text", value: .string(rule))]))),
                ]))
            })),
        ]))
        let results: [JSONValue] = report.diagnostics.map { diagnostic in
            var members: [JSONMember] = [
                JSONMember(key: "ruleId", value: .string(diagnostic.rule)),
                JSONMember(key: "ruleIndex", value: .number(JSONNumber(ruleIndex[diagnostic.rule] ?? 0))),
                JSONMember(key: "level", value: .string(diagnostic.severity == .error ? "error" : "warning")),
                JSONMember(key: "message", value: .object(JSONObject([JSONMember(key: "text", value: .string(diagnostic.message))]))),
            ]
            if let location = diagnostic.location {
                members.append(JSONMember(key: "locations", value: .array([.object(JSONObject([
                    JSONMember(key: "physicalLocation", value: .object(JSONObject([
                        JSONMember(key: "artifactLocation", value: .object(JSONObject([JSONMember(key: "uri", value: .string(location.file))]))),
                        JSONMember(key: "region", value: .object(JSONObject([
                            JSONMember(key: "startLine", value: .number(JSONNumber(location.line))),
                            JSONMember(key: "startColumn", value: .number(JSONNumber(location.column))),
                        ]))),
                    ]))),
                ]))])))
            }
            var properties: [JSONMember] = []
            if let language = diagnostic.language { properties.append(JSONMember(key: "language", value: .string(language))) }
            if let table = diagnostic.table { properties.append(JSONMember(key: "table", value: .string(table))) }
            if let key = diagnostic.key { properties.append(JSONMember(key: "key", value: .string(key))) }
            if let path = diagnostic.jsonPath { properties.append(JSONMember(key: "jsonPath", value: .string(path))) }
            if !properties.isEmpty { members.append(JSONMember(key: "properties", value: .object(JSONObject(properties)))) }
            return .object(JSONObject(members))
        }
        let log: JSONValue = .object(JSONObject([
            JSONMember(key: "$schema", value: .string(schema)),
            JSONMember(key: "version", value: "2.1.0"),
            JSONMember(key: "runs", value: .array([.object(JSONObject([
                JSONMember(key: "tool", value: .object(JSONObject([JSONMember(key: "driver", value: driver)]))),
                JSONMember(key: "results", value: .array(results)),
            ]))])),
        ]))
        return String(decoding: JSONWriter.serialize(log), as: UTF8.self) + "\n"
    }
}
