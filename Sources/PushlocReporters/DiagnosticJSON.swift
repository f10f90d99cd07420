import PushlocJSON
import PushlocDiagnostics

/// The JSON shape of one diagnostic, shared by `check`, `parse`, `render` and `payloads` output:
/// `{"rule":..,"severity":..,"file":..,"line":..,"column":..,"language":..,"table":..,"key":..,"message":..}`.
/// A finding about one defect in several languages (a template's) adds `"languages"`: each language
/// with the place of its string, `{"language":..,"file":..,"line":..,"column":..}`.
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
            members.append(JSONMember(key: "keys", value: .array(keys.map { JSONValue.string($0) })))
        }
        if let group = diagnostic.languages {
            members.append(JSONMember(key: "languages", value: .array(group.members.map { member in
                .object(JSONObject([
                    JSONMember(key: "language", value: .string(member.language)),
                    JSONMember(key: "file", value: member.location.map { .string($0.file) } ?? .null),
                    JSONMember(key: "line", value: member.location.map { .number(JSONNumber($0.line)) } ?? .null),
                    JSONMember(key: "column", value: member.location.map { .number(JSONNumber($0.column)) } ?? .null),
                ]))
            })))
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

    /// Appends the compact bytes of ``value(_:)`` for `diagnostic`, without building the value: a grouped
    /// finding can list millions of keys, and a tree of them cost more memory than the table they came from.
    ///
    /// `drain`, when given, is called now and then with `output` (between keys of a long list), and may
    /// take its bytes away: a report streamed to a file or a pipe needs no buffer the size of the report.
    public static func write(_ diagnostic: Diagnostic, into output: inout [UInt8], drain: (inout [UInt8]) -> Void = { _ in }) {
        func member(_ key: StaticString, first: Bool = false) {
            if !first { output.append(UInt8(ascii: ",")) }
            output.append(UInt8(ascii: "\""))
            key.withUTF8Buffer { output.append(contentsOf: $0) }
            output.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        }
        func string(_ text: String?) {
            if let text { JSONWriter.writeString(text, into: &output) } else { output.append(contentsOf: Array("null".utf8)) }
        }
        func number(_ value: Int?) {
            if let value { output.append(contentsOf: String(value).utf8) } else { output.append(contentsOf: Array("null".utf8)) }
        }
        output.append(UInt8(ascii: "{"))
        member("rule", first: true); string(diagnostic.rule)
        member("severity"); string(diagnostic.severity.rawValue)
        member("file"); string(diagnostic.location?.file)
        member("line"); number(diagnostic.location?.line)
        member("column"); number(diagnostic.location?.column)
        member("language"); string(diagnostic.language)
        member("table"); string(diagnostic.table)
        member("key"); string(diagnostic.key)
        if let keys = diagnostic.keys {
            member("count"); number(keys.count)
            member("keys")
            output.append(UInt8(ascii: "["))
            // The keys' bytes are written as they are kept: a table's keys make no strings here.
            var index = 0
            keys.forEachUTF8 { key in
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSONWriter.writeString(utf8: key, into: &output)
                index += 1
                if index & 0x3F == 0 { drain(&output) }
            }
            output.append(UInt8(ascii: "]"))
        }
        if let group = diagnostic.languages {
            member("languages")
            output.append(UInt8(ascii: "["))
            for (index, language) in group.members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                output.append(UInt8(ascii: "{"))
                member("language", first: true); string(language.language)
                member("file"); string(language.location?.file)
                member("line"); number(language.location?.line)
                member("column"); number(language.location?.column)
                output.append(UInt8(ascii: "}"))
            }
            output.append(UInt8(ascii: "]"))
        }
        if let path = diagnostic.jsonPath {
            member("path"); string(path)
        }
        member("message"); string(diagnostic.message)
        output.append(UInt8(ascii: "}"))
    }

    /// Appends `[` the diagnostics `]`, each as ``write(_:into:drain:)`` gives it.
    /// `drain` as for ``write(_:into:drain:)``, also called after each diagnostic.
    ///
    /// A run of findings is written on every core, each finding into its own buffer, and the buffers
    /// are appended in order: the bytes are those of writing them one by one. A run holds findings of
    /// about 4 MiB in all, so the buffers stay small beside a report of millions of keys; a finding
    /// larger than that alone is written straight into `output`, drained as it goes.
    public static func write(_ diagnostics: [Diagnostic], into output: inout [UInt8], drain: (inout [UInt8]) -> Void = { _ in }) {
        output.append(UInt8(ascii: "["))
        var start = 0
        while start < diagnostics.count {
            var end = start
            var bytes = 0
            while end < diagnostics.count {
                let next = estimatedBytes(diagnostics[end])
                guard end == start || bytes + next <= parallelRunBytes else { break }
                bytes += next
                end += 1
            }
            if end - start < 2 || bytes < parallelMinimumBytes {
                for index in start..<end {
                    if index > 0 { output.append(UInt8(ascii: ",")) }
                    write(diagnostics[index], into: &output, drain: drain)
                    drain(&output)
                }
            } else {
                let pieces = ParallelMap.map(Array(diagnostics[start..<end]), cost: estimatedBytes) { diagnostic in
                    var piece: [UInt8] = []
                    piece.reserveCapacity(estimatedBytes(diagnostic))
                    write(diagnostic, into: &piece)
                    return piece
                }
                for (offset, piece) in pieces.enumerated() {
                    if start + offset > 0 { output.append(UInt8(ascii: ",")) }
                    output.append(contentsOf: piece)
                    drain(&output)
                }
            }
            start = end
        }
        output.append(UInt8(ascii: "]"))
    }

    /// The bytes of findings written on every core at once, at most (unless one finding is larger).
    static let parallelRunBytes = 4 << 20
    /// Below this many bytes a run of findings is written on one core: starting the others costs more.
    static let parallelMinimumBytes = 64 << 10

    /// About how many bytes ``write(_:into:drain:)`` gives for `diagnostic`: what divides findings into
    /// runs and orders a run's work, never what is written.
    static func estimatedBytes(_ diagnostic: Diagnostic) -> Int {
        200 + diagnostic.message.utf8.count + (diagnostic.keys?.count ?? 0) * 40 + (diagnostic.languages?.members.count ?? 0) * 100
    }
}
