import PushlocDiagnostics
import PushlocJSON
import PushlocPayloads
import PushLocalization
import PushlocRules

/// Builds the preview's model: renders a template in every language the product has, produces its
/// payload, estimates the lines of each field, and collects each language's notes.
package struct PreviewBuilder: Sendable {
    /// The loaded localizations.
    package let localizer: PushLocalizer
    /// How payloads are produced (push type, size limit).
    package let options: PayloadOptions
    /// The truncation model.
    package let lines: BannerLineModel

    /// Creates a builder.
    package init(localizer: PushLocalizer, options: PayloadOptions = .sizeOnly(), lines: BannerLineModel = .iPhone390) {
        self.localizer = localizer
        self.options = options
        self.lines = lines
    }

    /// Every language the product has: each localization of the catalog (string tables or button
    /// labels) except `Base`, in the catalog's order.
    package var languages: [String] {
        localizer.catalog.languages.filter { $0 != "Base" }
    }

    /// One template's section: a banner per language of `locales` (every language when empty).
    ///
    /// - Parameters:
    ///   - title: the section's heading (the template's file name).
    ///   - template: the parsed template; its diagnostics get locations in this file.
    ///   - locales: the languages to show; empty shows every language of the catalog.
    package func section(title: String, template: JSONDocument, locales: [String] = []) -> PreviewSection {
        let payload = APNsPayload(json: template.root)
        let producer = PayloadProducer(catalog: localizer.catalog, template: payload)
        let banners = (locales.isEmpty ? languages : locales).map { locale in
            banner(locale: locale, payload: payload, producer: producer, template: template)
        }
        return PreviewSection(title: title, banners: banners)
    }

    /// One language's banner.
    func banner(locale: String, payload: APNsPayload, producer: PayloadProducer, template: JSONDocument) -> PreviewBanner {
        let locate = template.locating
        let alert = localizer.render(payload, preferredLanguages: [locale])
        let produced = producer.payload(arguments: .templateSamples, preferredLanguages: [locale], options: options)
        let source = payload.aps.alert
        // Each field: its text, the arguments sent, and where its text comes from (the translation's
        // value, or the template's plain text, which the device prefers).
        // A Live Activity's `title` and `body` objects name their strings like loc keys.
        func origin(plain: String, key: String?) -> SourceLocation? {
            if source?.object[plain]?.stringValue != nil { return template.location(of: "aps.alert.\(plain)") }
            return key.flatMap { localizer.valueLocation(key: $0, language: alert.resolved) }
        }
        let titleKey = source?.titleLocKey ?? source?.titleObject?.key
        let bodyKey = source?.locKey ?? source?.bodyObject?.key
        let fields: [(PreviewField, String?, [String], SourceLocation?)] = [
            (.title, alert.title, source?.titleLocArgs ?? source?.titleObject?.arguments ?? [], origin(plain: APSAlertKey.title, key: titleKey)),
            (.subtitle, alert.subtitle, source?.subtitleLocArgs ?? [], origin(plain: APSAlertKey.subtitle, key: source?.subtitleLocKey)),
            (.body, alert.body, source?.locArgs ?? source?.bodyObject?.arguments ?? [], origin(plain: APSAlertKey.body, key: bodyKey)),
        ]
        var texts: [PreviewText] = []
        var notes: [PreviewNote] = []
        if let fallback = PreviewNotes.fallback(
            locale: locale, resolved: alert.resolved, parentChain: localizer.catalog.lookupChain(from: locale)) {
            notes.append(fallback)
        }
        // `(null)` is noted per field below, at the translation's value.
        notes += PreviewNotes.notes(for: alert.diagnostics.filter { $0.rule != RuleDescription.locArgsArity.id }.map(locate))
        for (field, value, arguments, location) in fields {
            guard let value else { continue }
            let text = PreviewText(field: field, text: value, estimatedLines: lines.lines(value))
            texts.append(text)
            notes += [PreviewNotes.null(in: text, arguments: arguments), PreviewNotes.bidi(in: text), PreviewNotes.cut(text)]
                .compactMap { $0.map { note in var located = note; located.location = located.location ?? location; return located } }
        }
        // The payload's own findings, less the missing keys and arguments already noted.
        notes += PreviewNotes.notes(for: produced.diagnostics.filter { $0.rule != RuleDescription.locKeyNotFound.id && $0.rule != RuleDescription.locArgsArity.id }.map(locate))
        return PreviewBanner(
            locale: locale, resolved: alert.resolved, texts: texts, actionButton: alert.actionButton, buttons: alert.buttons,
            payloadBytes: produced.byteCount, payloadLimit: produced.limit, notes: notes)
    }
}
