import PushlocDiagnostics
import Foundation
import PushlocJSON
import PushlocRules

/// Today's findings, recorded so that only new ones fail the build (`--write-baseline`, `--baseline`),
/// as SwiftLint's baseline does.
///
/// The file is JSON, one finding per line, sorted, so that it diffs well:
/// `{"version":1,"findings":[` + one `{"rule":...,"file":...,"language":...,"table":...,"key":...,"text":...}` per line + `]}`.
package struct Baseline: Sendable, Hashable {
    /// The recorded findings; the same identity may occur more than once.
    package var entries: [BaselineEntry]

    /// Creates a baseline of these entries.
    package init(entries: [BaselineEntry]) {
        self.entries = entries.sorted()
    }

    /// The baseline of these findings. `identity` gives each its ``BaselineEntry``.
    package init(diagnostics: [Diagnostic], identity: BaselineIdentity) {
        self.init(entries: diagnostics.map(identity.entry(for:)))
    }

    /// The findings that are not in the baseline. A finding recorded n times hides n of its kind.
    package func newFindings(in diagnostics: [Diagnostic], identity: BaselineIdentity) -> [Diagnostic] {
        newFindings(in: [diagnostics], identity: identity).first ?? []
    }

    /// The findings of each group that are not in the baseline, the groups matched as one list, in
    /// order: a finding recorded n times hides n of its kind across all the groups.
    package func newFindings(in groups: [[Diagnostic]], identity: BaselineIdentity) -> [[Diagnostic]] {
        var remaining: [BaselineEntry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        return groups.map { diagnostics in
            diagnostics.filter { diagnostic in
                let entry = identity.entry(for: diagnostic)
                guard let count = remaining[entry], count > 0 else { return true }
                remaining[entry] = count - 1
                return false
            }
        }
    }

    /// The baseline file's bytes.
    package func serialized() -> String {
        let lines = entries.map { entry -> String in
            let members: [JSONMember] = [
                JSONMember(key: "rule", value: .string(entry.rule)),
                JSONMember(key: "file", value: entry.file.map(JSONValue.string) ?? .null),
                JSONMember(key: "language", value: entry.language.map(JSONValue.string) ?? .null),
                JSONMember(key: "table", value: entry.table.map(JSONValue.string) ?? .null),
                JSONMember(key: "key", value: entry.key.map(JSONValue.string) ?? .null),
                JSONMember(key: "text", value: .string(entry.text)),
            ]
            return String(decoding: JSONWriter.serialize(.object(JSONObject(members))), as: UTF8.self)
        }
        let body = lines.isEmpty ? "" : "\n" + lines.joined(separator: ",\n") + "\n"
        return "{\"version\":1,\"findings\":[" + body + "]}\n"
    }

    /// Reads a baseline file; a malformed one gives located `syntax` diagnostics.
    package static func parse(_ text: String, path: String) -> (baseline: Baseline?, diagnostics: [Diagnostic]) {
        let (document, diagnostics) = JSONParser.parse(text, path: path)
        guard let document, !diagnostics.contains(where: \.isError) else { return (nil, diagnostics) }
        guard let findings = document.root.objectValue?["findings"]?.arrayValue else {
            return (nil, [shapeError(path, document.location(of: "") , "a baseline is {\"version\":1,\"findings\":[...]}")])
        }
        var entries: [BaselineEntry] = []
        for (index, finding) in findings.enumerated() {
            guard let object = finding.objectValue, let rule = object["rule"]?.stringValue, let text = object["text"]?.stringValue else {
                return (nil, [shapeError(path, document.location(of: "findings[\(index)]"), "a finding needs 'rule' and 'text' strings")])
            }
            entries.append(BaselineEntry(
                rule: rule, file: object["file"]?.stringValue, language: object["language"]?.stringValue,
                table: object["table"]?.stringValue, key: object["key"]?.stringValue, text: text))
        }
        return (Baseline(entries: entries), diagnostics)
    }

    private static func shapeError(_ path: String, _ location: SourceLocation?, _ message: String) -> Diagnostic {
        Diagnostic(RuleDescription.syntax, message: message,
                   location: location ?? SourceLocation(file: path, line: 1, column: 1))
    }
}

/// How a finding becomes a ``BaselineEntry``: its file relative to the bundle that holds it, and the
/// text of its source line.
package struct BaselineIdentity: Sendable {
    /// The bundle-relative path of a file as shown in diagnostics (the bundle model decides).
    package var relativePath: @Sendable (String) -> String
    /// The source line `line` (1-based) of `file`, or `nil`.
    package var sourceLine: @Sendable (String, Int) -> String?

    /// Creates an identity from the two functions.
    package init(relativePath: @escaping @Sendable (String) -> String, sourceLine: @escaping @Sendable (String, Int) -> String?) {
        self.relativePath = relativePath
        self.sourceLine = sourceLine
    }

    /// Paths relative to the folder above `*.lproj` (so that moving a bundle keeps its baseline), and
    /// source lines read from disk relative to `workingDirectory`, each file once.
    package static func onDisk(workingDirectory: String) -> BaselineIdentity {
        let cache = SourceLineCache(workingDirectory: workingDirectory)
        return BaselineIdentity(relativePath: bundleRelative, sourceLine: { cache.line($1, of: $0) })
    }

    /// `App/Resources/fr.lproj/Localizable.strings` -> `fr.lproj/Localizable.strings`.
    package static let bundleRelative: @Sendable (String) -> String = { path in
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let lproj = parts.lastIndex(where: { $0.hasSuffix(".lproj") }) else { return path }
        return parts[lproj...].joined(separator: "/")
    }

    /// The entry of one finding.
    package func entry(for diagnostic: Diagnostic) -> BaselineEntry {
        let text = diagnostic.location.flatMap { sourceLine($0.file, $0.line) }?
            .trimmingCharacters(in: .whitespaces) ?? diagnostic.message
        return BaselineEntry(
            rule: diagnostic.rule, file: diagnostic.location.map { relativePath($0.file) },
            language: diagnostic.language, table: diagnostic.table, key: diagnostic.key, text: text)
    }
}
