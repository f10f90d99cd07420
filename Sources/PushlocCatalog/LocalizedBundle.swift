import PushlocDiagnostics
import PushlocFormats
import PushlocICU
import PushlocStringCatalog
import PushlocStringsFile

/// Every localization of an app (or of pushloc's shipped `Localizations/`), loaded once.
///
/// A catalog is an immutable value: load it once, then share it across threads and requests.
/// Lookups never touch the file system.
///
/// ```swift
/// let catalog = try BundleLoader.load(paths: ["Localizations"])
/// let language = catalog.resolve(preferredLanguages: ["fr-CA", "en"])      // "fr"
/// let text = catalog.string(forKey: "PLAY", table: "Localizable", language: language)
/// ```
public struct LocalizedBundle: Sendable {
    /// The bundle folder as shown to the user (`App`, `Widget/Resources`); empty for a catalog made
    /// from localizations alone.
    public let path: String
    /// Every localization, sorted by language tag (`Base` first).
    public let localizations: [Localization]
    /// The development language: `--base`, else `en`, else `Base`, else a String Catalog's source language.
    /// When the bundle has none of them (``hasDevelopmentLanguage`` is false), the first language, so that
    /// lookups still resolve.
    public let developmentLanguage: String
    /// Whether the bundle has its development language. Without it, its languages get only the
    /// within-language checks.
    public let hasDevelopmentLanguage: Bool
    /// Problems met while loading (parse diagnostics stay with each table's document).
    public internal(set) var diagnostics: [Diagnostic]
    /// The files a `table-name-case` finding names (a second file of a table whose name differs only in
    /// case), which are reported and not loaded: each holds only its `pushloc:disable` comments, so that
    /// one there can silence that finding. Files without such comments are left out.
    public internal(set) var unloadedTableFiles: [TableDocument] = []
    /// The bundle's String Catalogs as read, for the checks that look at every form (their tables are
    /// also compiled into ``localizations``).
    public let stringCatalogs: [StringCatalogDocument]
    /// The device-style resolver over the available languages.
    public let resolver: LanguageResolver
    private let byLanguage: [String: Int]
    /// One resolver per table (lowercased name), over the localizations that have that table: the
    /// device looks a table's file up in the preferred `.lproj` folders that contain it.
    private let tableResolvers: [String: LanguageResolver]
    /// ``lookupChain(from:)`` of every present language, computed once (ICU calls are not free).
    private let chains: [String: [String]]
    /// ``tableNames``.
    private let names: [String]

    /// Creates a catalog from localizations, with `base` as its development language.
    ///
    /// - Throws: ``BundleLoadError/baseNotFound(_:available:)`` when `base` names a language that is not there,
    ///   ``BundleLoadError/noDevelopmentLanguage(available:)`` when there is no `base`, `en` or `Base`.
    public init(localizations: [Localization], base: String? = nil, diagnostics: [Diagnostic] = []) throws(BundleLoadError) {
        self.init(path: "", localizations: localizations, base: base, diagnostics: diagnostics)
        if !hasDevelopmentLanguage {
            if let base { throw .baseNotFound(base, available: languages) }
            throw .noDevelopmentLanguage(available: languages)
        }
    }

    /// Creates the catalog of one bundle. It never fails: a bundle without its development language
    /// (`base` if given, else `en`, else `Base`, else `sourceLanguage`) has ``hasDevelopmentLanguage`` false.
    public init(
        path: String, localizations: [Localization], base: String?, sourceLanguage: String? = nil,
        stringCatalogs: [StringCatalogDocument] = [], diagnostics: [Diagnostic] = []
    ) {
        let sorted = localizations.sorted { lhs, rhs in
            if lhs.language == "Base" { return rhs.language != "Base" }
            if rhs.language == "Base" { return false }
            return lhs.language < rhs.language
        }
        var byLanguage: [String: Int] = [:]
        for (position, localization) in sorted.enumerated() {
            byLanguage[localization.language.lowercased()] = position
        }
        let available = sorted.map(\.language)
        let wanted: [String]
        if let base {
            wanted = [base == "Base" ? "Base" : (LocaleTag.canonical(lprojName: base) ?? base)]
        } else {
            wanted = ["en", "Base"] + (sourceLanguage.map { [LocaleTag.canonical(lprojName: $0) ?? $0] } ?? [])
        }
        let found = wanted.lazy.compactMap { byLanguage[$0.lowercased()] }.first
        let development = found.map { sorted[$0].language } ?? (base == nil && sorted.isEmpty ? "en" : (sorted.first?.language ?? base ?? "en"))
        self.path = path
        self.localizations = sorted
        self.developmentLanguage = development
        self.hasDevelopmentLanguage = found != nil || (base == nil && sorted.isEmpty)
        self.diagnostics = diagnostics
        self.stringCatalogs = stringCatalogs
        self.byLanguage = byLanguage
        self.resolver = LanguageResolver(available: available, developmentLanguage: development)
        var perTable: [String: [String]] = [:]
        for localization in sorted {
            for name in localization.tables.keys { perTable[name, default: []].append(localization.language) }
        }
        var chains: [String: [String]] = [:]
        for localization in sorted {
            chains[localization.language.lowercased()] = Self.computeChain(from: localization.language, byLanguage: byLanguage, sorted: sorted)
        }
        self.chains = chains
        self.names = Self.tableNames(of: sorted, developmentLanguage: development)
        // Most tables are in every language: tables with the same languages share one resolver (its index
        // reads every language's fallback chain).
        var shared: [[String]: LanguageResolver] = [available: resolver]
        self.tableResolvers = perTable.mapValues { languages in
            if let known = shared[languages] { return known }
            let made = LanguageResolver(available: languages, developmentLanguage: languages.contains(development) ? development : (languages.first ?? development))
            shared[languages] = made
            return made
        }
    }

    /// The language tags present, sorted.
    public var languages: [String] { localizations.map(\.language) }

    /// The localization for `language` (case-insensitive), if present.
    public func localization(for language: String) -> Localization? {
        byLanguage[language.lowercased()].map { localizations[$0] }
    }

    /// Every table name, once each (case-insensitively), spelled as the development language spells it
    /// where it has the table.
    public var tableNames: [String] { names }

    /// ``tableNames`` of `localizations`: computed once, as the checks ask for it once per language.
    private static func tableNames(of localizations: [Localization], developmentLanguage: String) -> [String] {
        // Sized once: growing a `[String: String]` runs the standard library's own copy of the resize,
        // which finds its storage type by name, and the first such lookup in a process scans every
        // protocol conformance of the executable (0.35 M instructions) for `String: Hashable`.
        var names = [String: String](minimumCapacity: localizations.reduce(0) { $0 + $1.tables.count })
        for localization in localizations {
            for (lowered, table) in localization.tables where names[lowered] == nil || localization.language == developmentLanguage {
                names[lowered] = table.name
            }
        }
        return names.values.sorted()
    }

    /// The reference copy of a table: the development language's, else `Base.lproj`'s, else `nil`
    /// (then the table gets only the within-language checks).
    public func referenceTable(named name: String) -> LocalizationTable? {
        guard hasDevelopmentLanguage else { return nil }
        if let table = localization(for: developmentLanguage)?.table(name) { return table }
        return localization(for: "Base")?.table(name)
    }

    /// The language picked for a device's preferred languages (BCP 47, most preferred first).
    public func resolve(preferredLanguages preferred: [String]) -> String {
        resolver.resolve(preferredLanguages: preferred)
    }

    /// The language picked for `table`: like ``resolve(preferredLanguages:)``, but among the localizations that
    /// have the table, as the device finds a table's file in the preferred `.lproj` folders holding it.
    public func resolve(preferredLanguages preferred: [String], table: String) -> String {
        (tableResolvers[table.lowercased()] ?? resolver).resolve(preferredLanguages: preferred)
    }

    /// `language` followed by those of its CLDR parents that are present (`fr-CA`, `fr`):
    /// a region variant's table holds only what differs, and the rest comes from its parent.
    public func lookupChain(from language: String) -> [String] {
        chains[language.lowercased()] ?? Self.computeChain(from: language, byLanguage: byLanguage, sorted: localizations)
    }

    /// The most tags a fallback chain looks at (a tag and its parents): CLDR's chains are shorter.
    private static let longestChain = 8

    /// `language` and its CLDR parents, nearest first, at most ``longestChain`` of them: the tags a
    /// fallback chain looks at, each asked of ICU once (``LocaleTag`` remembers the answers).
    static func tagAndParents(of language: String) -> [String] {
        var tags: [String] = []
        var current: String? = language
        while let tag = current, tags.count < longestChain {
            tags.append(tag)
            current = LocaleTag.parent(tag)
        }
        return tags
    }

    private static func computeChain(from language: String, byLanguage: [String: Int], sorted: [Localization]) -> [String] {
        var chain: [String] = []
        for tag in tagAndParents(of: language) {
            if let position = byLanguage[tag.lowercased()], !chain.contains(sorted[position].language) {
                chain.append(sorted[position].language)
            }
        }
        return chain
    }

    /// The string for `key` in `table` as the device finds it for `language`: the language's own table,
    /// then its parents' (region variants). `nil` when none has it (the device then shows the key).
    public func lookup(key: String, table: String, language: String) -> (value: String, table: LocalizationTable)? {
        let found = lookup(key: key, table: table, resolvedLanguage: language)
        guard let record = found.record, let copy = found.table else { return nil }
        return (record.entry.value, copy)
    }

    /// The value for `key` in exactly this language's table, with no fallback.
    public func string(forKey key: String, table: String, language: String) -> String? {
        localization(for: language)?.table(table)?.value(forKey: key)
    }

    /// Every parsed file's diagnostics plus the loader's, in one list.
    public var allParseDiagnostics: [Diagnostic] {
        var result = diagnostics
        for localization in localizations {
            for table in localization.tables.values {
                result += table.strings?.diagnostics ?? []
                result += table.stringsDict?.diagnostics ?? []
            }
        }
        return result
    }

    /// How many `.strings`, `.stringsdict` and `.xcstrings` files the catalog holds (a String Catalog once,
    /// however many languages it has).
    public var fileCount: Int {
        // A table read from an `.lproj` folder is one file of its own; the tables of one String Catalog
        // share its path. Only the latter are told apart by path (hashing every table's path was a
        // serial millisecond of a check of an app with a hundred languages).
        let catalogPaths = Set(stringCatalogs.map(\.path))
        var folderFiles = 0
        var catalogs = Set<String>()
        func count(_ path: String?) {
            guard let path else { return }
            if !catalogPaths.isEmpty && catalogPaths.contains(path) { catalogs.insert(path) } else { folderFiles += 1 }
        }
        for localization in localizations {
            for table in localization.tables.values {
                count(table.contents.strings?.path)
                count(table.contents.stringsDict?.path)
            }
        }
        return folderFiles + catalogs.count
    }

    /// The bundle's table files as they were read, each once, in no particular order: every file of its
    /// `.lproj` folders that was loaded, and every String Catalog (not the per-language tables compiled
    /// from a catalog). Suppression comments are read from these.
    public var tableFiles: [TableDocument] {
        let catalogPaths = Set(stringCatalogs.map(\.path))
        var files = stringCatalogs.map(TableDocument.stringCatalog)
        for localization in localizations {
            for table in localization.tables.values {
                if let strings = table.strings, !catalogPaths.contains(strings.path) { files.append(.strings(strings)) }
                if let plurals = table.stringsDict, !catalogPaths.contains(plurals.path) { files.append(.stringsDict(plurals)) }
            }
        }
        return files
    }

    /// The files whose `pushloc:disable` comments apply to the bundle's findings: ``tableFiles`` and
    /// ``unloadedTableFiles``.
    public var suppressionFiles: [TableDocument] { tableFiles + unloadedTableFiles }

    /// How many entries (distinct keys per table and language) the catalog holds.
    public var entryCount: Int {
        localizations.reduce(0) { total, localization in
            total + localization.tables.values.reduce(0) { $0 + $1.entryCount }
        }
    }
}
