import PushlocCatalog
import PushlocDiagnostics
import PushlocFormatString
import PushlocRules

/// The error of a development string of prose with a `%` (`"Allowed: (!@#$%^&*)"`) in a table whose
/// every string the app formats (``FormattedStrings``).
///
/// `String(format:)` runs CF's `__CFStringAppendFormatCore` over the string even with no argument: a
/// `%` that starts no conversion (`%^`, a `%` at the end) is not shown as written, and one that reads
/// as a conversion by accident (`% g` of `100% guaranteed`) reads an argument the app does not pass.
/// Every language whose copy keeps the `%` loses it the same way: those copies are named in this one
/// finding, where the fix starts, and not reported one by one.
enum FormattedPercent {
    /// The finding that replaces the development string's `literal-percent` warning `warning`, for
    /// `record` of `table` in `bundle`; `reason` says what formats the table.
    static func finding(
        replacing warning: Diagnostic, record: TableRecord, table: LocalizationTable, in bundle: LocalizedBundle, reason: String
    ) -> Diagnostic {
        let entry = record.entry, format = record.format
        let shown = WhatThePhoneShows.describe(format, passing: .empty)
        let meant = escaped(entry.value)
        let copies = copyingLanguages(of: entry.key, table: table.name, in: bundle)
        let copied = copies.isEmpty ? "" : ". The \(copies.joined(separator: ", ")) \(copies.count == 1 ? "copy keeps" : "copies keep") the '%' and \(copies.count == 1 ? "loses" : "lose") it the same way (not reported one by one)"
        return Diagnostic(
            RuleLevel.literalPercentInFormattedTable,
            message: "'\(entry.key)' in \(table.language): \(shown) where \"\(entry.value)\" is meant: \(reason) passes every string of the \(table.name) table to String(format:), and \(piece(of: format)). Write \"\(meant)\"\(copied)",
            location: warning.location, language: table.language, table: table.name, key: entry.key)
    }

    /// The first `%` of prose of `format`, in words: what CF makes of it.
    private static func piece(of format: ParsedFormat) -> String {
        let offset = format.firstLiteralPercentOffset ?? 0
        if let specifier = format.accidentalSpecifiers.first(where: { $0.offset == offset }) {
            return "'\(specifier.text)' reads an argument the app does not pass"
        }
        let scalars = Array(format.source.unicodeScalars)
        guard offset + 1 < scalars.count else { return "a '%' at the end starts no conversion, so the phone drops it" }
        let text = String(String.UnicodeScalarView([scalars[offset], scalars[offset + 1]]))
        return "'\(text)' is no conversion, so the phone does not show it as written"
    }

    /// `value` with each `%` that is not half of a `%%` doubled: the string as meant, for a string of
    /// prose (it has no deliberate specifier to keep).
    static func escaped(_ value: String) -> String {
        let scalars = Array(value.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            result.append(scalar)
            index += 1
            guard scalar == "%" else { continue }
            if index < scalars.count, scalars[index] == "%" {
                result.append("%")
                index += 1
            } else {
                result.append("%")
            }
        }
        return String(result)
    }

    /// The translations of `key` in `table` whose copy is prose with a `%` too, in language order.
    private static func copyingLanguages(of key: String, table: String, in bundle: LocalizedBundle) -> [String] {
        bundle.localizations.compactMap { localization in
            guard localization.language != bundle.developmentLanguage,
                  let summary = localization.table(table)?.record(forKey: key)?.summary, summary.isLiteralPercentProse else { return nil }
            return localization.language
        }
    }
}
