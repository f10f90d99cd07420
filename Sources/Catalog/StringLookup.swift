/// What the device shows for one key of one table, found as CFBundle finds it.
///
/// The table's file is taken from the first localization of the device's search list that has a
/// copy of the table (a language without `Localizable.strings` uses the next one's, in the end the
/// development language's); a region variant also reads its parents' copies (`fr-CA`, then `fr`).
/// A key missing from the copies found shows **the key itself**, never another language's text.
public struct StringLookup: Sendable {
    /// The localization whose copy of the table is used (`en` for a language that has no copy).
    public let language: String
    /// The key looked up.
    public let key: String
    /// The record found, `nil` when the key is missing (the device then shows ``key``).
    public let record: TableRecord?
    /// The copy of the table the record came from.
    public let table: LocalizationTable?

    /// Creates a lookup result.
    public init(language: String, key: String, record: TableRecord?, table: LocalizationTable?) {
        self.language = language
        self.key = key
        self.record = record
        self.table = table
    }

    /// Whether the key was found.
    public var found: Bool { record != nil }

    /// The text the device shows before substitution: the value, or the key itself when missing.
    public var text: String { record?.entry.value ?? key }
}

extension Catalog {
    /// The device's whole lookup: the localization picked for `table` and these preferred languages
    /// (most preferred first), then `key` in that localization's copy of the table and its parents'.
    public func lookup(key: String, table: String, preferredLanguages: [String]) -> StringLookup {
        lookup(key: key, table: table, resolvedLanguage: resolve(preferredLanguages: preferredLanguages, table: table))
    }

    /// `key` in `language`'s copy of `table` and its parents' (a language already resolved for the
    /// table with ``resolve(preferredLanguages:table:)``).
    public func lookup(key: String, table: String, resolvedLanguage language: String) -> StringLookup {
        for tag in lookupChain(from: language) {
            if let copy = localization(for: tag)?.table(table), let record = copy.record(forKey: key) {
                return StringLookup(language: language, key: key, record: record, table: copy)
            }
        }
        return StringLookup(language: language, key: key, record: nil, table: nil)
    }

    /// Whether a device set to `language` (already resolved) reads `table` from a copy of its own or
    /// a parent's, rather than the development language's.
    public func hasCopy(of table: String, for language: String) -> Bool {
        lookupChain(from: language).contains { localization(for: $0)?.table(table) != nil }
    }
}
