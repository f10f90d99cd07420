import Diagnostics
import FormatString
import StringsFile
import Synchronization

/// One table (`Localizable`, `Buttons`) of one language: the parsed `.strings` file and, when present,
/// its `.stringsdict` companion.
public struct LocalizationTable: Sendable {
    /// The table name as the file spells it (`Localizable`).
    public let name: String
    /// The canonical BCP 47 tag of the `.lproj` folder (`pt-BR`), or `Base`.
    public let language: String
    /// The parsed `.strings` file, if the table has one.
    public let strings: StringsDocument?
    /// The parsed `.stringsdict` file, if the table has one.
    public let stringsDict: StringsDictDocument?
    /// The winning entries (the last of each key, as on the device), in file order of their first
    /// appearance, each with its format parsed once at load.
    public let records: [TableRecord]
    /// Key -> index into ``records``, by exact bytes as on the device.
    private let index: ExactKeyIndex
    /// Key -> index into the `.stringsdict` entries (the last of each key).
    private let pluralIndex: ExactKeyIndex

    /// Creates a table from parsed files.
    public init(name: String, language: String, strings: StringsDocument?, stringsDict: StringsDictDocument? = nil) {
        self.name = name
        self.language = language
        self.strings = strings
        self.stringsDict = stringsDict
        let entries = strings?.entries ?? []
        var index = ExactKeyIndex(expectedCount: entries.count)
        var records: [TableRecord] = []
        records.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() {
            let record = TableRecord(entries: entries, position: position)
            if let existing = index.position(of: entry.key) {
                records[existing] = record
            } else {
                index.insert(entry.key, at: records.count)
                records.append(record)
            }
        }
        self.index = index
        self.records = records
        let plurals = stringsDict?.entries ?? []
        var pluralIndex = ExactKeyIndex(expectedCount: plurals.count)
        for (position, entry) in plurals.enumerated() { pluralIndex.insert(entry.key, at: position) }
        self.pluralIndex = pluralIndex
    }

    /// The record for `key`, if the table has it.
    public func record(forKey key: String) -> TableRecord? {
        index.position(of: key).map { records[$0] }
    }

    /// The winning entry for `key` (the last one in the file), if any.
    public func entry(forKey key: String) -> StringsEntry? {
        record(forKey: key)?.entry
    }

    /// The value for `key`, if the table has it.
    public func value(forKey key: String) -> String? {
        record(forKey: key)?.entry.value
    }

    /// The parsed format of the value for `key`, if the table has it.
    public func format(forKey key: String) -> ParsedFormat? {
        record(forKey: key)?.format
    }

    /// Every key with a winning entry.
    public var keys: [String] { records.map(\.entry.key) }

    /// Whether the table has `key` in its `.strings` entries.
    public func contains(_ key: String) -> Bool { index.contains(key) }

    /// The plural (`.stringsdict`) entry for `key` (the last, if the file repeats it), if any.
    public func pluralEntry(forKey key: String) -> StringsDictEntry? {
        guard let position = pluralIndex.position(of: key), let entries = stringsDict?.entries else { return nil }
        return entries[position]
    }

    /// Whether the table has a plural (`.stringsdict`) entry for `key`.
    public func hasPlural(_ key: String) -> Bool { pluralIndex.contains(key) }

    /// How many distinct keys the `.strings` file has.
    public var count: Int { records.count }

    /// How many distinct keys the table has, `.strings` and `.stringsdict` together.
    public var entryCount: Int {
        guard let plurals = stringsDict?.entries, !plurals.isEmpty else { return records.count }
        var counted = ExactKeyIndex(expectedCount: plurals.count)
        for entry in plurals where !index.contains(entry.key) { counted.insert(entry.key, at: 0) }
        return records.count + counted.count
    }
}

/// One key of a table: its winning entry, and what its value reads.
///
/// A class, so that passing a record around costs one reference count, not one per field. Only values
/// that contain a `%` (in real apps about one in ten) are looked at when loaded, and only by a parse
/// that keeps a ``FormatSummary``: what the checks compare. The full ``format``, with the segments
/// and render plan that substitution needs, is parsed on first use and kept (a server renders few of
/// a catalog's strings; a table of two million values with `%@` would otherwise hold two million plans).
public final class TableRecord: Sendable {
    /// The document's entries, shared by every record of the table (one reference, not a copy of the
    /// entry per record: a table of millions of keys kept each entry twice), and this record's place.
    private let entries: [StringsEntry]
    private let position: Int
    /// What the value reads and whether it has problems; `nil` for a value without `%`.
    public let summary: FormatSummary?
    private let parsed = AtomicLazyReference<SharedParsedFormat>()

    /// The entry the device uses (the last one for its key).
    public var entry: StringsEntry { entries[position] }

    /// Creates a record, summarising the value's format when it has a `%`.
    public convenience init(entry: StringsEntry) {
        self.init(entries: [entry], position: 0)
    }

    /// The record of `entries[position]`, sharing the array.
    init(entries: [StringsEntry], position: Int) {
        self.entries = entries
        self.position = position
        let value = entries[position].value
        self.summary = value.containsUTF8Byte(UInt8(ascii: "%")) ? FormatSummary(parsing: value) : nil
    }

    /// Creates a record with an already parsed format.
    public init(entry: StringsEntry, format: ParsedFormat) {
        self.entries = [entry]
        self.position = 0
        self.summary = FormatSummary(format)
        _ = parsed.storeIfNil(SharedParsedFormat(format))
    }

    /// The key.
    public var key: String { entries[position].key }

    /// The entry's value, parsed as a format string (parsed once, on first use, for a value with `%`).
    public var format: ParsedFormat {
        guard summary != nil else { return ParsedFormat(entries[position].value) }
        if let known = parsed.load() { return known.format }
        return parsed.storeIfNil(SharedParsedFormat(ParsedFormat(entries[position].value))).format
    }

    /// What the value reads: empty for a value without `%`, with no parse.
    public var signature: FormatSignature { summary?.signature ?? .empty }

    /// Whether the value has a `%` (and so may read arguments or have format issues).
    public var hasPercent: Bool { summary != nil }

    /// The value as the device shows it for string `arguments` (APNs `loc-args`).
    public func substituting(_ arguments: [String]) -> String {
        summary == nil ? entries[position].value : format.substituting(arguments)
    }
}

/// A parsed format in a box, so that a record can keep it once made.
final class SharedParsedFormat: Sendable {
    let format: ParsedFormat

    init(_ format: ParsedFormat) {
        self.format = format
    }
}
