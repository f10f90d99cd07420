import PushlocCatalog
import PushlocDiagnostics
import PushlocFormatString
import PushlocStringsFile

/// What the checks of the strings that notification templates name share: the table APNs looks loc
/// keys up in, and each language's copy of a named string. Each rule is a pass of its own
/// (``UnknownLocKeyCheck``, ``LocKeyNotFoundCheck``, ``LocArgsArityCheck``, ``PushSpecifierCheck``,
/// ``PushPluralCheck``):
/// templates name a few keys, so looking them up once per pass costs nothing next to a bundle's walk.
enum TemplateChecks {
    /// The table APNs looks loc keys up in.
    static let pushTable = "Localizable"

    /// The uses whose key the development language's push table holds, in its `.strings` or its
    /// `.stringsdict` entries (a String Catalog's plurals are the latter); the others are
    /// ``UnknownLocKeyCheck``'s, and no other check looks at them.
    static func knownUses(_ uses: [LocKeyUse], in catalog: LocalizedBundle) -> [LocKeyUse] {
        guard let reference = catalog.referenceTable(named: pushTable) else { return [] }
        return uses.filter { holds(reference, $0.key) }
    }

    /// Whether `table` has `key`, as a string or as a plural entry.
    static func holds(_ table: LocalizationTable, _ key: String) -> Bool {
        table.contains(key) || table.hasPlural(key)
    }

    /// One language's string for a loc key: its table, entry, parsed format and file.
    struct PushString {
        let language: String
        let table: LocalizationTable
        let entry: StringsEntry
        let format: ParsedFormat
        let document: StringsDocument
    }

    /// The string for `key` in each language of `catalog` that has it, in the catalog's language order.
    /// A language whose `.stringsdict` entry of the key replaces its string (CFBundle merges the plurals
    /// over the strings) has none here: what the phone does with that plural is ``PushPluralCheck``'s.
    static func strings(for key: String, in catalog: LocalizedBundle) -> [PushString] {
        catalog.localizations.compactMap { localization in
            guard let table = localization.table(pushTable), !table.hasPlural(key), let entry = table.entry(forKey: key),
                  let format = table.format(forKey: key), let document = table.strings else { return nil }
            return PushString(language: localization.language, table: table, entry: entry, format: format, document: document)
        }
    }

    /// One language's plural entry for a loc key, which replaces any string of the key on the phone.
    struct PushPlural {
        let language: String
        let table: LocalizationTable
        let entry: StringsDictEntry
        /// The file the entry is in (the `.stringsdict`, or the String Catalog it was compiled from).
        let file: String
    }

    /// The plural entry for `key` in each language of `catalog` whose copy of the push table has one,
    /// in the catalog's language order.
    static func plurals(for key: String, in catalog: LocalizedBundle) -> [PushPlural] {
        catalog.localizations.compactMap { localization in
            guard let table = localization.table(pushTable), let entry = table.pluralEntry(forKey: key),
                  let file = table.stringsDict?.path else { return nil }
            return PushPlural(language: localization.language, table: table, entry: entry, file: file)
        }
    }

    /// The members of a finding about `strings`: the development language first, then the others in
    /// the catalog's order, each at its string's value.
    static func members(_ strings: [PushString], developmentLanguage: String) -> [LanguageGroup.Member] {
        let ordered = strings.filter { $0.language == developmentLanguage } + strings.filter { $0.language != developmentLanguage }
        return ordered.map { string in
            LanguageGroup.Member(language: string.language, location: SourceLocation(
                file: string.document.path, line: string.entry.valueLine, column: string.entry.valueColumn))
        }
    }
}
