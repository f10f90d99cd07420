import PushlocJSON
import PushlocCatalog
import PushlocReporters
import PushlocDiagnostics
import PushlocPayloads

/// What `pushloc payloads` produces: every requested locale's payload, and the template's findings.
package struct PayloadReport: Sendable {
    /// The per-locale payloads, in the order asked for.
    package var payloads: [LocalizedPayload]
    /// The template's own findings (JSON syntax, `aps` validation, headers).
    package var diagnostics: [Diagnostic]

    /// Parses and validates `bytes` (an APNs payload template), then produces a payload for each of
    /// `locales` (every localization that has the table when empty). `requiringTopic` makes an empty
    /// `apns-topic` an error (it is by default when the options name an app).
    package static func make(bytes: [UInt8], path: String, catalog: LocalizedBundle, locales: [String], options: PayloadOptions,
                            arguments: AlertArguments = .templateSamples, requiringTopic: Bool? = nil) -> PayloadReport {
        let parsed = JSONParser.parse(bytes, path: path)
        var diagnostics = parsed.diagnostics
        guard let document = parsed.document else { return PayloadReport(payloads: [], diagnostics: diagnostics) }
        diagnostics += APNsPayloadValidator.validate(document, path: path, pushType: options.pushType)
        // Every header but `apns-topic` is known without the app's bundle id (`.sizeOnly`).
        diagnostics += options.headers.validate(requiringTopic: requiringTopic ?? !options.bundleID.isEmpty)
        let producer = PayloadProducer(catalog: catalog, template: APNsPayload(json: document.root))
        // A broadcast goes to every language as one payload, its loc keys kept; with --locale, each
        // locale's text is put in (and reported: every subscriber would see that language).
        if options.channelID != nil && locales.isEmpty {
            var payload = producer.broadcastPayload(options: options)
            payload.diagnostics = payload.diagnostics.map(document.locating)
            return PayloadReport(payloads: [payload], diagnostics: diagnostics)
        }
        let wanted = locales.isEmpty ? producer.locales() : locales
        let payloads = wanted.map { locale in
            var payload = producer.payload(arguments: arguments, preferredLanguages: [locale], options: options)
            payload.diagnostics = payload.diagnostics.map { finding in
                var located = document.locating(finding)
                if located.language == nil { located.language = payload.resolvedLanguage }
                return located
            }
            return payload
        }
        return PayloadReport(payloads: payloads, diagnostics: diagnostics)
    }

    /// The report with its findings, the template's and every payload's, replaced by what `adopt` makes
    /// of them all (one finding per defect, `.pushloc.yml`, suppressions): they are then the report's
    /// own, and the payloads carry none.
    package func adopting(_ adopt: ([Diagnostic]) throws(WorkflowError) -> [Diagnostic]) throws(WorkflowError) -> PayloadReport {
        var result = self
        result.diagnostics = try adopt(allDiagnostics)
        for index in result.payloads.indices { result.payloads[index].diagnostics = [] }
        return result
    }

    /// Every finding: the template's, then each payload's.
    package var allDiagnostics: [Diagnostic] {
        diagnostics + payloads.flatMap(\.diagnostics)
    }

    /// Whether any finding is an error (exit code 1).
    package var hasErrors: Bool { allDiagnostics.contains { $0.severity == .error } }

    /// The file a locale's payload is written to under `folder`.
    package static func outputPath(folder: String, locale: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + (locale == PayloadProducer.broadcastLocale ? "broadcast" : locale) + ".json"
    }

    /// `{"payloads":[{"locale","resolved","bytes","limit","truncated","payload","headers","file"}],"diagnostics":[...]}`.
    package func manifest(files: [String: String]) -> JSONValue {
        let entries: [JSONValue] = payloads.map { payload in
            let json = JSONParser.parse(payload.bytes, path: payload.locale).document?.root ?? .null
            return .object(JSONObject([
                JSONMember(key: "locale", value: .string(payload.locale)),
                JSONMember(key: "resolved", value: .string(payload.resolvedLanguage)),
                JSONMember(key: "bytes", value: .number(JSONNumber(payload.byteCount))),
                JSONMember(key: "limit", value: .number(JSONNumber(payload.limit))),
                JSONMember(key: "truncated", value: .bool(payload.truncated)),
                JSONMember(key: "payload", value: json),
                JSONMember(key: "headers", value: payload.headers.json),
                JSONMember(key: "file", value: files[payload.locale].map(JSONValue.string) ?? .null),
            ]))
        }
        return .object(JSONObject([
            JSONMember(key: "payloads", value: .array(entries)),
            JSONMember(key: "diagnostics", value: DiagnosticJSON.array(DiagnosticOrder.sorted(allDiagnostics))),
        ]))
    }

    /// ``manifest(files:)`` as one line of JSON and a newline.
    package func manifestText(files: [String: String]) -> String {
        String(decoding: JSONWriter.serialize(manifest(files: files)), as: UTF8.self) + "\n"
    }
}
