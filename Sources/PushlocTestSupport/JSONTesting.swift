import PushlocDiagnostics
import PushlocJSON

// Helpers for the test targets that read JSON: the JSON, Payloads and Devtodev tests.

/// Parses JSON text; the document or nil, and the diagnostics.
public func parseJSON(_ text: String, path: String = "t.json") -> (document: JSONDocument?, diagnostics: [Diagnostic]) {
    JSONParser.parse(Array(text.utf8), path: path)
}

/// The single syntax error of a parse, as `line:column`, or a description of what went wrong.
public func syntaxErrorPosition(_ bytes: [UInt8]) -> String {
    let result = JSONParser.parse(bytes, path: "t.json")
    let errors = result.diagnostics.filter { $0.severity == .error }
    guard result.document == nil, errors.count == 1, let error = errors.first, error.rule == "syntax",
          let location = error.location else {
        return "unexpected: document=\(result.document != nil) diagnostics=\(result.diagnostics)"
    }
    return "\(location.line):\(location.column)"
}

/// 1-based line and column (in Unicode scalars) of an occurrence of `needle` in `text`.
public func position(of needle: String, in text: String, occurrence: Int = 1) -> String {
    var line = 1
    var column = 1
    var seen = 0
    let scalars = Array(text.unicodeScalars)
    let target = Array(needle.unicodeScalars)
    var index = 0
    while index < scalars.count {
        if Array(scalars[index..<min(scalars.count, index + target.count)]) == target {
            seen += 1
            if seen == occurrence { return "\(line):\(column)" }
        }
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }
    return "not found"
}

extension Diagnostic {
    /// `rule severity path line:column`, for compact expectations.
    public var summary: String {
        let place = location.map { "\($0.line):\($0.column)" } ?? "-"
        return "\(rule) \(severity.rawValue) \(jsonPath ?? "-") \(place)"
    }
}

/// One finding a validation case expects; its location is where `needle` first (or n-th) occurs.
public struct ExpectedFinding: Sendable {
    public let rule: String
    public let severity: Severity
    public let path: String
    public let needle: String
    public let occurrence: Int

    public init(_ rule: String, _ severity: Severity, _ path: String, at needle: String, occurrence: Int = 1) {
        self.rule = rule
        self.severity = severity
        self.path = path
        self.needle = needle
        self.occurrence = occurrence
    }

    public func summary(in json: String) -> String {
        "\(rule) \(severity.rawValue) \(path) \(position(of: needle, in: json, occurrence: occurrence))"
    }
}
