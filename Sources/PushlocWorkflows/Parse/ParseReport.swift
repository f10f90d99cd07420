import PushlocReporters
import PushlocJSON
import PushlocDiagnostics
import PushlocPayloads
import PushlocStringsFile

/// The output of `pushloc parse`: every entry of one `.strings` file with its location and comment.
package enum ParseReport {
    /// `{"file":..,"encoding":..,"entries":[{"key","value","line","column","comment"}],"diagnostics":[...]}`.
    package static func json(_ document: StringsDocument) -> String {
        let entries: [JSONValue] = document.entries.map { entry in
            .object(JSONObject([
                JSONMember(key: "key", value: .string(entry.key)),
                JSONMember(key: "value", value: .string(entry.value)),
                JSONMember(key: "line", value: .number(JSONNumber(entry.line))),
                JSONMember(key: "column", value: .number(JSONNumber(entry.column))),
                JSONMember(key: "comment", value: entry.comment.map(JSONValue.string) ?? .null),
            ]))
        }
        let root: JSONValue = .object(JSONObject([
            JSONMember(key: "file", value: .string(document.path)),
            JSONMember(key: "encoding", value: .string(document.encoding.rawValue)),
            JSONMember(key: "entries", value: .array(entries)),
            JSONMember(key: "diagnostics", value: DiagnosticJSON.array(document.diagnostics)),
        ]))
        return String(decoding: JSONWriter.serialize(root), as: UTF8.self) + "\n"
    }

    /// A readable listing: `line:column  key = value`, then the diagnostics.
    package static func text(_ document: StringsDocument) -> String {
        var output = "\(ControlCharacterEscaping.escaped(document.path)) (\(document.encoding.rawValue), \(document.entries.count) entries)\n"
        for entry in document.entries {
            // A comment may hold a terminal's escape sequences (OSC 52 writes the clipboard): escaped,
            // line breaks included, like keys and values.
            if let comment = entry.comment { output += "  /* \(ControlCharacterEscaping.escaped(comment)) */\n" }
            output += "  \(entry.line):\(entry.column)  \(debugQuoted(entry.key)) = \(debugQuoted(entry.value))\n"
        }
        for diagnostic in document.diagnostics {
            output += TextFormat.line(for: diagnostic) + "\n"
        }
        return output
    }

    /// `text` as a JSON string literal, quotes and escapes included, with the controls JSON leaves
    /// raw (DEL, C1, bidirectional overrides) escaped too.
    static func debugQuoted(_ text: String) -> String {
        ControlCharacterEscaping.escaped(String(decoding: JSONWriter.serialize(.string(text)), as: UTF8.self))
    }
}
