#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushlocDiagnostics
import PushlocFormatString
import PushlocStringsFile
import Synchronization

/// One table (`Localizable`, `Buttons`) of one language: the parsed `.strings` file and, when present,
/// its `.stringsdict` companion.
public struct LocalizationTable: Sendable {
    /// The table name as the file spells it (`Localizable`).
    @inlinable public var name: String { contents.name }
    /// The canonical BCP 47 tag of the `.lproj` folder (`pt-BR`), or `Base`.
    @inlinable public var language: String { contents.language }
    /// The parsed `.strings` file, if the table has one.
    @inlinable public var strings: StringsDocument? { contents.strings }
    /// The parsed `.stringsdict` file, if the table has one.
    @inlinable public var stringsDict: StringsDictDocument? { contents.stringsDict }
    /// Whether this is the table of a storyboard or xib (``InterfaceBuilderTables``): its values are
    /// labels that the device shows as written, never passed to `String(format:)`.
    public internal(set) var isInterfaceBuilder = false
    /// Everything else, immutable and shared: a table is copied wherever bundles and checks pass it
    /// around (thousands of times in a check of an app), and a copy is then one reference, not the
    /// dozen that its documents, records and index hold. The getters above are inlinable, so that a
    /// check in another module reads a document where it lies instead of receiving a copy.
    @usableFromInline let contents: Contents

    /// The shared part of a table.
    @usableFromInline final class Contents: Sendable {
        @usableFromInline let name: String
        @usableFromInline let language: String
        @usableFromInline let strings: StringsDocument?
        @usableFromInline let stringsDict: StringsDictDocument?
        /// The winning entries and what their values read; keys are looked up in the document's own index.
        let storage: RecordStorage
        /// The records of the entries the device loads (``StringsFile/StringsDocument/loadedEntryCount``),
        /// when that is fewer than all: `nil` when the device loads every entry.
        let loadedStorage: RecordStorage?
        /// Key -> index into the `.stringsdict` entries (the last of each key).
        let pluralIndex: ExactKeyIndex

        init(name: String, language: String, strings: StringsDocument?, stringsDict: StringsDictDocument?) {
            self.name = name
            self.language = language
            // Lookups use the document's index of its keys (by exact bytes), rebuilt if its entries were edited.
            let document = strings?.indexed()
            self.strings = document
            self.stringsDict = stringsDict
            storage = document.map(RecordStorage.init(document:)) ?? RecordStorage.empty
            if let document, document.loadedEntryCount < document.entries.count {
                // The device's parser stopped or gave up: only the entries before that point are looked up.
                loadedStorage = RecordStorage(entries: Array(document.entries.prefix(document.loadedEntryCount)))
            } else {
                loadedStorage = nil
            }
            let plurals = stringsDict?.entries ?? []
            var pluralIndex = ExactKeyIndex(expectedCount: plurals.count)
            for (position, entry) in plurals.enumerated() { pluralIndex.insert(entry.key, at: position) }
            self.pluralIndex = pluralIndex
        }
    }

    private var storage: RecordStorage { contents.storage }
    private var loadedStorage: RecordStorage? { contents.loadedStorage }
    private var pluralIndex: ExactKeyIndex { contents.pluralIndex }

    /// Creates a table from parsed files.
    public init(name: String, language: String, strings: StringsDocument?, stringsDict: StringsDictDocument? = nil) {
        contents = Contents(name: name, language: language, strings: strings, stringsDict: stringsDict)
    }

    /// The winning entries (the last of each key, as on the device), in file order of their first
    /// appearance, each with what its format reads.
    public var records: TableRecords { TableRecords(storage: storage) }

    /// The record for `key` (compared by its exact bytes, as on the device), if the table has it.
    public func record(forKey key: String) -> TableRecord? {
        storage.lookup?.lastIndex(forKey: key).flatMap(record(ofEntry:))
    }

    /// The record the device loads for `key`: like ``record(forKey:)``, but only among the entries
    /// Apple's parser reads (none of a file it rejects, none after a point where it stops).
    public func loadedRecord(forKey key: String) -> TableRecord? {
        guard let loadedStorage else { return record(forKey: key) }
        return RecordIndex(storage: loadedStorage).record(forKey: key)
    }

    /// Whether the device loads every parsed entry of the `.strings` file.
    public var loadsEveryEntry: Bool { loadedStorage == nil }

    /// The record whose key has exactly the bytes of `entry`'s key (an entry of another table), if the
    /// table has one. Makes no string.
    public func record(forKeyOf entry: StringsEntry) -> TableRecord? {
        recordPosition(forKeyOf: entry).map { TableRecord(storage: storage, position: $0) }
    }

    /// The position in ``records`` of the record whose key has exactly the bytes of `entry`'s key (an
    /// entry of another table), if the table has one. Makes no string.
    public func recordPosition(forKeyOf entry: StringsEntry) -> Int? {
        storage.lookup?.lastIndex(forKeyOf: entry).flatMap { storage.record(ofEntry: $0) }
    }

    /// ``recordPosition(forKeyOf:)`` for the record at `position` of `other`'s ``records``: its key's
    /// hash is reused, not computed again.
    public func recordPosition(forKeyOfRecord position: Int, in other: LocalizationTable) -> Int? {
        guard let lookup = storage.lookup, let theirs = other.storage.lookup else { return nil }
        let entryIndex = other.storage.entryIndex(ofRecord: position)
        return lookup.lastIndex(forKeyOfEntryAt: entryIndex, in: other.storage.entries, hash: theirs.keyHash(ofEntry: entryIndex))
            .flatMap { storage.record(ofEntry: $0) }
    }

    /// For each record of `other`'s ``records``, in order, the position in ``records`` of the record
    /// whose key has exactly its bytes, or -1 where this table has none: ``recordPosition(forKeyOfRecord:in:)``
    /// for every record at once, both tables' texts read in place.
    public func recordPositions(forKeysOf other: LocalizationTable) -> [Int32] {
        guard let lookup = storage.lookup, let theirs = other.storage.lookup else {
            return Array(repeatElement(-1, count: other.storage.count))
        }
        let entryIndices = (0..<other.storage.count).map { other.storage.entryIndex(ofRecord: $0) }
        var found = lookup.lastIndices(forKeysOf: other.storage.entries, at: entryIndices, theirs: theirs)
        for index in found.indices where found[index] >= 0 {
            found[index] = Int32(truncatingIfNeeded: storage.record(ofEntry: Int(found[index])) ?? -1)
        }
        return found
    }

    private func record(ofEntry index: Int) -> TableRecord? {
        storage.record(ofEntry: index).map { TableRecord(storage: storage, position: $0) }
    }

    /// The winning entry for `key` (the last one in the file), if any.
    public func entry(forKey key: String) -> StringsEntry? {
        storage.lookup?.lastIndex(forKey: key).map { storage.entries[$0] }
    }

    /// The value for `key`, if the table has it.
    public func value(forKey key: String) -> String? {
        entry(forKey: key)?.value
    }

    /// The parsed format of the value for `key`, if the table has it.
    public func format(forKey key: String) -> ParsedFormat? {
        record(forKey: key)?.format
    }

    /// Every key with a winning entry.
    public var keys: [String] { records.map(\.key) }

    /// Whether the table has `key` in its `.strings` entries.
    public func contains(_ key: String) -> Bool { storage.lookup?.lastIndex(forKey: key) != nil }

    /// Whether the table has an entry whose key has exactly the bytes of `entry`'s key. Makes no string.
    public func contains(keyOf entry: StringsEntry) -> Bool { storage.lookup?.lastIndex(forKeyOf: entry) != nil }

    /// The plural (`.stringsdict`) entry for `key` (the last, if the file repeats it), if any.
    public func pluralEntry(forKey key: String) -> StringsDictEntry? {
        guard let position = pluralIndex.position(of: key), let entries = stringsDict?.entries else { return nil }
        return entries[position]
    }

    /// Whether the table has a plural (`.stringsdict`) entry for `key`.
    public func hasPlural(_ key: String) -> Bool { pluralIndex.contains(key) }

    /// Whether the table has a plural (`.stringsdict`) entry whose key has exactly the bytes of the key
    /// of the record at `position` of `other`'s ``records`` (`other` may be this table). Makes no
    /// string, and reuses the hash `other` stored for the key.
    public func hasPlural(keyOfRecord position: Int, in other: LocalizationTable) -> Bool {
        guard pluralIndex.count > 0 else { return false }
        let entryIndex = other.storage.entryIndex(ofRecord: position)
        let hash = other.storage.lookup?.keyHash(ofEntry: entryIndex)
        // Most records have no plural: the stored hash tells, before the key's bytes are fetched.
        if let hash, !pluralIndex.mayContain(hash: hash) { return false }
        var found = false
        other.storage.entries.forKeyUTF8(at: entryIndex) { found = pluralIndex.position(ofUTF8: $0, hash: hash) != nil }
        return found
    }

    /// How many distinct keys the `.strings` file has.
    public var count: Int { storage.count }

    /// How many distinct keys the table has, `.strings` and `.stringsdict` together.
    public var entryCount: Int {
        guard let plurals = stringsDict?.entries, !plurals.isEmpty else { return storage.count }
        var counted = ExactKeyIndex(expectedCount: plurals.count)
        for entry in plurals where !contains(entry.key) { counted.insert(entry.key, at: 0) }
        return storage.count + counted.count
    }
}

/// The records of a table, in file order of each key's first appearance. Each record is made when read
/// (a reference and a position): a table keeps no object per key.
public struct TableRecords: RandomAccessCollection, Sendable {
    let storage: RecordStorage

    /// The first position, 0.
    public var startIndex: Int { 0 }
    /// The number of records.
    public var endIndex: Int { storage.count }

    /// The record at `position`.
    public subscript(position: Int) -> TableRecord {
        TableRecord(storage: storage, position: position)
    }

    /// ``TableRecord/hasPercent`` of the record at `position`, without making the record: a loop over
    /// every record of a table tests this first, and most values have no `%`.
    public func hasPercent(at position: Int) -> Bool {
        storage.isSummarized(position)
    }

    /// ``TableRecord/hasSpaceFlagOrVariableMark`` of the record at `position`, without making the record.
    public func hasSpaceFlagOrVariableMark(at position: Int) -> Bool {
        storage.hasMark(position)
    }

    /// ``TableRecord/hasEmptyValue`` of the record at `position`, without making the record.
    public func hasEmptyValue(at position: Int) -> Bool {
        storage.hasEmptyValue(position)
    }

    /// Calls `body` with the UTF-8 bytes of the key of the record at `position`, read in place: no
    /// entry copied and no string made.
    package func forKeyUTF8(at position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        storage.entries.forKeyUTF8(at: storage.entryIndex(ofRecord: position), body)
    }
}

/// One key of a table: its winning entry, and what its value reads.
///
/// A record is a view (a reference and a position) into its table's storage, which keeps per key only
/// the index of its entry (when keys repeat), a ``FormatSummary`` and a slot for the full format. Only
/// values that contain a `%` (in real apps about one in ten) are looked at when loaded, and only by a
/// parse that keeps a ``FormatSummary``: what the checks compare. The full ``format``, with the segments
/// and render plan that substitution needs, is parsed on first use and kept (a server renders few of a
/// catalog's strings; a table of two million values with `%@` would otherwise hold two million plans).
public struct TableRecord: Sendable {
    private let storage: RecordStorage
    private let position: Int

    init(storage: RecordStorage, position: Int) {
        self.storage = storage
        self.position = position
    }

    /// A record of its own for `entry`, summarising the value's format when it has a `%`.
    public init(entry: StringsEntry) {
        self.init(storage: RecordStorage(entries: [entry]), position: 0)
    }

    /// A record of its own for `entry` with an already parsed format.
    public init(entry: StringsEntry, format: ParsedFormat) {
        self.init(storage: RecordStorage(entry: entry, format: format), position: 0)
    }

    /// The entry the device uses (the last one for its key).
    public var entry: StringsEntry { storage.entries[storage.entryIndex(ofRecord: position)] }

    /// The key.
    public var key: String { entry.key }

    /// What the value reads and whether it has problems; `nil` for a value without `%`.
    public var summary: FormatSummary? { storage.summary(ofRecord: position) }

    /// The entry's value, parsed as a format string (parsed once, on first use, for a value with `%`).
    public var format: ParsedFormat {
        storage.format(ofRecord: position) { ParsedFormat(entry.value) }
    }

    /// What the value reads: empty for a value without `%`, with no parse.
    public var signature: FormatSignature { summary?.signature ?? .empty }

    /// Whether the value has a `%` (and so may read arguments or have format issues).
    public var hasPercent: Bool { storage.isSummarized(position) }

    /// Whether the value holds a `% ` or a `#@`: the two things a translation can get wrong with the
    /// same signature as its source (a space flag that eats a letter, a `%#@name@` variable outside a
    /// `.stringsdict`). Found with the `%` when the table is loaded, so that comparing a record with
    /// its source reads no byte of the value again.
    public var hasSpaceFlagOrVariableMark: Bool { storage.hasMark(position) }

    /// Whether the value is empty, read in place (no copy of the entry).
    public var hasEmptyValue: Bool { storage.hasEmptyValue(position) }

    /// Whether the value's bytes contain `byte`, read in place (no copy of the entry).
    public func valueContainsUTF8Byte(_ byte: UInt8) -> Bool {
        var contains = false
        storage.entries.forValueUTF8(at: storage.entryIndex(ofRecord: position)) { bytes in
            contains = bytes.baseAddress.map { memchr($0, Int32(byte), bytes.count) != nil } ?? false
        }
        return contains
    }

    /// The value as the device shows it for string `arguments` (APNs `loc-args`).
    public func substituting(_ arguments: [String]) -> String {
        guard hasPercent else { return entry.value }
        return storage.sharedFormat(ofRecord: position) { ParsedFormat(entry.value) }.substituting(arguments)
    }

    /// How many string arguments the device reads for the value (``FormatString/ParsedFormat/deviceArgumentCount``):
    /// 0 for a value without `%`, with no parse.
    package var deviceArgumentCount: Int {
        guard hasPercent else { return 0 }
        return storage.sharedFormat(ofRecord: position) { ParsedFormat(entry.value) }.deviceArgumentCount
    }
}

/// A table's records: its document's entries, which of them win (the last of each key), a summary of
/// each winner's format, and a slot for its full format.
final class RecordStorage: Sendable {
    /// The document's entries (shared with it, not copied).
    let entries: [StringsEntry]
    /// The document's entries by key (`nil` for a table without a `.strings` document).
    let lookup: EntryKeyLookup?
    /// Record position -> entry index, when some key repeats; `nil` when entry `i` is record `i`.
    private let recordEntries: [Int32]?
    /// Entry index -> record position (-1 for an entry a later one of its key replaces), when some key
    /// repeats.
    private let entryRecords: [Int32]?
    /// Which records have a summary (their value has a `%`; in real apps about one in ten), and the
    /// place of each one's summary and format slot.
    private let summarized: BitRanks
    /// What the value of each summarised record reads.
    private let summaries: [FormatSummary]
    /// The full format of each summarised record, once made.
    private let formats: FormatSlots
    /// Which records' values hold a `% ` or a `#@` (see ``TableRecord/hasSpaceFlagOrVariableMark``).
    private let marks: PositionSet
    /// Which records' values are empty.
    private let empties: PositionSet
    /// The number of records.
    let count: Int

    /// The records of a document whose index matches its entries (see ``StringsDocument/indexed()``).
    init(document: StringsDocument) {
        let entries = document.entries
        self.entries = entries
        self.lookup = document.keyLookup
        if document.hasRepeatedKeys {
            var recordEntries: [Int32] = []
            // Filled from `repeatElement`: `Array(repeating:count:)` allocates through the standard
            // library's unspecialized generic code, several hundred instructions a call.
            var entryRecords: [Int32] = Array(repeatElement(-1, count: entries.count))
            for entry in entries {
                // The first entry of a key makes its record, which holds the key's last entry.
                guard let last = document.lastIndex(forKeyOf: entry), entryRecords[last] < 0 else { continue }
                entryRecords[last] = Int32(truncatingIfNeeded: recordEntries.count)
                recordEntries.append(Int32(truncatingIfNeeded: last))
            }
            self.recordEntries = recordEntries
            self.entryRecords = entryRecords
        } else {
            recordEntries = nil
            entryRecords = nil
        }
        let order = recordEntries
        let count = order?.count ?? entries.count
        var summarized = BitRanks(count: count)
        var summaries: [FormatSummary] = []
        var marks = PositionSet(count: count)
        var empties = PositionSet(count: count)
        // Each value is looked at in place (an entry read from the array would be copied, which
        // retains and releases its document), the text they share opened once for all of them.
        entries.forEachValueUTF8(count: count, at: order) { position, value in
            let scan = ValueMarks(value)
            if scan.hasMark { marks.insert(position) }
            if scan.isEmpty { empties.insert(position) }
            guard scan.hasPercent else { return }
            summarized.insert(position)
            // The bytes are the value's UTF-8, so the string made of them is the entry's value.
            summaries.append(FormatSummary.plain(value) ?? FormatSummary(parsing: String(decoding: value, as: UTF8.self)))
        }
        summarized.finish()
        self.count = count
        self.summarized = summarized
        self.summaries = summaries
        self.formats = FormatSlots(count: summaries.count)
        self.marks = marks
        self.empties = empties
    }

    /// No records.
    static let empty = RecordStorage(entries: [])

    /// Records of `entries` (the last of each key wins, as in a file).
    convenience init(entries: [StringsEntry]) {
        var document = StringsDocument(path: "")
        document.entries = entries
        self.init(document: document.indexed())
    }

    /// One record with an already parsed format.
    init(entry: StringsEntry, format: ParsedFormat) {
        entries = [entry]
        lookup = nil
        recordEntries = nil
        entryRecords = nil
        var summarized = BitRanks(count: 1)
        summarized.insert(0)
        summarized.finish()
        self.summarized = summarized
        summaries = [FormatSummary(format)]
        formats = FormatSlots(count: 1)
        var marks = PositionSet(count: 1)
        var empties = PositionSet(count: 1)
        let scan = entry.withValueUTF8(ValueMarks.init)
        if scan.hasMark { marks.insert(0) }
        if scan.isEmpty { empties.insert(0) }
        self.marks = marks
        self.empties = empties
        count = 1
        _ = formats.format(at: 0) { format }
    }

    /// What the value of the record at `position` reads; `nil` for a value without `%`.
    @inline(__always)
    func summary(ofRecord position: Int) -> FormatSummary? {
        summarized.rank(of: position).map { summaries[$0] }
    }

    /// The full format of the record at `position`, which must have a summary, made by `make` once.
    func format(ofRecord position: Int, make: () -> ParsedFormat) -> ParsedFormat {
        guard let slot = summarized.rank(of: position) else { return make() }
        return formats.format(at: slot, make: make)
    }

    /// The box of the full format of the record at `position` (as ``format(ofRecord:make:)``): a
    /// server's substitution reads the format in place, copying none of its arrays.
    @inline(__always)
    func sharedFormat(ofRecord position: Int, make: () -> ParsedFormat) -> SharedParsedFormat {
        guard let slot = summarized.rank(of: position) else { return SharedParsedFormat(make()) }
        return formats.shared(at: slot, make: make)
    }

    /// Whether the value of the record at `position` holds a `% ` or a `#@`.
    @inline(__always)
    func hasMark(_ position: Int) -> Bool {
        marks.contains(position)
    }

    /// Whether the value of the record at `position` is empty.
    @inline(__always)
    func hasEmptyValue(_ position: Int) -> Bool {
        empties.contains(position)
    }

    /// Whether the record at `position` has a summary (its value has a `%`).
    @inline(__always)
    func isSummarized(_ position: Int) -> Bool {
        summarized.rank(of: position) != nil
    }

    /// The entry index of the record at `position`.
    @inline(__always)
    func entryIndex(ofRecord position: Int) -> Int {
        recordEntries.map { Int($0[position]) } ?? position
    }

    /// The record of the entry at `index`, `nil` when a later entry of its key replaces it.
    func record(ofEntry index: Int) -> Int? {
        guard let entryRecords else { return index }
        let position = Int(entryRecords[index])
        return position < 0 ? nil : position
    }
}

/// A set of positions `0..<count` as one bit each, with the number of members before each word: a
/// member's rank (its place among the members) in constant time, for arrays that hold something only
/// for the members.
struct BitRanks: Sendable {
    private var words: [UInt64]
    private var ranks: [UInt32] = []

    init(count: Int) {
        words = Array(repeatElement(0, count: (count + 63) / 64))
    }

    mutating func insert(_ position: Int) {
        words[position >> 6] |= 1 << UInt64(position & 63)
    }

    /// Counts the members before each word; call once, after the last ``insert(_:)``.
    mutating func finish() {
        ranks.reserveCapacity(words.count)
        var total: UInt32 = 0
        for word in words {
            ranks.append(total)
            total &+= UInt32(word.nonzeroBitCount)
        }
    }

    /// The rank of `position`, or `nil` when it is not a member.
    @inline(__always)
    func rank(of position: Int) -> Int? {
        let word = words[position >> 6]
        let bit: UInt64 = 1 << UInt64(position & 63)
        guard word & bit != 0 else { return nil }
        return Int(ranks[position >> 6]) + (word & (bit &- 1)).nonzeroBitCount
    }
}

/// One slot per summarised record for its full format, made on first use and kept: an atomic reference each, so
/// that concurrent readers (a server's requests) share one parse without a lock.
final class FormatSlots: @unchecked Sendable {
    // @unchecked: the slots are written only by an atomic compare-and-exchange of a retained
    // reference (as `AtomicLazyReference` does), and released once in `deinit`.
    private let slots: UnsafeMutablePointer<Atomic<UInt>>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: max(count, 1))
        for index in 0..<count { (slots + index).initialize(to: Atomic(0)) }
    }

    deinit {
        for index in 0..<count {
            if let pointer = UnsafeRawPointer(bitPattern: slots[index].load(ordering: .acquiring)) {
                Unmanaged<SharedParsedFormat>.fromOpaque(pointer).release()
            }
        }
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// The format in slot `index`, made by `make` (once, whichever thread wins) if the slot is empty.
    func format(at index: Int, make: () -> ParsedFormat) -> ParsedFormat {
        shared(at: index, make: make).format
    }

    /// The box of the format in slot `index`, made by `make` (once, whichever thread wins) if the slot is empty.
    func shared(at index: Int, make: () -> ParsedFormat) -> SharedParsedFormat {
        if let pointer = UnsafeRawPointer(bitPattern: slots[index].load(ordering: .acquiring)) {
            return Unmanaged<SharedParsedFormat>.fromOpaque(pointer).takeUnretainedValue()
        }
        let made = Unmanaged.passRetained(SharedParsedFormat(make()))
        let (stored, current) = slots[index].compareExchange(
            expected: 0, desired: UInt(bitPattern: made.toOpaque()), successOrdering: .acquiringAndReleasing, failureOrdering: .acquiring)
        if stored { return made.takeUnretainedValue() }
        made.release()
        guard let pointer = UnsafeRawPointer(bitPattern: current) else { return SharedParsedFormat(make()) }
        return Unmanaged<SharedParsedFormat>.fromOpaque(pointer).takeUnretainedValue()
    }
}

/// A parsed format in a box, so that a record can keep it once made.
final class SharedParsedFormat: Sendable {
    let format: ParsedFormat

    init(_ format: ParsedFormat) {
        self.format = format
    }

    /// ``FormatString/ParsedFormat/substituting(_:)-([String])`` of the kept format.
    func substituting(_ arguments: [String]) -> String {
        format.substituting(arguments)
    }

    /// ``FormatString/ParsedFormat/deviceArgumentCount`` of the kept format.
    var deviceArgumentCount: Int { format.deviceArgumentCount }
}

extension LocalizationTable {
    /// The table's records by key without the rest of the table: one reference, so that a server can
    /// hold and read many tables' lookups without retaining each table's fields per read.
    /// Only the entries the device loads are indexed (``loadedRecord(forKey:)``).
    package var recordIndex: RecordIndex { RecordIndex(storage: loadedStorage ?? storage) }
}

extension LocalizationTable {
    /// The table's `.stringsdict` entries by key without the rest of the table (see ``recordIndex``);
    /// `nil` without a `.stringsdict` file.
    package var pluralLookup: PluralLookup? {
        stringsDict.map { PluralLookup(index: pluralIndex, entries: $0.entries) }
    }
}

/// The `.stringsdict` entries of one table by key (see ``LocalizationTable/pluralLookup``).
package struct PluralLookup: Sendable {
    let index: ExactKeyIndex
    let entries: [StringsDictEntry]

    /// Whether the table has no plural entry.
    package var isEmpty: Bool { entries.isEmpty }

    /// What ``LocalizationTable/pluralEntry(forKey:)`` returns, with `key`'s hash computed by the caller.
    package func entry(forKey key: String, hash: EntryKeyHash) -> StringsDictEntry? {
        index.position(of: key, hash: hash).map { entries[$0] }
    }
}

/// The records of one table by key (see ``LocalizationTable/recordIndex``).
package struct RecordIndex: Sendable {
    let storage: RecordStorage

    /// What ``LocalizationTable/record(forKey:)`` returns.
    package func record(forKey key: String) -> TableRecord? {
        guard let index = storage.lookup?.lastIndex(forKey: key), let position = storage.record(ofEntry: index) else { return nil }
        return TableRecord(storage: storage, position: position)
    }

    /// ``record(forKey:)`` with `key`'s hash computed once by the caller (for a key looked up in several tables).
    package func record(forKey key: String, hash: EntryKeyHash) -> TableRecord? {
        guard let index = storage.lookup?.lastIndex(forKey: key, hash: hash), let position = storage.record(ofEntry: index) else { return nil }
        return TableRecord(storage: storage, position: position)
    }
}

extension LocalizationTable {
    /// The keys of the records at `positions` (of ``records``), then `more`, as the list of a grouped
    /// finding: a view of the table's entries that makes each key's string only when it is read.
    public func keyList(records positions: [Int32], then more: [String] = []) -> KeyList {
        KeyList(RecordKeys(storage: storage, positions: positions, more: more))
    }
}

/// Keys of some records of a table, then more keys (see ``LocalizationTable/keyList(records:then:)``).
struct RecordKeys: KeyListSource {
    let storage: RecordStorage
    let positions: [Int32]
    let more: [String]

    var count: Int { positions.count + more.count }

    func key(at position: Int) -> String {
        guard position < positions.count else { return more[position - positions.count] }
        return storage.entries[storage.entryIndex(ofRecord: Int(positions[position]))].key
    }

    func withUTF8(at position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard position < positions.count else {
            var key = more[position - positions.count]
            key.withUTF8(body)
            return
        }
        storage.entries.forKeyUTF8(at: storage.entryIndex(ofRecord: Int(positions[position])), body)
    }

    func forEachUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let storage = storage
        storage.entries.forEachKeyUTF8(at: positions.map { storage.entryIndex(ofRecord: Int($0)) }, body)
        for key in more {
            var key = key
            key.withUTF8(body)
        }
    }
}
