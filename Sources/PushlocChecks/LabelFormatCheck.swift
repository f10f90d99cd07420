import PushlocCatalog
import PushlocDiagnostics
import PushlocRules

/// `label-format`: a format specifier (or `%`) in a button label, which is shown as-is.
enum LabelFormatCheck: TableCheck {
    static let rules: [RuleDescription] = [.labelFormat]

    static func check(table: LocalizationTable, reference: LocalizationTable?, into diagnostics: inout [Diagnostic]) {
        guard ButtonLabelRules.holdsLabels(table), let document = table.strings else { return }
        for record in table.records {
            let entry = record.entry, format = record.format
            guard !format.specifiers.isEmpty || format.segments.contains(.percent) else { continue }
            diagnostics.append(Diagnostic(
                RuleDescription.labelFormat,
                message: "button label '\(record.key)' in \(table.language) contains a format specifier (\"\(entry.value)\"); labels are shown as-is, so it appears literally. Remove the %",
                location: SourceLocation(file: document.path, line: entry.valueLine, column: entry.valueColumn),
                language: table.language, table: table.name, key: record.key))
        }
    }
}
