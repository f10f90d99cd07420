import Catalog

/// A server's shortcut to ``Catalog/lookup(key:table:resolvedLanguage:)``: per table (as the files spell
/// it, and lowercased) and per present language (as resolution returns it), the copies of the table
/// along the language's lookup chain (`fr-CA`'s, then `fr`'s), made once when the localizer is made.
///
/// A lookup per request then costs two dictionary reads and the key's own lookup, instead of
/// lowercasing the language and the table name once per step of the chain. A table or language spelled
/// another way is looked up through the catalog, with the same result.
struct TableCopies: Sendable {
    private let copies: [String: [String: [LocalizationTable]]]

    init(catalog: Catalog) {
        var copies: [String: [String: [LocalizationTable]]] = [:]
        for localization in catalog.localizations {
            let chain = catalog.lookupChain(from: localization.language)
            for (lowered, table) in localization.tables {
                let found = chain.compactMap { catalog.localization(for: $0)?.table(lowered) }
                for name in Set([lowered, table.name]) {
                    copies[name, default: [:]][localization.language] = found
                }
            }
        }
        self.copies = copies
    }

    /// What ``Catalog/lookup(key:table:resolvedLanguage:)`` returns for these arguments.
    func lookup(key: String, table: String, resolvedLanguage language: String, in catalog: Catalog) -> StringLookup {
        guard let found = copies[table]?[language] else {
            return catalog.lookup(key: key, table: table, resolvedLanguage: language)
        }
        for copy in found {
            if let record = copy.record(forKey: key) {
                return StringLookup(language: language, key: key, record: record, table: copy)
            }
        }
        return StringLookup(language: language, key: key, record: nil, table: nil)
    }
}
