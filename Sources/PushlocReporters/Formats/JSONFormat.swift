import PushlocJSON
import PushlocDiagnostics

/// `json`: `{"summary":{...},"coverage":[...],"diagnostics":[...]}` (DESIGN.md section 8), written in
/// pieces so that a report of millions of keys needs no buffer of its size.
public struct JSONFormat: Reporter {
    /// Creates the reporter.
    public init() {}

    /// `json`.
    public var identifier: String { "json" }

    /// What the format is for.
    public var description: String { "One JSON document: summary, coverage and findings" }

    /// The report as one line of JSON and a newline.
    public func render(_ report: CheckReport) -> String {
        String(decoding: bytes(report), as: UTF8.self)
    }

    /// ``render(_:)`` as bytes.
    public func bytes(_ report: CheckReport) -> [UInt8] {
        var all: [UInt8] = []
        write(report) { all.append(contentsOf: $0) }
        return all
    }

    /// The report handed to `sink` in pieces of about 64 KiB.
    public func write(_ report: CheckReport, to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        write(report, chunkSize: 1 << 16, to: sink)
    }

    /// ``render(_:)`` handed to `sink` in pieces of about `chunkSize` bytes, in order: the summary as a
    /// small value, the findings streamed one by one (a grouped finding may list millions of keys), so
    /// that writing a report needs no buffer of its size.
    public func write(_ report: CheckReport, chunkSize: Int, to sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        let summary = report.summary
        var summaryMembers = [
            JSONMember(key: "files", value: .number(JSONNumber(summary.files))),
            JSONMember(key: "languages", value: .number(JSONNumber(summary.languages))),
            JSONMember(key: "entries", value: .number(JSONNumber(summary.entries))),
            JSONMember(key: "errors", value: .number(JSONNumber(summary.errors))),
            JSONMember(key: "warnings", value: .number(JSONNumber(summary.warnings))),
            JSONMember(key: "noteFindings", value: .number(JSONNumber(summary.noteFindings))),
            JSONMember(key: "bundles", value: .array(summary.bundles.map(Self.bundle))),
        ]
        // Present only when there is something to say, so that a report without notes keeps its shape.
        if !summary.notes.isEmpty {
            summaryMembers.append(JSONMember(key: "notes", value: .array(summary.notes.map(JSONValue.string))))
        }
        let head: [JSONMember] = [
            JSONMember(key: "summary", value: .object(JSONObject(summaryMembers))),
            JSONMember(key: "coverage", value: .array(report.coverage.map(Self.coverage))),
        ]
        // `{"summary":...,"coverage":...` then `,"diagnostics":[...]}` and a newline.
        var output = JSONWriter.serialize(.object(JSONObject(head)))
        output.removeLast()
        output.reserveCapacity(max(output.count, chunkSize) + 4096)
        output.append(contentsOf: Array(#","diagnostics":"#.utf8))
        func drain(_ buffer: inout [UInt8]) {
            guard buffer.count >= chunkSize else { return }
            buffer.withUnsafeBufferPointer(sink)
            buffer.removeAll(keepingCapacity: true)
        }
        DiagnosticJSON.write(report.diagnostics, into: &output, drain: drain)
        output.append(contentsOf: [UInt8(ascii: "}"), UInt8(ascii: "\n")])
        output.withUnsafeBufferPointer(sink)
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
            JSONMember(key: "noteFindings", value: .number(JSONNumber(summary.noteFindings))),
        ]))
    }

    private static func coverage(_ row: TranslationCoverage) -> JSONValue {
        .object(JSONObject([
            JSONMember(key: "bundle", value: .string(row.bundle.isEmpty ? "." : row.bundle)),
            JSONMember(key: "language", value: .string(row.language)),
            JSONMember(key: "translated", value: .number(JSONNumber(row.translated))),
            JSONMember(key: "missing", value: .number(JSONNumber(row.missing))),
            JSONMember(key: "developmentText", value: .number(JSONNumber(row.developmentText))),
        ]))
    }
}
