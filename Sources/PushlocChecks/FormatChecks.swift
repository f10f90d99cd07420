import PushlocCatalog
import PushlocDiagnostics
import PushlocFormatString
import PushlocRules
import PushlocStringsFile

/// Within-language checks of every entry: the format grammar's own errors, literal percent signs in
/// prose, and empty values.
enum FormatChecks: TableCheck {
    /// The format grammar's own rules (``FormatString/ParsedFormat``'s issues).
    static let grammarRules: [RuleDescription] = [
        .invalidSpecifier, .tooManySpecifiers, .zeroPosition, .mixedPositional, .conflictingTypes, .argumentGap,
    ]

    static let rules: [RuleDescription] = [.emptyValue, .literalPercent, .brokenSpecifier] + grammarRules

    static func check(table: LocalizationTable, reference: LocalizationTable?, into diagnostics: inout [Diagnostic]) {
        // A copy in the reference's own language is no translation of it.
        let isReference = reference?.language == table.language
        check(table, reference: isReference ? nil : reference, isReference: isReference, into: &diagnostics)
    }

    /// Checks `table`. `reference` is the development language's copy of the table (`nil` when `table`
    /// is that copy or there is none): a translation of prose with a literal percent ("100% guaranteed")
    /// may write its percent sign as it likes, since the string is not meant for `String(format:)`.
    ///
    /// A grammar error that a translation shares with its development string (the same rule and the
    /// same words: `"…: %d%"` in both, the `%` dropped at the end, as openfoodfacts-ios has in 142
    /// languages) is the development string's defect: it is reported once, there (`isReference`:
    /// `table` is the development copy that translations are compared with), where the fix starts, and
    /// not again in each translation. A translation's error that the development string does not have
    /// is reported in that translation.
    static func check(
        _ table: LocalizationTable, reference: LocalizationTable? = nil, isReference: Bool = false, into diagnostics: inout [Diagnostic]
    ) {
        guard let document = table.strings else { return }
        let records = table.records
        for position in records.indices {
            // Strings are made only for a value that is empty or holds a `%`: a table's entries keep
            // byte ranges of their file, and nearly every value is neither (and makes no record).
            guard records.hasPercent(at: position) || records.hasEmptyValue(at: position) else { continue }
            let record = records[position]
            let entry = record.entry
            let isEmpty = entry.hasEmptyValue
            let key = entry.key
            // An empty value is worth a finding when there was something to say: not for the empty key,
            // and not where the development string is empty too.
            if isEmpty && !key.isEmpty && reference?.value(forKey: key)?.isEmpty != true {
                diagnostics.append(Diagnostic(
                    RuleDescription.emptyValue,
                    message: "'\(key)' has an empty value in \(table.language); the device shows nothing. Translate it or remove the entry",
                    location: ValueLocation.of(entry, in: document.path),
                    language: table.language, table: table.name, key: key))
            }
            // The summary answers for nearly every value; the full parse is made only for a finding. An
            // Interface Builder table's text is shown as written, never formatted: its `%` is text.
            guard !table.isInterfaceBuilder, let summary = record.summary, summary.hasIssues || summary.hasSpecifiers else { continue }
            // A piece of a specifier in a string the app never formats: the phone shows it as written.
            if UnformattedRemnant.mayHold(summary), let reference, let remnant = UnformattedRemnant.find(in: record, key: key, reference: reference) {
                diagnostics.append(Diagnostic(
                    RuleDescription.brokenSpecifier,
                    message: "'\(key)' in \(table.language): the phone shows \"\(entry.value)\" as written, with '\(remnant.text)' in it: that is a piece of a specifier, and the \(reference.language) string reads no argument, so nothing replaces it. Remove it",
                    location: ValueLocation.of(entry, offset: remnant.offset, in: document.path),
                    language: table.language, table: table.name, key: key))
                continue
            }
            if summary.isLiteralPercentProse {
                if let reference {
                    let source = SourceFormat(of: key, in: reference)
                    // A translation of prose: its percent signs are prose too.
                    if source == .prose { continue }
                    // A `%` that parses as nothing, where the source has no `%` at all: the app does not
                    // format the string, so the device shows it as written. A `%` that parses (`% d`)
                    // is compared across languages and stays an error.
                    if source == .plainText && !summary.hasSpecifiers {
                        let offset = record.format.firstLiteralPercentOffset ?? 0
                        diagnostics.append(Diagnostic(
                            RuleDescription.literalPercent,
                            message: "'\(key)' in \(table.language) has a '%' (\"\(entry.value)\") where the \(reference.language) string has none; String(format:) misreads it, so write %% for a literal percent sign",
                            location: ValueLocation.of(entry, offset: offset, in: document.path),
                            language: table.language, table: table.name, key: key))
                        continue
                    }
                } else if let quoted = quoteFlagFinding(record, in: table, file: document.path, isReference: isReference) {
                    // `%'d steps today`: no percent of prose, a count the phone never shows.
                    diagnostics.append(quoted)
                    continue
                } else {
                    let offset = record.format.firstLiteralPercentOffset ?? 0
                    diagnostics.append(Diagnostic(
                        RuleDescription.literalPercent,
                        message: "'\(key)' in \(table.language) has a '%' in running text (\"\(entry.value)\") that String(format:) reads as a specifier; write %% for a literal percent sign. Translations are compared on deliberate specifiers only",
                        location: ValueLocation.of(entry, offset: offset, in: document.path),
                        language: table.language, table: table.name, key: key))
                    continue
                }
            }
            // A development string that the app formats (it has a deliberate specifier) and whose prose
            // has a `%` CF reads as a conversion: the phone misreads its arguments. Translations that
            // copy it are part of this finding.
            if reference == nil, MisreadPercent.mayHold(entry.value), let misread = MisreadPercent(record.format) {
                let shown = WhatThePhoneShows.describe(record.format, passing: FormatSignature(parsing: misread.meant))
                let meant = WhatThePhoneShows.shown(bySource: ParsedFormat(misread.meant))
                diagnostics.append(Diagnostic(
                    RuleLevel.literalPercentReadAsConversion,
                    message: "'\(key)' in \(table.language): \(shown) where \"\(meant)\" is meant: CF reads '\(misread.text)' as a conversion of argument \(misread.position), so its letter is gone and the specifiers after it read the wrong arguments. Write \"\(misread.meant)\"\(isReference ? ". Translations that copy it are not reported one by one" : "")",
                    location: ValueLocation.of(entry, offset: misread.offset, in: document.path),
                    language: table.language, table: table.name, key: key))
            }
            guard summary.hasIssues else { continue }
            let format = record.format
            // A lone `%` of `@%` where a translation dropped its argument is one broken-specifier error.
            let broken = reference.flatMap { BrokenSpecifier.find(in: format, key: key, reference: $0) }
            // The development string's own errors, which a translation may have copied word for word.
            let source = reference?.record(forKey: key)
            let sourceIssues = source.map { Set($0.format.issues.map(\.message)) } ?? []
            for issue in format.issues {
                if let broken, issue.rule == RuleDescription.invalidSpecifier.id, broken.covers(offset: issue.offset) { continue }
                if sourceIssues.contains(issue.message) { continue }
                var level = issue.level, message = issue.message
                if isReference { message += ". Translations that copy it are not reported one by one" }
                // A bare `%` the device drops, where the development string shows no percent sign.
                if let reference, issue.rule == RuleDescription.invalidSpecifier.id,
                   DroppedPercent.isHarmless(in: entry.value, reads: format.signature, at: issue.offset, source: source) {
                    level = RuleLevel.invalidSpecifierDroppedPercent
                    message = "a '%' before a line break or at the end, which the device drops (it reads no argument and shows the rest as written); the \(reference.language) string shows no percent sign, so nothing is lost. Remove it"
                }
                diagnostics.append(Diagnostic(
                    level,
                    message: "'\(key)' in \(table.language): \(message)",
                    location: ValueLocation.of(entry, offset: issue.offset, in: document.path),
                    language: table.language, table: table.name, key: key))
            }
        }
    }

    /// The error of a development string whose only specifiers have the `'` flag (`"%'d steps today"`),
    /// which CF does not have (``QuoteFlag``): every language that copies it shows `'d steps today`, and
    /// the count is lost. `nil` when the string has no such specifier.
    private static func quoteFlagFinding(_ record: TableRecord, in table: LocalizationTable, file: String, isReference: Bool) -> Diagnostic? {
        let entry = record.entry, format = record.format
        guard let meant = QuoteFlag.meant(entry.value) else { return nil }
        let meantFormat = ParsedFormat(meant)
        guard !meantFormat.deliberateSpecifiers.isEmpty,
              let issue = format.issues.first(where: { $0.rule == RuleDescription.invalidSpecifier.id }) else { return nil }
        let shown = WhatThePhoneShows.describe(format, passing: meantFormat.signature)
        let intended = WhatThePhoneShows.shown(bySource: meantFormat)
        let copies = isReference ? " in every language that copies it (those translations are not reported one by one)" : ""
        return Diagnostic(
            RuleDescription.invalidSpecifier,
            message: "'\(entry.key)' in \(table.language): \(shown) where \"\(intended)\" is meant: the phone has no ' flag, so it writes the ' and reads no argument, and the number is lost\(copies). Write \"\(meant)\"",
            location: ValueLocation.of(entry, offset: issue.offset, in: file),
            language: table.language, table: table.name, key: entry.key)
    }
}
