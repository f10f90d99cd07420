import PushlocStringsFile

/// The files of one table that CFBundle reads for one localization: one `.strings` file and one
/// `.stringsdict` file, each the first copy along the bundle's search list.
///
/// `CFBundle_Strings.c` finds each of the two files by its own resource lookup through the search
/// list (the localization, its parents that are present, then the development language) and reads
/// only the file found: a key the file lacks shows the key itself, never a later localization's
/// text. The `.stringsdict` entries are merged over the `.strings` entries, so a key in both is the
/// `.stringsdict` entry.
public struct LoadedTableFiles: Sendable {
    /// The copy of the table whose `.strings` file the device reads, if any localization has one.
    public let strings: LocalizationTable?
    /// The copy of the table whose `.stringsdict` file the device reads, if any localization has one.
    public let plurals: LocalizationTable?

    /// The files found for these copies.
    public init(strings: LocalizationTable?, plurals: LocalizationTable?) {
        self.strings = strings
        self.plurals = plurals
    }

    /// The `.stringsdict` entry the device uses for `key`, which replaces any `.strings` entry.
    public func plural(forKey key: String) -> StringsDictEntry? {
        plurals?.pluralEntry(forKey: key)
    }

    /// What the device finds for `key`: the `.stringsdict` entry, else the loaded `.strings` record.
    public func lookup(key: String, language: String) -> StringLookup {
        if let plurals, let entry = plurals.pluralEntry(forKey: key) {
            return StringLookup(language: language, key: key, plural: entry, table: plurals)
        }
        let record = strings?.loadedRecord(forKey: key)
        return StringLookup(language: language, key: key, record: record, table: record == nil ? nil : strings)
    }
}

extension LocalizedBundle {
    /// The localizations the device searches for a table's files when set to `language` (already
    /// resolved): `language`, its parents that are present, then the development language.
    public func searchList(from language: String) -> [String] {
        let chain = lookupChain(from: language)
        guard hasDevelopmentLanguage, !chain.contains(where: { $0.lowercased() == developmentLanguage.lowercased() }) else {
            return chain
        }
        return chain + [developmentLanguage]
    }

    /// The files of `table` the device reads when set to `language` (already resolved).
    public func loadedFiles(of table: String, for language: String) -> LoadedTableFiles {
        var strings: LocalizationTable?
        var plurals: LocalizationTable?
        for tag in searchList(from: language) {
            guard let copy = localization(for: tag)?.table(table) else { continue }
            if strings == nil, copy.strings != nil { strings = copy }
            if plurals == nil, copy.stringsDict != nil { plurals = copy }
            if strings != nil, plurals != nil { break }
        }
        return LoadedTableFiles(strings: strings, plurals: plurals)
    }
}
