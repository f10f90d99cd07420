import Catalog
import StringsFile

/// A server's shortcut to ``Catalog/lookup(key:table:resolvedLanguage:)``: per table (as the files spell
/// it, and lowercased) and per present language (as resolution returns it), the copies of the table
/// along the language's lookup chain (`fr-CA`'s, then `fr`'s), made once when the localizer is made.
///
/// A lookup per request then costs two dictionary reads and the key's own lookup, instead of
/// lowercasing the language and the table name once per step of the chain. A table or language spelled
/// another way is looked up through the catalog, with the same result.
struct TableCopies: Sendable {
    private let copies: [String: [String: CopyChain]]

    init(catalog: Catalog) {
        var copies: [String: [String: CopyChain]] = [:]
        for localization in catalog.localizations {
            let chain = catalog.lookupChain(from: localization.language)
            for (lowered, table) in localization.tables {
                let found = CopyChain(chain.compactMap { catalog.localization(for: $0)?.table(lowered) })
                for name in Set([lowered, table.name]) {
                    copies[name, default: [:]][localization.language] = found
                }
            }
        }
        self.copies = copies
    }

    /// The copies of `table` that a device resolved to `language` reads, in order; `nil` for a table
    /// or language spelled otherwise than the catalog spells it (or absent).
    func chain(table: String, resolvedLanguage language: String) -> CopyChain? {
        copies[table]?[language]
    }

    /// What ``Catalog/lookup(key:table:resolvedLanguage:)`` returns for these arguments.
    func lookup(key: String, table: String, resolvedLanguage language: String, in catalog: Catalog) -> StringLookup {
        guard let found = chain(table: table, resolvedLanguage: language) else {
            return catalog.lookup(key: key, table: table, resolvedLanguage: language)
        }
        for copy in found.tables {
            if let record = copy.record(forKey: key) {
                return StringLookup(language: language, key: key, record: record, table: copy)
            }
        }
        return StringLookup(language: language, key: key, record: nil, table: nil)
    }

    /// The record ``lookup(key:table:resolvedLanguage:in:)`` finds, without the table it came from.
    func record(key: String, table: String, resolvedLanguage language: String, in catalog: Catalog) -> TableRecord? {
        guard let found = chain(table: table, resolvedLanguage: language) else {
            return catalog.lookup(key: key, table: table, resolvedLanguage: language).record
        }
        return found.record(forKey: key)
    }
}

/// The copies of one table along one language's lookup chain, held by reference, with each copy's
/// record index: a request reads the indexes, which retain one reference each, not the tables.
final class CopyChain: Sendable {
    let tables: [LocalizationTable]
    private let indexes: [RecordIndex]

    init(_ tables: [LocalizationTable]) {
        self.tables = tables
        indexes = tables.map(\.recordIndex)
    }

    /// The record of the first copy that has `key`, as ``Catalog/lookup(key:table:resolvedLanguage:)`` finds it.
    func record(forKey key: String) -> TableRecord? {
        guard indexes.count > 1 else { return indexes.first?.record(forKey: key) }
        // A region variant's chain (`fr-CA`, `fr`) usually misses in its own copy: the key is hashed once.
        let hash = EntryKeyHash(key: key)
        for index in indexes {
            if let record = index.record(forKey: key, hash: hash) { return record }
        }
        return nil
    }
}
