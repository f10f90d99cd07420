import PushlocJSON
import PushlocCatalog
import PushlocDiagnostics
import PushlocPayloads
import PushlocRules

/// Builds every notification template's server-side payload for every language, with the template's
/// own sample `loc-args`, and reports the languages that would not fit or would be shortened: one
/// finding per template and rule, naming those languages.
enum PayloadSizeChecks: TemplateCheck {
    static let rules: [RuleDescription] = [.payloadTooLarge, .payloadTruncated]

    static func check(templates: TemplateSet, bundle: LocalizedBundle, options: CheckOptions, into diagnostics: inout [Diagnostic]) {
        check(templates.templates, catalog: bundle, options: options.payload, into: &diagnostics)
    }

    static func check(_ templates: [NotificationTemplate], catalog: LocalizedBundle, options: PayloadOptions, into diagnostics: inout [Diagnostic]) {
        for template in templates {
            guard let document = template.document else { continue }
            let payload = APNsPayload(json: document.root)
            let templateLocation = document.location(of: "aps") ?? SourceLocation(file: template.file, line: 1, column: 1)
            // The template as sent for on-device localization must fit too.
            let asSent = JSONWriter.serialize(payload.json).count
            if asSent > options.budget.limit {
                diagnostics.append(Diagnostic(
                    RuleDescription.payloadTooLarge,
                    message: "\(template.file) is \(asSent) bytes as sent, over the \(options.budget.limit)-byte limit; APNs rejects it. Shorten the custom data",
                    location: templateLocation))
            }
            let producer = PayloadProducer(catalog: catalog, template: payload)
            var tooLarge: [(language: String, bytes: Int, limit: Int)] = []
            var truncated: [(language: String, limit: Int)] = []
            for language in producer.locales() {
                let produced = producer.payload(arguments: .templateSamples, preferredLanguages: [language], options: options)
                if !produced.fits {
                    tooLarge.append((language, produced.byteCount, produced.limit))
                } else if produced.truncated {
                    truncated.append((language, produced.limit))
                }
            }
            // One finding per template and rule, naming the languages: the template's size is one defect.
            if let limit = tooLarge.first?.limit, let largest = tooLarge.map(\.bytes).max() {
                let group = LanguageGroup(
                    members: tooLarge.map { LanguageGroup.Member(language: $0.language, location: nil) },
                    before: "\(template.file) ",
                    after: " is \(tooLarge.count == 1 ? "" : "up to ")\(largest) bytes even with its texts shortened, over the \(limit)-byte limit; the custom data alone is too big")
                diagnostics.append(Diagnostic(RuleDescription.payloadTooLarge, location: templateLocation,
                                              table: nil, key: nil, languages: group))
            }
            if let limit = truncated.first?.limit {
                let group = LanguageGroup(
                    members: truncated.map { LanguageGroup.Member(language: $0.language, location: nil) },
                    before: "\(template.file) ",
                    after: " is over \(limit) bytes with its sample loc-args; a server-side payload has its text shortened with …")
                diagnostics.append(Diagnostic(RuleDescription.payloadTruncated, location: templateLocation,
                                              table: nil, key: nil, languages: group))
            }
        }
    }
}
