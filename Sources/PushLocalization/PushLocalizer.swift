import PushlocDevtodev
import PushlocCatalog
import PushlocDiagnostics
import PushlocFormatString
import PushlocPayloads
import PushlocStringsFile

/// The server-side entry point: load a catalog once, then localize strings and render alerts per request.
///
/// A `PushLocalizer` is an immutable value: share one across threads and requests. Nothing on its
/// lookup and render paths touches the file system, and it never throws on a missing translation: it
/// falls back like the device (`LocalizedBundle.lookup(key:table:resolvedLanguage:)`: a language without
/// its own copy of the table reads its parent's, in the end the development language's; a key missing
/// from the one copy read shows the key itself, and a missing argument shows `(null)`) and says so in
/// an error diagnostic.
///
/// ```swift
/// let localizer = try PushLocalizer.load(localizations: "Localizations")
/// let text = localizer.localizedString(key: "GAME_PLAY_REQUEST_FORMAT", arguments: ["Jenna", "Frank"],
///                                      preferredLanguages: ["fr-CA", "en"]).text
/// // "Jenna et Frank vous invitent à jouer au Monopoly"
/// let alert = localizer.render(payload, preferredLanguages: ["ja-JP"])
/// ```
public struct PushLocalizer: Sendable {
    /// The table APNs looks loc keys up in.
    public static let defaultTable = "Localizable"

    /// The loaded localizations.
    package let catalog: LocalizedBundle
    /// The devtodev button labels: the catalog's `Buttons` table when it has one, else the embedded copy.
    package let buttonLabels: ButtonLabels
    /// The files of each table that each language reads, for the per-request lookups.
    private let copies: TableCopies
    /// Single-language preference lists resolved before, with their copies of the default table.
    private let resolutions = KnownResolutions()
    /// Each button template's labels per language, for ``render(_:preferredLanguages:)``.
    private let categoryButtons: CategoryButtonLabels
    /// The alerts of the templates rendered last, read out of their JSON once each.
    private let alertSources = KeptAlertSources()
    /// The plural strings renders met, prepared once per language and key.
    private let pluralStrings = KeptPluralStrings()

    /// Wraps a loaded catalog.
    package init(catalog: LocalizedBundle) {
        self.catalog = catalog
        let hasButtons = catalog.localizations.contains { $0.table(ButtonLabels.tableName) != nil }
        buttonLabels = hasButtons ? ButtonLabels(catalog: catalog, templates: EmbeddedButtonData.templates) : .embedded
        copies = TableCopies(catalog: catalog)
        categoryButtons = CategoryButtonLabels(buttonLabels)
    }

    /// Loads the localizations under `localizations`: `<lang>.lproj` folders with `.strings` and
    /// `.stringsdict` files, and String Catalogs (`.xcstrings`). When the folder holds several bundles, the
    /// one with the most `Localizable` keys is used (`Project/primary`).
    ///
    /// - Throws: `BundleLoadError` for a missing folder or when the development language is unclear.
    public static func load(localizations: String, base: String? = nil) throws(BundleLoadError) -> PushLocalizer {
        PushLocalizer(catalog: try BundleLoader.load(paths: [localizations], base: base))
    }

    /// The localization the device picks for `table` and these preferred languages (most preferred first).
    public func resolve(preferredLanguages: [String], table: String = defaultTable) -> String {
        catalog.resolve(preferredLanguages: preferredLanguages, table: table)
    }

    /// A string with `%@`, `%n$@` and `%%` filled in as the device does for APNs `loc-args`.
    ///
    /// A string that reads more arguments than given shows `(null)` for each missing one, and a key
    /// missing from the language's table shows the key itself: both with an error in
    /// ``LocalizedString/diagnostics``.
    public func localizedString(
        key: String, table: String = defaultTable, arguments: [String] = [], preferredLanguages: [String]
    ) -> LocalizedString {
        let resolved = resolution(preferredLanguages: preferredLanguages, table: table)
        let language = resolved.language
        guard let record = record(key: key, table: table, in: resolved) else {
            return missing(key: key, table: table, language: language) { ParsedFormat(key).substituting(arguments) }
        }
        let text = record.substituting(arguments)
        // A value without `%` reads no argument (and is not parsed). The count is read from the kept
        // format in place; the format itself is copied out only for a finding.
        guard record.deviceArgumentCount > arguments.count, let finding = MissingText.missingArguments(
            record.format, given: arguments.count, key: key, table: table, language: language, argumentsKey: "arguments") else {
            return LocalizedString(text: text, language: language, found: true)
        }
        return LocalizedString(text: text, language: language, found: true, diagnostics: [finding])
    }

    /// A string for a count, the obvious call for a plural string ("3 новых сообщения"):
    ///
    /// ```swift
    /// localizer.localizedString(key: "NEW_MESSAGES", count: 21, preferredLanguages: ["ru"]).text
    /// // "21 новое сообщение"
    /// ```
    ///
    /// The count takes the place of the string's first `%#@variable@` (a `.stringsdict` entry, a String
    /// Catalog's plural variation or substitution), or of argument 1 when the string has none; `arguments`
    /// fill the other places in order. Each variable's form is chosen by the language's CLDR rules from the
    /// system ICU (`zero` for 0 when the string has one, as on the device), and numbers are written in the
    /// language's digits. Give a count with decimals as `arguments: [.double(1.5)]` or as text
    /// (`.string("1.50")`): its visible decimals choose the form (`1.5` is `other` in English).
    public func localizedString(
        key: String, table: String = defaultTable, count: Int, arguments: [String] = [], preferredLanguages: [String]
    ) -> LocalizedString {
        let resolved = resolution(preferredLanguages: preferredLanguages, table: table)
        let language = resolved.language
        let found = entry(key: key, table: table, in: resolved)
        let plural = found.plural.flatMap { pluralStrings.plural($0, table: table, language: language) }
        var typed = arguments.map(FormatArgument.string)
        typed.insert(.int(Int64(count)), at: min(max((plural?.countPosition ?? 1) - 1, 0), typed.count))
        return localizedString(found, plural: plural, key: key, table: table, arguments: typed, language: language)
    }

    /// A string formatted with typed arguments: numbers use ICU's digits and separators for the language
    /// (`ar` gives ١٬٢٣٤), and a plural string (a `.stringsdict` entry, a String Catalog's plural or
    /// substitutions) picks each form with ICU's plural rules for its count (see
    /// ``localizedString(key:table:count:arguments:preferredLanguages:)``).
    ///
    /// Disfavoured, so that `arguments: []` (which fits both overloads) takes the string one.
    @_disfavoredOverload
    public func localizedString(
        key: String, table: String = defaultTable, arguments typedArguments: [FormatArgument], preferredLanguages: [String]
    ) -> LocalizedString {
        let resolved = resolution(preferredLanguages: preferredLanguages, table: table)
        let language = resolved.language
        let found = entry(key: key, table: table, in: resolved)
        let plural = found.plural.flatMap { pluralStrings.plural($0, table: table, language: language) }
        return localizedString(found, plural: plural, key: key, table: table, arguments: typedArguments, language: language)
    }

    /// What `LocalizedBundle.lookup(key:table:resolvedLanguage:)` finds for `key` in `resolved`'s language: the
    /// `.stringsdict` entry, else the `.strings` record (with one hash of the key when the table's copies are kept).
    private func entry(key: String, table: String, in resolved: KnownResolutions.Resolution) -> (plural: StringsDictEntry?, record: TableRecord?) {
        guard let chain = resolved.chain else {
            let found = catalog.lookup(key: key, table: table, resolvedLanguage: resolved.language)
            return (found.plural, found.record)
        }
        let hash = EntryKeyHash(key: key)
        if let plural = chain.plural(forKey: key, hash: hash) { return (plural, nil) }
        return (nil, chain.record(forKey: key, hash: hash))
    }

    /// A looked-up string formatted with typed arguments; `plural` is its prepared plural string, if any.
    private func localizedString(
        _ found: (plural: StringsDictEntry?, record: TableRecord?), plural: PluralString?, key: String, table: String,
        arguments typedArguments: [FormatArgument], language: String
    ) -> LocalizedString {
        if let plural {
            let text = plural.choose(typed: typedArguments).substituting(typedArguments, locale: language)
            return LocalizedString(text: text, language: language, found: true)
        }
        // A `.stringsdict` entry that no plural string could be made of shows as its format key does.
        if let record = found.record ?? found.plural.map(PluralAlertText.record(of:)) {
            return LocalizedString(text: record.format.substituting(typedArguments, locale: language), language: language, found: true)
        }
        return missing(key: key, table: table, language: language) { ParsedFormat(key).substituting(typedArguments, locale: language) }
    }

    /// A producer of per-locale payloads of `template` from this localizer's strings. Prepare one per
    /// template at start-up and share it across requests.
    public func payloadProducer(for template: APNsPayload, table: String = defaultTable) -> PayloadProducer {
        PayloadProducer(catalog: catalog, template: template, table: table)
    }

    /// Renders an APNs payload's alert for these preferred languages: as the device shows it, and a
    /// plural string with the form its count chooses (pushloc puts that text in; see `PayloadProducer`).
    /// A Live Activity's `title` and `body` objects (`{"loc-key", "loc-args"}`) are rendered like loc keys.
    public func render(_ payload: APNsPayload, preferredLanguages: [String]) -> RenderedAlert {
        let resolved = resolution(preferredLanguages: preferredLanguages, table: Self.defaultTable)
        let language = resolved.language
        var localization = PayloadLocalizer.localizedParts(
            payload, records: { key in record(key: key, table: Self.defaultTable, in: resolved) },
            plurals: { key in plural(key: key, in: resolved) }, language: language, kept: alertSources, keptSlot: resolved.chain?.ordinal)
        let category = payload.aps.category
        let buttons = category.flatMap { categoryButtons.labels(template: $0, preferredLanguages: preferredLanguages) } ?? []
        // The texts and findings are moved out of `localization` (`take()`, `swap`), not copied and released.
        var diagnostics: [Diagnostic] = []
        swap(&diagnostics, &localization.diagnostics)
        return RenderedAlert(
            locale: preferredLanguages.first ?? language, resolved: language,
            title: localization.text.title.take(), subtitle: localization.text.subtitle.take(), body: localization.text.body.take(),
            actionButton: localization.action, launchImage: localization.launchImage.take(), category: category,
            buttons: buttons, diagnostics: diagnostics)
    }

    /// Where the string the device shows for `key` in `language` is: the value's line and column in
    /// the `.strings` file the device reads, or the entry's in the `.stringsdict` file that replaces it.
    package func valueLocation(key: String, table: String = defaultTable, language: String) -> SourceLocation? {
        let found = catalog.lookup(key: key, table: table, resolvedLanguage: language)
        if let plural = found.plural, let file = found.table?.stringsDict?.path {
            return SourceLocation(file: file, line: plural.line, column: plural.column)
        }
        guard let record = found.record, let file = found.table?.strings?.path else { return nil }
        return SourceLocation(file: file, line: record.entry.valueLine, column: record.entry.valueColumn)
    }

    /// The localization picked for `table` and these preferred languages, and its copies of the
    /// table; kept for single-language lists and the default table (what a server sends most).
    private func resolution(preferredLanguages: [String], table: String) -> KnownResolutions.Resolution {
        func resolve() -> KnownResolutions.Resolution {
            let language = catalog.resolve(preferredLanguages: preferredLanguages, table: table)
            return KnownResolutions.Resolution(language: language, chain: copies.chain(table: table, resolvedLanguage: language))
        }
        guard preferredLanguages.count == 1, table == Self.defaultTable else { return resolve() }
        return resolutions.resolution(of: preferredLanguages[0], resolve: resolve)
    }

    /// The record for `key` that `LocalizedBundle.lookup(key:table:resolvedLanguage:)` finds in `resolved`'s language.
    /// A `.stringsdict` entry that replaces the `.strings` one is shown as ``StringLookup/alertRecord``.
    private func record(key: String, table: String, in resolved: KnownResolutions.Resolution) -> TableRecord? {
        if let chain = resolved.chain {
            let hash = EntryKeyHash(key: key)
            if let record = chain.record(forKey: key, hash: hash) { return record }
            return chain.plural(forKey: key, hash: hash).map(PluralAlertText.record(of:))
        }
        return catalog.lookup(key: key, table: table, resolvedLanguage: resolved.language).alertRecord
    }

    /// The plural string for `key` in `resolved`'s language, if its copy of the default table has one.
    private func plural(key: String, in resolved: KnownResolutions.Resolution) -> PluralString? {
        let entry = resolved.chain.map { $0.plural(forKey: key) }
            ?? catalog.lookup(key: key, table: Self.defaultTable, resolvedLanguage: resolved.language).plural
        return entry.flatMap { pluralStrings.plural($0, table: Self.defaultTable, language: resolved.language) }
    }

    private func missing(key: String, table: String, language: String, text: () -> String) -> LocalizedString {
        LocalizedString(
            text: text(), language: language, found: false,
            diagnostics: [MissingText.missingKey(key, table: table, language: language)])
    }
}
