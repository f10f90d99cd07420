import JSON
import Diagnostics
import Payloads

/// `{"summary":{...},"diagnostics":[...]}` as DESIGN.md section 8 gives it.
public enum JSONReporter {
    /// The report as one line of JSON and a newline.
    public static func render(_ report: CheckReport) -> String {
        let summary = report.summary
        let document: JSONValue = .object(JSONObject([
            JSONMember(key: "summary", value: .object(JSONObject([
                JSONMember(key: "files", value: .number(JSONNumber(summary.files))),
                JSONMember(key: "languages", value: .number(JSONNumber(summary.languages))),
                JSONMember(key: "entries", value: .number(JSONNumber(summary.entries))),
                JSONMember(key: "errors", value: .number(JSONNumber(summary.errors))),
                JSONMember(key: "warnings", value: .number(JSONNumber(summary.warnings))),
            ]))),
            JSONMember(key: "diagnostics", value: DiagnosticJSON.array(report.diagnostics)),
        ]))
        return String(decoding: JSONWriter.serialize(document), as: UTF8.self) + "\n"
    }
}
