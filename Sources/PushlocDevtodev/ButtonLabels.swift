import PushlocPayloads
import PushlocCatalog
import PushlocICU

/// The devtodev button labels in every language, resolved as the device resolves them.
///
/// For a device's preferred languages, ``labels(for:)`` picks the language as iOS picks an
/// `.lproj` (``LanguageResolver`` over the languages that have labels), then finds each button's
/// label in that language's table, else in its parents' that have labels (`fr-CA` -> `fr`,
/// `es-419` -> `es`, `zh-HK` -> `zh-Hant`, `en-GB` -> `en`: region variants hold only what
/// differs), else in the development language's, else the template's English label.
///
/// ``embedded`` needs no file: it is built from ``EmbeddedButtonData``, the generated copy of
/// `Localizations/*.lproj/Buttons.strings` and `templates/devtodev/*.json`. Every language's
/// labels are resolved once, when the value is made; lookups then only read dictionaries.
///
/// ```swift
/// let labels = ButtonLabels.embedded.labels(for: ["fr-CA", "en"])   // ["shop_now": "Magasiner", "yes": "Oui", ...]
/// let buttons = ButtonLabels.embedded.buttons(template: "dtd_yes.open_no.dismiss", preferredLanguages: ["ja"])
/// ```
public struct ButtonLabels: Sendable {
    /// The table that holds the labels (`Buttons.strings`).
    public static let tableName = "Buttons"

    /// The development language, the last resort of every lookup.
    public let developmentLanguage: String
    /// The languages that have a labels table, sorted.
    public let languages: [String]
    /// Every button id, in the development language's table order (then any template button the
    /// table lacks).
    public let buttonIDs: [String]
    /// The button templates.
    public let templates: [ButtonTemplate]
    /// Each language's table as written (region variants hold only what differs).
    public let ownLabels: [String: [String: String]]
    private let resolver: LanguageResolver
    private let byLowercasedLanguage: [String: String]
    private let resolved: [String: [String: ResolvedButtonLabel]]
    private let templateLabels: [String: String]

    /// The labels and templates embedded in the library (``EmbeddedButtonData``).
    public static let embedded = ButtonLabels(
        labels: EmbeddedButtonData.labels,
        buttonIDs: EmbeddedButtonData.buttonIDs,
        templates: EmbeddedButtonData.templates,
        developmentLanguage: EmbeddedButtonData.developmentLanguage)

    /// Creates labels from each language's table.
    ///
    /// - Parameters:
    ///   - labels: language tag -> button id -> label, as each table holds them.
    ///   - buttonIDs: every button id, in display order; ids only the templates name are added.
    ///   - templates: the button templates; their English labels are the last resort.
    ///   - developmentLanguage: the language every lookup falls back to.
    public init(labels: [String: [String: String]], buttonIDs: [String], templates: [ButtonTemplate], developmentLanguage: String = "en") {
        var ids = buttonIDs
        var seen = Set(ids)
        var templateLabels: [String: String] = [:]
        for template in templates {
            for button in template.buttons {
                if seen.insert(button.id).inserted { ids.append(button.id) }
                if templateLabels[button.id] == nil { templateLabels[button.id] = button.label }
            }
        }
        let languages = labels.keys.sorted()
        var byLowercased: [String: String] = [:]
        for language in languages where byLowercased[language.lowercased()] == nil {
            byLowercased[language.lowercased()] = language
        }
        self.developmentLanguage = byLowercased[developmentLanguage.lowercased()] ?? developmentLanguage
        self.languages = languages
        self.buttonIDs = ids
        self.templates = templates
        self.ownLabels = labels
        self.byLowercasedLanguage = byLowercased
        self.templateLabels = templateLabels
        self.resolver = LanguageResolver(available: languages, developmentLanguage: self.developmentLanguage)
        var resolved: [String: [String: ResolvedButtonLabel]] = [:]
        for language in languages {
            let chain = Self.chain(from: language, present: byLowercased, development: self.developmentLanguage)
            var table: [String: ResolvedButtonLabel] = [:]
            for id in ids {
                table[id] = Self.resolve(id, chain: chain, labels: labels, templateLabels: templateLabels)
            }
            resolved[language] = table
        }
        self.resolved = resolved
    }

    /// Reads the labels from a catalog's `Buttons` tables (`table`), for example a `--localizations`
    /// folder. ``buttonIDs`` follows the development language's table order.
    public init(catalog: LocalizedBundle, table: String = ButtonLabels.tableName, templates: [ButtonTemplate]) {
        let entries = Self.entries(in: catalog, table: table)
        var labels: [String: [String: String]] = [:]
        for (language, pairs) in entries {
            labels[language] = Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        }
        let development = entries.first { $0.language.lowercased() == catalog.developmentLanguage.lowercased() }
        self.init(labels: labels, buttonIDs: development?.entries.map(\.key) ?? [], templates: templates,
                  developmentLanguage: catalog.developmentLanguage)
    }

    /// Each language's labels table in a catalog, entries in file order (the entry the device uses
    /// for a duplicate key), languages sorted. Languages without the table are left out.
    public static func entries(in catalog: LocalizedBundle, table: String = ButtonLabels.tableName) -> [(language: String, entries: [(key: String, value: String)])] {
        catalog.localizations.compactMap { localization in
            guard localization.language != LocaleTag.baseLocalization,
                  let found = localization.table(table) else { return nil }
            let pairs = found.keys.compactMap { key in found.value(forKey: key).map { (key: key, value: $0) } }
            return (localization.language, pairs)
        }
    }

    /// The language whose labels a device with these preferred languages shows (one of ``languages``,
    /// else the development language).
    public func language(for preferredLanguages: [String]) -> String {
        resolver.resolve(preferredLanguages: preferredLanguages)
    }

    /// Every button's label (all of ``buttonIDs``) for a device's preferred languages.
    public func labels(for preferredLanguages: [String]) -> [String: String] {
        resolvedLabels(language: language(for: preferredLanguages)).mapValues(\.label)
    }

    /// The label of one button for a device's preferred languages; `nil` for an unknown button id.
    public func label(_ buttonID: String, for preferredLanguages: [String]) -> String? {
        resolvedLabels(language: language(for: preferredLanguages))[buttonID]?.label
    }

    /// Every button's label in `language`, one of ``languages`` (matched without case), with where
    /// each came from. For another tag, the labels of the language it resolves to.
    public func resolvedLabels(language: String) -> [String: ResolvedButtonLabel] {
        if let present = byLowercasedLanguage[language.lowercased()], let table = resolved[present] {
            return table
        }
        let picked = self.language(for: [language])
        if let table = resolved[picked] { return table }
        // No labels at all, or a development language without a table: template labels only.
        let chain = Self.chain(from: picked, present: byLowercasedLanguage, development: developmentLanguage)
        var table: [String: ResolvedButtonLabel] = [:]
        for id in buttonIDs {
            table[id] = Self.resolve(id, chain: chain, labels: ownLabels, templateLabels: templateLabels)
        }
        return table
    }

    /// The languages looked in for `language`, in order: itself and its parents that have labels,
    /// then the development language.
    public func lookupChain(from language: String) -> [String] {
        Self.chain(from: language, present: byLowercasedLanguage, development: developmentLanguage)
    }

    /// The template with `id`, if any.
    public func template(id: String) -> ButtonTemplate? {
        templates.first { $0.id == id }
    }

    /// A template's buttons labelled for a device's preferred languages; `nil` for an unknown template.
    public func buttons(template id: String, preferredLanguages: [String]) -> [LocalizedButton]? {
        guard let template = template(id: id) else { return nil }
        let table = resolvedLabels(language: language(for: preferredLanguages))
        return template.buttons.map { button in
            LocalizedButton(id: button.id, label: table[button.id]?.label ?? button.label, opensApp: button.opensApp)
        }
    }

    private static func chain(from language: String, present: [String: String], development: String) -> [String] {
        var chain: [String] = []
        var current: String? = language
        var steps = 0
        while let tag = current, steps < 8 {
            if let found = present[tag.lowercased()], !chain.contains(found) { chain.append(found) }
            current = LocaleTag.parent(tag)
            steps += 1
        }
        if let found = present[development.lowercased()], !chain.contains(found) { chain.append(found) }
        return chain
    }

    private static func resolve(_ id: String, chain: [String], labels: [String: [String: String]], templateLabels: [String: String]) -> ResolvedButtonLabel {
        for language in chain {
            if let label = labels[language]?[id] { return ResolvedButtonLabel(label: label, sourceLanguage: language) }
        }
        return ResolvedButtonLabel(label: templateLabels[id] ?? id, sourceLanguage: nil)
    }
}
