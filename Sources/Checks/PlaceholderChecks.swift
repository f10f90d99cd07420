import Catalog
import Diagnostics
import FormatString
import StringsFile

/// Flags a translation that drops a placeholder its source has and the app replaces itself
/// (``AppPlaceholders``): the app finds nothing to replace, and the value is not shown.
enum PlaceholderChecks {
    static func check(_ table: LocalizationTable, against reference: LocalizationTable, into diagnostics: inout [Diagnostic]) {
        guard let document = table.strings else { return }
        for source in reference.records {
            // Only a source with `{`, or with `%` and no specifier (`%1` is a placeholder only in a
            // string that is no format string), can hold a placeholder: nearly every value is neither,
            // and costs a byte test.
            let sourceEntry = source.entry
            let percentTokens = source.summary.map { !$0.hasSpecifiers } ?? false
            guard percentTokens || sourceEntry.valueContainsUTF8Byte(UInt8(ascii: "{")) else { continue }
            let wanted = AppPlaceholders.tokens(in: sourceEntry.value, percentTokens: percentTokens)
            guard !wanted.isEmpty, let record = table.record(forKeyOf: sourceEntry) else { continue }
            let entry = record.entry
            let present = AppPlaceholders.tokens(in: entry.value, percentTokens: true)
            let dropped = wanted.filter { !present.contains($0) && !entry.value.contains($0) }
            guard !dropped.isEmpty else { continue }
            let named = dropped.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.append(Diagnostic(
                rule: CheckRule.placeholderMissing, severity: .warning,
                message: "'\(record.key)' in \(table.language) drops \(named), which the \(reference.language) string has: \(table.language) \"\(entry.value)\" vs \(reference.language) \"\(sourceEntry.value)\". The app replaces it itself, so the value is not shown; keep the placeholder as it is written",
                location: ValueLocation.of(entry, in: document.path),
                language: table.language, table: table.name, key: record.key))
        }
    }
}
