import Catalog
import Diagnostics
import FormatString
import StringsFile

/// Within-language checks of every entry: the format grammar's own errors and empty values.
enum FormatChecks {
    static func check(_ table: LocalizationTable, into diagnostics: inout [Diagnostic]) {
        guard let document = table.strings else { return }
        for record in table.records {
            let entry = record.entry, key = record.key, format = record.format
            if entry.value.isEmpty {
                diagnostics.append(Diagnostic(
                    rule: RuleID.emptyValue, severity: .warning,
                    message: "'\(key)' has an empty value in \(table.language); the device shows nothing. Translate it or remove the entry",
                    location: ValueLocation.of(entry, in: document.path),
                    language: table.language, table: table.name, key: key))
            }
            for issue in format.issues {
                diagnostics.append(Diagnostic(
                    rule: issue.rule, severity: .error,
                    message: "'\(key)' in \(table.language): \(issue.message)",
                    location: ValueLocation.of(entry, offset: issue.offset, in: document.path),
                    language: table.language, table: table.name, key: key))
            }
        }
    }
}
