import Catalog
import Diagnostics
import FormatString

/// Rules for the devtodev button-label table (`Buttons`): labels are shown as-is on a button.
public enum ButtonLabelRules {
    /// The table that holds the button labels.
    public static let tableName = "Buttons"
    /// Labels longer than this (in characters, i.e. grapheme clusters) are likely cut on the device.
    public static let maximumLength = 20

    static func check(_ table: LocalizationTable, into diagnostics: inout [Diagnostic]) {
        guard let document = table.strings else { return }
        for record in table.records {
            let entry = record.entry, key = record.key, format = record.format
            let location = SourceLocation(file: document.path, line: entry.valueLine, column: entry.valueColumn)
            if entry.value.count > maximumLength {
                diagnostics.append(Diagnostic(
                    rule: CheckRule.labelTooLong, severity: .warning,
                    message: "button label '\(key)' in \(table.language) is \(entry.value.count) characters (\"\(entry.value)\"); over \(maximumLength) it is likely cut on the device. Shorten it",
                    location: location, language: table.language, table: table.name, key: key))
            }
            if !format.specifiers.isEmpty || format.segments.contains(.percent) {
                diagnostics.append(Diagnostic(
                    rule: CheckRule.labelFormat, severity: .error,
                    message: "button label '\(key)' in \(table.language) contains a format specifier (\"\(entry.value)\"); labels are shown as-is, so it appears literally. Remove the %",
                    location: location, language: table.language, table: table.name, key: key))
            }
        }
    }
}
