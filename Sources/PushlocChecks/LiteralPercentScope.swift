import PushlocCatalog
import PushlocDiagnostics
import PushlocRules

/// Keeps a `literal-percent` finding only where the string is formatted, and says why.
///
/// A string that no code passes to `String(format:)` shows its `%` as written, so a percent sign in its
/// prose is no defect. pushloc does not read the app's code, so a string counts as formatted when some
/// language's copy of its key has a deliberate specifier or a plural entry (the app formats that key,
/// in every language), or when a notification template sends the key (the device formats a loc-key's
/// string with its loc-args), or when the app formats every string of its table (``FormattedStrings``):
/// then the development string's `%` of prose is an error (``FormattedPercent``).
enum LiteralPercentScope {
    /// `found` without the `literal-percent` findings of strings that are never formatted; the others
    /// say what formats them.
    static func keep(
        _ found: [Diagnostic], in bundle: LocalizedBundle, templateKeys: Set<String>, formatted: FormattedStrings = .none
    ) -> [Diagnostic] {
        guard found.contains(where: { $0.rule == RuleDescription.literalPercent.id }) else { return found }
        var reasons: [TableKey: String?] = [:]
        return found.compactMap { diagnostic in
            guard diagnostic.rule == RuleDescription.literalPercent.id, let key = diagnostic.key else { return diagnostic }
            // A development string with a specifier of its own is formatted by that specifier: its
            // finding (``RuleLevel/literalPercentReadAsConversion``) needs no other reason.
            if diagnostic.severity == RuleLevel.literalPercentReadAsConversion.severity { return diagnostic }
            let table = diagnostic.table ?? ""
            if let formats = formatted.reason(bundlePath: bundle.path, table: table) {
                // The development string's own `%` of prose is lost in every language that copies it.
                if let reference = bundle.referenceTable(named: table), reference.language == diagnostic.language,
                   let record = reference.record(forKey: key), record.summary?.isLiteralPercentProse == true {
                    return FormattedPercent.finding(replacing: diagnostic, record: record, table: reference, in: bundle, reason: formats)
                }
                var kept = diagnostic
                kept.message += "; \(formats) passes every string of this table to String(format:)"
                return kept
            }
            let place = TableKey(table: diagnostic.table ?? "", key: key)
            let reason: String?
            if let known = reasons[place] {
                reason = known
            } else {
                reason = Self.reason(key: key, table: place.table, in: bundle, templateKeys: templateKeys)
                reasons[place] = reason
            }
            guard let reason else { return nil }
            var kept = diagnostic
            kept.message += "; \(reason)"
            return kept
        }
    }

    /// Why the app formats `key` of `table`, or `nil` when nothing says it does.
    static func reason(key: String, table: String, in bundle: LocalizedBundle, templateKeys: Set<String>) -> String? {
        if templateKeys.contains(key) {
            return "a notification template sends this key, and the device formats its string with the loc-args"
        }
        for localization in bundle.localizations {
            guard let copy = localization.table(table) else { continue }
            if copy.hasPlural(key) {
                return "the \(localization.language) copy of this key is a plural entry, so the app formats it"
            }
            if let summary = copy.record(forKey: key)?.summary, summary.hasSpecifiers, !summary.isLiteralPercentProse {
                return "the \(localization.language) copy of this key has a specifier, so the app formats it"
            }
        }
        return nil
    }

    private struct TableKey: Hashable {
        var table: String
        var key: String
    }
}
