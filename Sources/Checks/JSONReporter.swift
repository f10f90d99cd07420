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
                JSONMember(key: "bundles", value: .array(summary.bundles.map(bundle))),
            ]))),
            JSONMember(key: "coverage", value: .array(report.coverage.map(coverage))),
            JSONMember(key: "diagnostics", value: DiagnosticJSON.array(report.diagnostics)),
        ]))
        return String(decoding: JSONWriter.serialize(document), as: UTF8.self) + "\n"
    }

    private static func bundle(_ summary: BundleSummary) -> JSONValue {
        .object(JSONObject([
            JSONMember(key: "path", value: .string(summary.displayPath)),
            JSONMember(key: "base", value: summary.base.map(JSONValue.string) ?? .null),
            JSONMember(key: "languages", value: .number(JSONNumber(summary.languages))),
            JSONMember(key: "files", value: .number(JSONNumber(summary.files))),
            JSONMember(key: "entries", value: .number(JSONNumber(summary.entries))),
            JSONMember(key: "errors", value: .number(JSONNumber(summary.errors))),
            JSONMember(key: "warnings", value: .number(JSONNumber(summary.warnings))),
        ]))
    }

    private static func coverage(_ row: TranslationCoverage) -> JSONValue {
        .object(JSONObject([
            JSONMember(key: "bundle", value: .string(row.bundle.isEmpty ? "." : row.bundle)),
            JSONMember(key: "language", value: .string(row.language)),
            JSONMember(key: "translated", value: .number(JSONNumber(row.translated))),
            JSONMember(key: "missing", value: .number(JSONNumber(row.missing))),
        ]))
    }
}
