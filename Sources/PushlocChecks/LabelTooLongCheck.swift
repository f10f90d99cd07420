import PushlocCatalog
import PushlocDiagnostics
import PushlocRules

/// `label-too-long`: a button label longer than ``ButtonLabelRules/maximumLength`` characters.
enum LabelTooLongCheck: TableCheck {
    static let rules: [RuleDescription] = [.labelTooLong]

    static func check(table: LocalizationTable, reference: LocalizationTable?, into diagnostics: inout [Diagnostic]) {
        guard ButtonLabelRules.holdsLabels(table), let document = table.strings else { return }
        let maximumLength = ButtonLabelRules.maximumLength
        for record in table.records {
            let entry = record.entry, key = record.key
            guard entry.value.count > maximumLength else { continue }
            diagnostics.append(Diagnostic(
                RuleDescription.labelTooLong,
                message: "button label '\(key)' in \(table.language) is \(entry.value.count) characters (\"\(entry.value)\"); over \(maximumLength) it is likely cut on the device. Shorten it",
                location: SourceLocation(file: document.path, line: entry.valueLine, column: entry.valueColumn),
                language: table.language, table: table.name, key: key))
        }
    }
}
