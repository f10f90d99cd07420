import PushlocStringsFile

/// What the device shows for one key of one table, found as CFBundle finds it.
///
/// The table's `.strings` file is the first copy along the device's search list: the resolved
/// localization, its parents that are present (`fr-CA`, then `fr`), then the development language
/// (``LoadedTableFiles``). Only that one file is read: a key it lacks shows **the key itself**, never
/// a parent's or the development language's text, and a region variant with its own copy of the table
/// reads nothing from its parent's. Only the entries Apple's parser loads count (none of a file it
/// rejects, none after a point where it stops). A `.stringsdict` entry, found the same way, replaces
/// a `.strings` entry with the same key.
public struct StringLookup: Sendable {
    /// The localization the lookup was made for (the resolved language).
    public let language: String
    /// The key looked up.
    public let key: String
    /// The `.strings` record found; `nil` when the key is missing or a `.stringsdict` entry replaces it.
    public let record: TableRecord?
    /// The `.stringsdict` entry found, which replaces any `.strings` entry of the key.
    public let plural: StringsDictEntry?
    /// The copy of the table the record or plural entry came from.
    public let table: LocalizationTable?

    /// Creates a lookup result.
    public init(language: String, key: String, record: TableRecord?, table: LocalizationTable?) {
        self.language = language
        self.key = key
        self.record = record
        self.plural = nil
        self.table = table
    }

    /// Creates the result of a key found in a `.stringsdict` file.
    public init(language: String, key: String, plural: StringsDictEntry, table: LocalizationTable) {
        self.language = language
        self.key = key
        self.record = nil
        self.plural = plural
        self.table = table
    }

    /// Whether the key was found, in the `.strings` or the `.stringsdict` file.
    public var found: Bool { record != nil || plural != nil }

    /// The text the device shows before substitution: the value, the `.stringsdict` entry's format
    /// key, or the key itself when missing.
    public var text: String { record?.entry.value ?? plural?.formatKey ?? key }
}

extension LocalizedBundle {
    /// The device's whole lookup: the localization picked for `table` and these preferred languages
    /// (most preferred first), then `key` in the files of the table that localization reads.
    public func lookup(key: String, table: String, preferredLanguages: [String]) -> StringLookup {
        lookup(key: key, table: table, resolvedLanguage: resolve(preferredLanguages: preferredLanguages, table: table))
    }

    /// `key` in the files of `table` that a device set to `language` reads (a language already
    /// resolved, for example with ``resolve(preferredLanguages:table:)``): see ``LoadedTableFiles``.
    public func lookup(key: String, table: String, resolvedLanguage language: String) -> StringLookup {
        loadedFiles(of: table, for: language).lookup(key: key, language: language)
    }

    /// Whether a device set to `language` (already resolved) reads `table` from a copy of its own or
    /// a parent's, rather than the development language's.
    public func hasCopy(of table: String, for language: String) -> Bool {
        lookupChain(from: language).contains { localization(for: $0)?.table(table) != nil }
    }
}
