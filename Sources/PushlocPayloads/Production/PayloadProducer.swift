import PushlocJSON
import PushlocCatalog
import PushlocDiagnostics
import PushlocFormatString
import PushlocRules
@_spi(PushLocInternals) import PushlocICU


/// Produces per-locale APNs payloads from one template, for a server that localizes itself.
///
/// Prepare one producer per template at start-up and share it: it is immutable and safe to use
/// from many threads at once. Each call resolves the language as the device would, substitutes the
/// arguments with the device's rules, fits the payload to its size limit and returns the bytes and
/// headers. There is no file I/O on this path.
///
/// ```swift
/// let localizer = try PushLocalizer.load(localizations: "Localizations")
/// let producer = localizer.payloadProducer(for: try APNsPayload(jsonText: templateJSON))
/// let payload = producer.payload(
///     arguments: AlertArguments(subtitle: ["Jenna"], body: ["Jenna", "Frank"]),
///     preferredLanguages: ["fr-CA", "en"],
///     options: PayloadOptions(bundleID: "com.example.game"))
/// // payload.bytes, payload.headers.fields
/// ```
public final class PayloadProducer: Sendable {
    /// The catalog the strings come from.
    public let catalog: LocalizedBundle
    /// The prepared template.
    public let template: PerLocalePayloadTemplate
    /// The table loc keys are looked up in (APNs uses `Localizable`).
    public let table: String
    /// For each present language (lowercased): what the template shows in it, worked out once (the
    /// strings found along the language's lookup chain, and the findings). A request then only
    /// substitutes its arguments and writes the bytes.
    private let plans: [String: LanguagePlan]
    /// Resolutions of single-locale preference lists (a server usually stores one locale per user),
    /// bounded so request input cannot grow it without limit.
    private let resolved = InstanceCache<KeptResolution>(limit: 4096)

    /// A resolved one-language list: the localization picked, and its plan (`nil` when it has none).
    private struct KeptResolution: Sendable {
        let language: String
        let plan: LanguagePlan?
    }

    /// Prepares `template` against `catalog`.
    public init(catalog: LocalizedBundle, template: APNsPayload, table: String = "Localizable") {
        self.catalog = catalog
        self.template = PerLocalePayloadTemplate(template)
        self.table = table
        let prepared = self.template
        let alert = prepared.alert
        var actionKey: String?
        if case .key(let key) = alert.actionLocKey { actionKey = key }
        let keys = [alert.titleLocKey, alert.subtitleLocKey, alert.locKey, actionKey].compactMap { $0 }
        // Each key parsed once as its own fallback text, shared by every language that lacks it:
        // a hostile key (a 64 KB run of %@) must not cost one parse per language.
        let keyFormats = Dictionary(keys.map { ($0, SharedFormat(ParsedFormat($0))) }, uniquingKeysWith: { first, _ in first })
        let missing: (String) -> SharedFormat = { keyFormats[$0] ?? SharedFormat(ParsedFormat($0)) }
        var plans: [String: LanguagePlan] = [:]
        for language in catalog.languages {
            var known: [(String, ParsedFormat)] = []
            var plurals: [(String, PluralString)] = []
            for key in keys {
                let found = catalog.lookup(key: key, table: table, resolvedLanguage: language)
                if let entry = found.plural, let plural = PluralString(entry, language: language) {
                    plurals.append((key, plural))
                }
                if let record = found.alertRecord { known.append((key, record.format)) }
            }
            let lookup: (String) -> ParsedFormat? = { key in known.first { $0.0 == key }?.1 }
            let pluralLookup: (String) -> PluralString? = { key in plurals.first { $0.0 == key }?.1 }
            // `(null)` and count findings depend on each request's arguments: the plan adds them per request.
            let findings = prepared.localize(formats: lookup, missing: { missing($0).format }, language: language).diagnostics
                .filter { $0.rule != RuleDescription.locArgsArity.id }
            plans[language.lowercased()] = LanguagePlan(
                alert: alert, template: prepared, formats: lookup, plurals: pluralLookup, missing: missing, diagnostics: findings,
                language: language)
        }
        self.plans = plans
    }

    /// The payload for a device's preferred languages (BCP 47, most preferred first).
    ///
    /// `arguments` are this user's: every argument the keys read must be given (a text left out shows
    /// `(null)`, with a `loc-args-arity` error naming it); the template's sample `loc-args` fill a text
    /// only with ``AlertArguments/templateSamples``, for previews. A plural string's form is chosen
    /// from the count its arguments carry, with the language's CLDR rules.
    ///
    /// `extras` are this request's `aps` fields and custom keys (a badge, a thread, custom data); they
    /// replace the template's of the same key.
    public func payload(
        arguments: AlertArguments = .none, preferredLanguages: [String], options: PayloadOptions, extras: PayloadExtras
    ) -> LocalizedPayload {
        payload(arguments: arguments, preferredLanguages: preferredLanguages, options: options, requestExtras: extras)
    }

    /// The payload for a device's preferred languages (BCP 47, most preferred first), with the
    /// template's own `aps` fields and custom keys.
    public func payload(arguments: AlertArguments = .none, preferredLanguages: [String], options: PayloadOptions) -> LocalizedPayload {
        payload(arguments: arguments, preferredLanguages: preferredLanguages, options: options, requestExtras: nil)
    }

    /// Both of the above: `extras` is `nil` for none, so the usual request copies no extras value.
    private func payload(
        arguments: AlertArguments, preferredLanguages: [String], options: PayloadOptions, requestExtras extras: PayloadExtras?
    ) -> LocalizedPayload {
        if preferredLanguages.count == 1 {
            let tag = preferredLanguages[0]
            // A tag longer than any language tag is request input not worth keeping.
            if tag.utf8.count <= LocaleTag.maximumInputLength, let known = resolved.value(for: tag, make: { _ in keptResolution(of: preferredLanguages) }) {
                return payload(arguments: arguments, locale: tag, language: known.language, plan: known.plan, options: options, extras: extras)
            }
            let fresh = keptResolution(of: preferredLanguages)
            return payload(arguments: arguments, locale: tag, language: fresh.language, plan: fresh.plan, options: options, extras: extras)
        }
        let language = catalog.resolve(preferredLanguages: preferredLanguages, table: table)
        return payload(arguments: arguments, locale: preferredLanguages.first ?? language, language: language,
                       plan: plan(for: language), options: options, extras: extras)
    }

    /// The localization a one-language list resolves to, with its plan: what `resolved` keeps.
    private func keptResolution(of preferredLanguages: [String]) -> KeptResolution {
        let language = catalog.resolve(preferredLanguages: preferredLanguages, table: table)
        return KeptResolution(language: language, plan: plan(for: language))
    }

    /// The payload for a language already resolved (``resolve(preferredLanguages:)``), for servers that resolve a
    /// user's preferred languages once, when the user registers, and store the result.
    public func payload(
        arguments: AlertArguments = .none, resolvedLanguage language: String, options: PayloadOptions, extras: PayloadExtras
    ) -> LocalizedPayload {
        payload(arguments: arguments, locale: language, language: language, plan: plan(for: language), options: options, extras: extras)
    }

    /// ``payload(arguments:resolvedLanguage:options:extras:)`` with the template's own `aps` fields and custom keys.
    public func payload(arguments: AlertArguments = .none, resolvedLanguage language: String, options: PayloadOptions) -> LocalizedPayload {
        payload(arguments: arguments, locale: language, language: language, plan: plan(for: language), options: options, extras: nil)
    }

    /// The localization the device picks for these preferred languages (to store per user).
    public func resolve(preferredLanguages: [String]) -> String {
        catalog.resolve(preferredLanguages: preferredLanguages, table: table)
    }

    /// The plan of a resolved language (internal for tests).
    func plan(for language: String) -> LanguagePlan? {
        plans[language] ?? plans[language.lowercased()]
    }

    /// The payload for every localization of the catalog that has the table (or its parent has).
    public func allLocales(arguments: AlertArguments = .none, options: PayloadOptions) -> [LocalizedPayload] {
        locales().map { payload(arguments: arguments, preferredLanguages: [$0], options: options) }
    }

    /// The one payload of a broadcast push (iOS 18 channels, ``PayloadOptions/channelID``): APNs sends it
    /// to every device subscribed to the channel, whatever its language, so no text is put in. The
    /// template goes as it is, its Live Activity alert's `{"loc-key", "loc-args"}` objects kept for each
    /// device to look up in its own language. A plain `title` or `body` reaches every subscriber as
    /// written (a `broadcast-localized-text` warning); a payload over the limit is `payload-too-large`
    /// (a localizable alert is never shortened: its text is the device's).
    public func broadcastPayload(options: PayloadOptions) -> LocalizedPayload {
        let bytes = JSONWriter.serialize(template.payload.json)
        var findings: [Diagnostic] = []
        let alert = template.alert
        for (plain, field) in [(alert.title, APSAlertKey.title), (alert.subtitle, APSAlertKey.subtitle), (alert.body, APSAlertKey.body)] {
            guard let plain else { continue }
            findings.append(Diagnostic(
                RuleLevel.broadcastPlainText,
                message: "The broadcast's \(field) \"\(plain)\" is plain text: every subscriber sees it as written, whatever their language; send {\"loc-key\", \"loc-args\"} objects so that each device shows its own language",
                key: field, jsonPath: "aps.alert.\(field)"))
        }
        let limit = options.budget.limit
        if bytes.count > limit {
            findings.append(Diagnostic(
                RuleDescription.payloadTooLarge,
                message: "The broadcast payload is \(bytes.count) bytes, over the \(limit)-byte limit; its localizable text cannot be shortened: make the content state or custom data smaller"))
        }
        return LocalizedPayload(
            locale: Self.broadcastLocale, resolvedLanguage: Self.broadcastLocale, bytes: bytes, limit: limit, truncated: false,
            options: options, textSource: .strings(LocalizedAlertText()), diagnostics: findings)
    }

    /// The locale a broadcast payload is listed under: every language.
    public static let broadcastLocale = "*"

    /// A channel push with `language`'s text put in: the finding that names the fix.
    private func broadcastFinding(language: String) -> Diagnostic? {
        let alert = template.alert
        guard let key = alert.titleLocKey ?? alert.subtitleLocKey ?? alert.locKey else { return nil }
        return Diagnostic(
            RuleDescription.broadcastLocalizedText,
            message: "This payload is for the broadcast channel, which reaches every subscriber whatever their language, but it has the \(language) text put in: every subscriber would see \(language). Send the template's {\"loc-key\", \"loc-args\"} objects so that each device shows its own language (PayloadProducer.broadcastPayload(options:), or pushloc payloads --channel-id without --locale)",
            language: language, key: key)
    }

    /// The localizations that can show this table: their own copy, or a parent's (region variants).
    public func locales() -> [String] {
        catalog.languages.filter { language in
            language != "Base" && catalog.lookupChain(from: language).contains { catalog.localization(for: $0)?.table(table) != nil }
        }
    }

    private func payload(
        arguments: AlertArguments, locale: String, language: String, plan: LanguagePlan?, options: PayloadOptions, extras: PayloadExtras?
    ) -> LocalizedPayload {
        var produced = localizedPayload(arguments: arguments, locale: locale, language: language, plan: plan, options: options, extras: extras)
        if options.channelID != nil, let finding = broadcastFinding(language: language) {
            produced.diagnostics.append(finding)
        }
        return produced
    }

    private func localizedPayload(
        arguments: AlertArguments, locale: String, language: String, plan: LanguagePlan?, options: PayloadOptions, extras: PayloadExtras?
    ) -> LocalizedPayload {
        let text: LocalizedAlertText
        let findings: [Diagnostic]
        if let plan {
            // The hot path: the texts are escaped straight into the payload buffer. The parts are then
            // moved into the result (`consume`), not copied and released.
            let parts = plan.parts(arguments)
            let segments = template.segments(with: extras)
            var bound = plan.byteBound(arguments, parts: parts)
            if let extras, !extras.isEmpty {
                // The plan's bound counts the template's own bytes around the alert; swap in the request's.
                bound += segments.byteCountWithoutAlert(hasAlert: plan.hasAlert) - template.byteCountWithoutAlert(hasAlert: plan.hasAlert)
            }
            if let bytes = template.fitWithoutShortening(parts, bound: bound, hasAlert: plan.hasAlert, budget: options.budget, segments: segments) {
                return LocalizedPayload(
                    locale: locale, resolvedLanguage: language, bytes: bytes, limit: options.budget.limit, truncated: false,
                    options: options, textSource: .parts(consume parts), diagnostics: plan.diagnostics(arguments))
            }
            text = parts.text
            findings = plan.diagnostics(arguments)
        } else {
            // Not a language of the catalog (an empty catalog): the device shows the keys.
            let localization = template.localize(formats: { _ in nil }, arguments: arguments, language: language)
            text = localization.text
            findings = localization.diagnostics
        }
        let fit = template.fit(text, budget: options.budget, language: language, extras: extras)
        return LocalizedPayload(
            locale: locale, resolvedLanguage: language, bytes: fit.bytes, limit: fit.limit, truncated: fit.truncated,
            options: options, textSource: .strings(fit.text), diagnostics: fit.diagnostics.isEmpty ? findings : findings + fit.diagnostics)
    }
}
