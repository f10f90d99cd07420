import PushlocCatalog
import PushlocStringsFile

/// A server's shortcut to `LocalizedBundle.lookup(key:table:resolvedLanguage:)`: per table (as the files spell
/// it, and lowercased) and per present language (as resolution returns it), the files of the table the
/// device reads (`LocalizedBundle.loadedFiles(of:for:)`), found once when the localizer is made.
///
/// A lookup per request then costs two dictionary reads and the key's own lookup, instead of
/// lowercasing the language and the table name once per step of the search list. A table or language
/// spelled another way is looked up through the catalog, with the same result.
struct TableCopies: Sendable {
    private let copies: [String: [String: CopyChain]]

    init(catalog: LocalizedBundle) {
        var copies: [String: [String: CopyChain]] = [:]
        var ordinals: [String: Int] = [:]
        for localization in catalog.localizations {
            for (lowered, table) in localization.tables {
                let ordinal = ordinals[lowered, default: 0]
                ordinals[lowered] = ordinal + 1
                let found = CopyChain(catalog.loadedFiles(of: lowered, for: localization.language), ordinal: ordinal)
                for name in Set([lowered, table.name]) {
                    copies[name, default: [:]][localization.language] = found
                }
            }
        }
        self.copies = copies
    }

    /// The files of `table` that a device resolved to `language` reads; `nil` for a table or language
    /// spelled otherwise than the catalog spells it (or absent).
    func chain(table: String, resolvedLanguage language: String) -> CopyChain? {
        copies[table]?[language]
    }

    /// What `LocalizedBundle.lookup(key:table:resolvedLanguage:)` returns for these arguments.
    func lookup(key: String, table: String, resolvedLanguage language: String, in catalog: LocalizedBundle) -> StringLookup {
        guard let found = chain(table: table, resolvedLanguage: language) else {
            return catalog.lookup(key: key, table: table, resolvedLanguage: language)
        }
        return found.files.lookup(key: key, language: language)
    }

    /// The `.strings` record ``lookup(key:table:resolvedLanguage:in:)`` finds, without the table it came from.
    func record(key: String, table: String, resolvedLanguage language: String, in catalog: LocalizedBundle) -> TableRecord? {
        guard let found = chain(table: table, resolvedLanguage: language) else {
            return catalog.lookup(key: key, table: table, resolvedLanguage: language).record
        }
        return found.record(forKey: key)
    }
}

/// The files of one table that one language reads, held by reference, with the `.strings` file's
/// record index: a request reads the index, which retains one reference, not the table.
final class CopyChain: Sendable {
    let files: LoadedTableFiles
    /// The chain's place among its ``TableCopies``' chains of the same table (0, 1, 2... per table):
    /// what names its language's strings among a kept template's (``PushlocPayloads/KeptAlertSources``).
    let ordinal: Int
    private let index: RecordIndex?
    /// The `.stringsdict` file's entries, when it has some: they replace `.strings` entries of the same key.
    private let plurals: PluralLookup?

    init(_ files: LoadedTableFiles, ordinal: Int) {
        self.files = files
        self.ordinal = ordinal
        index = files.strings?.recordIndex
        plurals = files.plurals?.pluralLookup.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The `.strings` record the device uses for `key`, as `LocalizedBundle.lookup(key:table:resolvedLanguage:)`
    /// finds it; `nil` when missing or replaced by a `.stringsdict` entry (``plural(forKey:hash:)``).
    func record(forKey key: String) -> TableRecord? {
        record(forKey: key, hash: EntryKeyHash(key: key))
    }

    /// ``record(forKey:)`` with `key`'s hash computed once by the caller, who looks the key up in the
    /// `.stringsdict` entries too: a server's every alert field is found with one hash of its key.
    func record(forKey key: String, hash: EntryKeyHash) -> TableRecord? {
        if let plurals, plurals.entry(forKey: key, hash: hash) != nil { return nil }
        return index?.record(forKey: key, hash: hash)
    }

    /// The `.stringsdict` entry the device uses for `key`, if any.
    func plural(forKey key: String) -> StringsDictEntry? {
        plural(forKey: key, hash: EntryKeyHash(key: key))
    }

    /// ``plural(forKey:)`` with `key`'s hash computed by the caller.
    func plural(forKey key: String, hash: EntryKeyHash) -> StringsDictEntry? {
        plurals?.entry(forKey: key, hash: hash)
    }
}
