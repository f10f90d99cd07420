import PushlocFormatString
import PushlocStringsFile

/// The text a push alert shows for a `.stringsdict` entry reached by a loc key.
///
/// APNs `loc-args` are strings, never numbers, so no plural category can be chosen from a count:
/// pushloc shows each `%#@variable@` of the entry's format key as the variable's `other` form (the
/// form every language has), and the result is then substituted like any other string.
public enum PluralAlertText {
    /// The format key of `entry` with every variable replaced by its `other` form; `nil` for an entry
    /// without a format key.
    public static func format(of entry: StringsDictEntry) -> String? {
        guard let formatKey = entry.formatKey else { return nil }
        var expanded = ""
        for segment in ParsedFormat(formatKey).segments {
            switch segment {
            case .literal(let text):
                expanded += text.replacingPercents()
            case .percent:
                expanded += "%%"
            case .specifier(let specifier):
                expanded += specifier.text
            case .variable(let name):
                expanded += entry.variables.first { $0.name == name }?.forms["other"] ?? ""
            }
        }
        return expanded
    }

    /// A record whose value is ``format(of:)`` of `entry` (the key itself when the entry has no format
    /// key, as the device shows a string it cannot read).
    public static func record(of entry: StringsDictEntry) -> TableRecord {
        TableRecord(entry: StringsEntry(key: entry.key, value: format(of: entry) ?? entry.key, line: entry.line, column: entry.column))
    }
}

private extension String {
    /// The text with each `%` doubled, so that a format reads it as a literal percent.
    func replacingPercents() -> String {
        contains("%") ? split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%") : self
    }
}

extension StringLookup {
    /// The record a push alert shows: the `.strings` record, or the `.stringsdict` entry as
    /// ``PluralAlertText/record(of:)``; `nil` when the key is missing.
    public var alertRecord: TableRecord? {
        record ?? plural.map(PluralAlertText.record(of:))
    }
}
