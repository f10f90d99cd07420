import Catalog
import Diagnostics
import FormatString
import StringsFile

/// Compares every translation of a table with the reference copy (the development language's, or Base's).
enum CrossLanguageChecks {
    static func check(_ table: LocalizationTable, against reference: LocalizationTable, catalog: Catalog, into diagnostics: inout [Diagnostic]) {
        guard let document = table.strings else { return }
        let file = document.path
        let referenceFile = reference.strings?.path ?? reference.language
        let parents = catalog.lookupChain(from: table.language).dropFirst().compactMap { catalog.localization(for: $0)?.table(table.name) }
        for record in reference.records where !table.contains(record.key) {
            let key = record.key
            // A region variant (fr-CA) holds only what differs from its parent (fr).
            if parents.contains(where: { $0.contains(key) }) { continue }
            let referenceLine = ":\(record.entry.line)"
            diagnostics.append(Diagnostic(
                rule: RuleID.missingKey, severity: .warning,
                message: "'\(key)' (\(referenceFile)\(referenceLine)) is not translated into \(table.language); the device shows the \(catalog.developmentLanguage) text or the key. Add it to \(file)",
                location: SourceLocation(file: file, line: 1, column: 1),
                language: table.language, table: table.name, key: key))
        }
        for record in table.records {
            let key = record.key, entry = record.entry
            guard let referenceRecord = reference.record(forKey: key) else {
                diagnostics.append(Diagnostic(
                    rule: RuleID.extraKey, severity: .warning,
                    message: "'\(key)' is in \(table.language) but not in the reference \(reference.language) table (\(referenceFile)); it is never shown unless code uses it. Remove it or add it to \(reference.language)",
                    location: SourceLocation(file: file, line: entry.line, column: entry.column),
                    language: table.language, table: table.name, key: key))
                continue
            }
            compare(record.format, entry: entry, file: file, language: table.language, tableName: table.name, key: key,
                    reference: referenceRecord.format, referenceEntry: referenceRecord.entry, referenceLanguage: reference.language,
                    into: &diagnostics)
        }
    }

    // swiftlint:disable:next function_parameter_count
    private static func compare(
        _ format: ParsedFormat, entry: StringsEntry, file: String, language: String, tableName: String, key: String,
        reference: ParsedFormat, referenceEntry: StringsEntry, referenceLanguage: String,
        into diagnostics: inout [Diagnostic]
    ) {
        // The common case, equal signatures, costs one comparison and builds no text.
        if format.signature == reference.signature { return }
        let mine = format.signature.types
        let theirs = reference.signature.types
        let quoted = "\(language) \"\(entry.value)\" vs \(referenceLanguage) \"\(referenceEntry.value)\""
        func report(_ rule: String, _ severity: Severity, _ message: String, position: Int?) {
            let offset = position.flatMap { wanted in format.specifiers.first { $0.position == wanted }?.offset }
            diagnostics.append(Diagnostic(
                rule: rule, severity: severity, message: message,
                location: offset.map { ValueLocation.of(entry, offset: $0, in: file) } ?? ValueLocation.of(entry, in: file),
                language: language, table: tableName, key: key))
        }
        for position in mine.keys.sorted() {
            guard let type = mine[position] else { continue }
            guard let expected = theirs[position] else {
                report(RuleID.argumentExtra, .error,
                       "'\(key)' in \(language) reads argument \(position) (\(type.rawValue)), but the \(referenceLanguage) string has \(reference.signature.argumentCount) argument(s): \(quoted). The app or server never passes it, so the device shows garbage or crashes. Remove it",
                       position: position)
                continue
            }
            if type != expected {
                let sizeOnly = type.differsOnlyInSize(from: expected)
                report(RuleID.typeMismatch, sizeOnly ? .warning : .error,
                       "'\(key)' in \(language) reads argument \(position) as \(type.rawValue) where \(referenceLanguage) reads \(expected.rawValue): \(quoted). \(sizeOnly ? "Only the size differs; use the same length modifier" : "Use the same conversion as \(referenceLanguage)")",
                       position: position)
            }
        }
        for position in theirs.keys.sorted() where mine[position] == nil {
            report(RuleID.argumentMissing, .warning,
                   "'\(key)' in \(language) drops argument \(position), which \(referenceLanguage) shows: \(quoted). Readers of \(language) lose that information; add %\(position)$@ (or the matching specifier) if that was not intended",
                   position: nil)
        }
    }
}
