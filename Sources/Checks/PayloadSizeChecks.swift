import JSON
import Catalog
import Diagnostics
import Payloads
import Rules

/// Builds every notification template's server-side payload for every language, with the template's
/// own sample `loc-args`, and reports the languages that would not fit or would be shortened.
enum PayloadSizeChecks: TemplateCheck {
    static let rules: [RuleDescription] = [.payloadTooLarge, .payloadTruncated]

    static func check(templates: TemplateSet, bundle: Catalog, options: CheckOptions, into diagnostics: inout [Diagnostic]) {
        check(templates.templates, catalog: bundle, options: options.payload, into: &diagnostics)
    }

    static func check(_ templates: [NotificationTemplate], catalog: Catalog, options: PayloadOptions, into diagnostics: inout [Diagnostic]) {
        for template in templates {
            guard let document = template.document else { continue }
            let payload = APNsPayload(json: document.root)
            let templateLocation = document.location(of: "aps") ?? SourceLocation(file: template.file, line: 1, column: 1)
            // The template as sent for on-device localization must fit too.
            let asSent = JSONWriter.serialize(payload.json).count
            if asSent > options.budget.limit {
                diagnostics.append(Diagnostic(
                    rule: RuleID.payloadTooLarge, severity: .error,
                    message: "\(template.file) is \(asSent) bytes as sent, over the \(options.budget.limit)-byte limit; APNs rejects it. Shorten the custom data",
                    location: templateLocation))
            }
            let producer = PayloadProducer(catalog: catalog, template: payload)
            for language in producer.locales() {
                let produced = producer.payload(preferredLanguages: [language], options: options)
                if !produced.fits {
                    diagnostics.append(Diagnostic(
                        rule: RuleID.payloadTooLarge, severity: .error,
                        message: "\(template.file) in \(language) is \(produced.byteCount) bytes even with its texts shortened, over the \(produced.limit)-byte limit; the custom data alone is too big",
                        location: templateLocation, language: language))
                } else if produced.truncated {
                    diagnostics.append(Diagnostic(
                        rule: PayloadRule.payloadTruncated, severity: .warning,
                        message: "\(template.file) in \(language) is over \(produced.limit) bytes with its sample loc-args; a server-side payload has its text shortened with …",
                        location: templateLocation, language: language))
                }
            }
        }
    }
}
