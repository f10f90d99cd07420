import PushlocDiagnostics
import PushlocJSON

/// An APNs payload template that is not valid JSON, with the parser's located findings.
public struct PayloadJSONError: Error, Sendable, CustomStringConvertible {
    /// The `syntax` errors, each with its file, line and column.
    public let diagnostics: [Diagnostic]

    /// `path:line:column: message`, one finding per line.
    public var description: String {
        diagnostics.map { finding in
            (finding.location.map { "\($0): " } ?? "") + finding.message
        }.joined(separator: "\n")
    }
}

extension APNsPayload {
    /// Parses a template's JSON text (`{"aps":{"alert":{"loc-key":...}}}`); `path` names it in errors.
    ///
    /// - Throws: ``PayloadJSONError`` when the text is not valid JSON (the template's `aps` is not
    ///   validated here; `pushloc check` and ``APNsPayloadValidator`` do that).
    public init(jsonText: String, path: String = "payload.json") throws(PayloadJSONError) {
        let parsed = JSONParser.parse(jsonText, path: path)
        guard let document = parsed.document else { throw PayloadJSONError(diagnostics: parsed.diagnostics) }
        self.init(json: document.root)
    }

    /// Parses a template's JSON bytes; see ``init(jsonText:path:)``.
    public init(jsonBytes: [UInt8], path: String = "payload.json") throws(PayloadJSONError) {
        let parsed = JSONParser.parse(jsonBytes, path: path)
        guard let document = parsed.document else { throw PayloadJSONError(diagnostics: parsed.diagnostics) }
        self.init(json: document.root)
    }
}
