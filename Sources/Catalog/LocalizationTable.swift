import Diagnostics
import FormatString
import StringsFile

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
    /// Key -> index of the entry that wins (the last one, as on the device).
    private let index: [String: Int]
    /// Key -> parsed format of the winning entry's value, parsed once at load.
    private let formats: [String: ParsedFormat]

    /// Creates a table from parsed files.
    public init(name: String, language: String, strings: StringsDocument?, stringsDict: StringsDictDocument? = nil) {
        self.name = name
        self.language = language
        self.strings = strings
        self.stringsDict = stringsDict
        var index: [String: Int] = [:]
        var formats: [String: ParsedFormat] = [:]
        if let entries = strings?.entries {
            index.reserveCapacity(entries.count)
            formats.reserveCapacity(entries.count)
            for (position, entry) in entries.enumerated() {
                index[entry.key] = position
            }
            for (key, position) in index {
                formats[key] = ParsedFormat(entries[position].value)
            }
        }
        self.index = index
        self.formats = formats
    }

    /// The winning entry for `key` (the last one in the file), if any.
    public func entry(forKey key: String) -> StringsEntry? {
        guard let position = index[key], let strings else { return nil }
        return strings.entries[position]
    }

    /// The value for `key`, if the table has it.
    public func value(forKey key: String) -> String? {
        entry(forKey: key)?.value
    }

    /// The parsed format of the value for `key`, if the table has it.
    public func format(forKey key: String) -> ParsedFormat? {
        formats[key]
    }

    /// Every key with a winning entry, in file order.
    public var keys: [String] {
        guard let strings else { return [] }
        return strings.entries.enumerated().compactMap { position, entry in
            index[entry.key] == position ? entry.key : nil
        }
    }

    /// Whether the table has `key`.
    public func contains(_ key: String) -> Bool { index[key] != nil }

    /// How many distinct keys the table has.
    public var count: Int { index.count }
}
