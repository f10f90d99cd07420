import PushlocDevtodev
import PushlocJSON
import PushlocCatalog
import PushlocReporters
import PushlocDiagnostics
import PushlocPayloads

/// What `pushloc devtodev` produces for one message file: the findings and the per-locale messages.
package struct DevtodevReport: Sendable {
    /// The per-locale messages (none when the file cannot be read as a devtodev message).
    package var messages: [DevtodevLocalizedMessage]
    /// Every finding: the button templates', the JSON parser's, the validator's, then each locale's
    /// (with the message file's line and column where the finding has a JSON path).
    package var diagnostics: [Diagnostic]

    /// Creates a report.
    package init(messages: [DevtodevLocalizedMessage], diagnostics: [Diagnostic]) {
        self.messages = messages
        self.diagnostics = diagnostics
    }

    /// Whether any finding is an error.
    package var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    /// 1 when there are errors, else 0.
    package var exitCode: Int32 { hasErrors ? 1 : 0 }

    /// Parses, validates and localizes a devtodev message file.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - path: the file's path, shown in diagnostics.
    ///   - catalog: the localizations; `nil` when there are none (every loc key then shows as the key).
    ///   - templates: the button templates and their loading findings.
    ///   - locales: the locales to produce; empty means `DevtodevLocalizer.defaultLocales(catalog:table:)`.
    ///   - now: the current UNIX time, for the past-`expire` warning (`nil` skips it).
    package static func make(bytes: [UInt8], path: String, catalog: LocalizedBundle?, templates: ButtonTemplateSet, locales: [String], now: Int64?) -> DevtodevReport {
        var diagnostics = templates.diagnostics
        let (document, parsed) = JSONParser.parse(bytes, path: path)
        diagnostics += parsed
        guard let document else { return DevtodevReport(messages: [], diagnostics: diagnostics) }
        diagnostics += DiagnosticOrder.sorted(DevtodevMessageValidator.validate(document, path: path, templates: templates.templates, now: now))
        guard let message = DevtodevMessage(json: document.root) else { return DevtodevReport(messages: [], diagnostics: diagnostics) }
        let wanted = locales.isEmpty ? catalog.map { DevtodevLocalizer.defaultLocales(catalog: $0) } ?? [] : locales
        let messages = DevtodevLocalizer.localize(message, catalog: catalog, locales: wanted)
        for localized in messages {
            for var diagnostic in localized.diagnostics {
                if diagnostic.location == nil, let jsonPath = diagnostic.jsonPath {
                    diagnostic.location = document.location(of: jsonPath)
                }
                diagnostics.append(diagnostic)
            }
        }
        return DevtodevReport(messages: messages, diagnostics: diagnostics)
    }

    /// The file of each message under `folder`: `<folder>/<locale>.json` with the compact message JSON.
    package func outputs(folder: String) -> [(locale: String, path: String, bytes: [UInt8])] {
        messages.map { ($0.locale, "\(folder)/\($0.locale).json", JSONWriter.serialize($0.message)) }
    }

    /// `{"messages":[{"locale":"fr","resolved":"fr","estimatedBytes":N,"message":{...},"file":"..."}],"diagnostics":[...]}`;
    /// `file` only for the locales in `files` (locale -> path written).
    package func manifest(files: [String: String] = [:]) -> JSONValue {
        let entries: [JSONValue] = messages.map { localized in
            var members = [
                JSONMember(key: "locale", value: .string(localized.locale)),
                JSONMember(key: "resolved", value: .string(localized.language)),
                JSONMember(key: "estimatedBytes", value: .number(JSONNumber(localized.estimatedBytes))),
                JSONMember(key: "message", value: localized.message),
            ]
            if let file = files[localized.locale] { members.append(JSONMember(key: "file", value: .string(file))) }
            return .object(JSONObject(members))
        }
        return .object(JSONObject([
            JSONMember(key: "messages", value: .array(entries)),
            JSONMember(key: "diagnostics", value: DiagnosticJSON.array(diagnostics)),
        ]))
    }

    /// ``manifest(files:)`` as one line of compact JSON and a newline.
    package func manifestText(files: [String: String] = [:]) -> String {
        String(decoding: JSONWriter.serialize(manifest(files: files)), as: UTF8.self) + "\n"
    }
}
