import Catalog
import Diagnostics
import FormatString


/// Produces per-locale APNs payloads from one template, for a server that localizes itself.
///
/// Prepare one producer per template at start-up and share it: it is immutable and safe to use
/// from many threads at once. Each call resolves the language as the device would, substitutes the
/// arguments with the device's rules, fits the payload to its size limit and returns the bytes and
/// headers. There is no file I/O on this path.
///
/// ```swift
/// let catalog = try CatalogLoader.load(paths: ["Localizations"])
/// let producer = PayloadProducer(catalog: catalog, template: APNsPayload(json: templateJSON))
/// let payload = producer.payload(
///     arguments: AlertArguments(body: ["Jenna", "Frank"]),
///     preferredLanguages: ["fr-CA", "en"],
///     options: PayloadOptions(bundleID: "com.example.game"))
/// // payload.bytes, payload.headers.fields
/// ```
public final class PayloadProducer: Sendable {
    /// The catalog the strings come from.
    public let catalog: Catalog
    /// The prepared template.
    public let template: PerLocalePayloadTemplate
    /// The table loc keys are looked up in (APNs uses `Localizable`).
    public let table: String
    /// For each present language (lowercased): the template's loc keys with their parsed strings, found
    /// once along the language's lookup chain. A request then scans at most four pairs instead of
    /// hashing each key into the table (hashing cost more than the substitution itself).
    private let formatsByLanguage: [String: [(key: String, format: ParsedFormat)]]

    /// Prepares `template` against `catalog`.
    public init(catalog: Catalog, template: APNsPayload, table: String = "Localizable") {
        self.catalog = catalog
        self.template = PerLocalePayloadTemplate(template)
        self.table = table
        let alert = template.aps.alert
        var actionKey: String?
        if case .key(let key)? = alert?.actionLocKey { actionKey = key }
        let keys = [alert?.titleLocKey, alert?.subtitleLocKey, alert?.locKey, actionKey].compactMap { $0 }
        var formats: [String: [(key: String, format: ParsedFormat)]] = [:]
        for language in catalog.languages {
            let tables = catalog.lookupChain(from: language).compactMap { catalog.localization(for: $0)?.table(table) }
            formats[language.lowercased()] = keys.compactMap { key in
                tables.lazy.compactMap { $0.record(forKey: key) }.first.map { (key, $0.format) }
            }
        }
        self.formatsByLanguage = formats
    }

    /// The payload for a device's preferred languages (BCP 47, most preferred first).
    public func payload(arguments: AlertArguments = .template, preferredLanguages: [String], options: PayloadOptions = PayloadOptions()) -> LocalizedPayload {
        let language = catalog.resolve(preferred: preferredLanguages, table: table)
        return payload(arguments: arguments, locale: preferredLanguages.first ?? language, language: language, options: options)
    }

    /// The payload for every localization of the catalog that has the table (or its parent has).
    public func allLocales(arguments: AlertArguments = .template, options: PayloadOptions = PayloadOptions()) -> [LocalizedPayload] {
        locales().map { payload(arguments: arguments, preferredLanguages: [$0], options: options) }
    }

    /// The localizations that can show this table: their own copy, or a parent's (region variants).
    public func locales() -> [String] {
        catalog.languages.filter { language in
            language != "Base" && catalog.lookupChain(from: language).contains { catalog.localization(for: $0)?.table(table) != nil }
        }
    }

    private func payload(arguments: AlertArguments, locale: String, language: String, options: PayloadOptions) -> LocalizedPayload {
        let known = formatsByLanguage[language] ?? formatsByLanguage[language.lowercased()] ?? []
        let localization = template.localize(
            formats: { key in known.first { $0.key == key }?.format },
            arguments: arguments, language: language)
        let fit = template.fit(localization.text, budget: options.budget, language: language)
        let headers = options.headers
        return LocalizedPayload(
            locale: locale, resolvedLanguage: language, bytes: fit.bytes, limit: fit.limit, truncated: fit.truncated,
            headers: headers, text: fit.text, diagnostics: localization.diagnostics + fit.diagnostics)
    }
}
