import PushlocCatalog
import PushlocDiagnostics
import PushlocFormatString
import PushlocRules
import PushlocStringsFile

/// Flags a translation that drops a placeholder its source has and the app replaces itself
/// (``AppPlaceholders``): the app finds nothing to replace, and the value is not shown.
struct PlaceholderChecks: TranslationCheck {
    static let rules: [RuleDescription] = [.placeholderMissing]

    /// The bundle's placeholder sources, by table name.
    private let sources: [String: Sources]

    init(_ facts: BundleFacts) {
        sources = Sources.of(facts.catalog)
    }

    func check(translation table: LocalizationTable, against reference: LocalizationTable, in localization: Localization,
               into found: inout TranslationFindings) {
        Self.check(table, against: reference, sources: sources[table.name], into: &found.diagnostics)
    }

    /// The reference records that hold placeholders, with them: found once per reference table, then
    /// looked up in each translation.
    struct Sources: Sendable {
        fileprivate var records: [(position: Int, tokens: [String])] = []

        init(_ reference: LocalizationTable) {
            let all = reference.records
            for position in all.indices {
                let source = all[position]
                // Only a source with `{`, or with `%` and no specifier (`%1` is a placeholder only in a
                // string that is no format string), can hold one: nearly every value is neither, and
                // costs a byte test.
                // `Downloaded %0 of %1` has no deliberate specifier (CF would read `%0 o` as an octal
                // with flags, by accident): its `%0` and `%1` are tokens too.
                let percentTokens = source.summary.map { !$0.hasSpecifiers || $0.isLiteralPercentProse } ?? false
                guard percentTokens || source.entry.valueContainsUTF8Byte(UInt8(ascii: "{")) else { continue }
                var tokens = AppPlaceholders.tokens(in: source.entry.value, percentTokens: percentTokens)
                if !AppPlaceholders.numbersConsistently(tokens) { tokens.removeAll { $0.hasPrefix("%") } }
                if !tokens.isEmpty { records.append((position, tokens)) }
            }
        }

        /// The placeholder sources of each table of `bundle` that has a reference copy.
        static func of(_ bundle: LocalizedBundle) -> [String: Sources] {
            var byTable: [String: Sources] = [:]
            for name in bundle.tableNames {
                if let reference = bundle.referenceTable(named: name) { byTable[name] = Sources(reference) }
            }
            return byTable
        }
    }

    static func check(
        _ table: LocalizationTable, against reference: LocalizationTable, sources: Sources? = nil, into diagnostics: inout [Diagnostic]
    ) {
        // App Shortcut phrases have checks of their own (AppShortcutChecks), which judge `${...}` tokens.
        // An Interface Builder table's text is shown as written: no code replaces its tokens either.
        guard let document = table.strings, table.name.lowercased() != AppShortcutChecks.tableName.lowercased(),
              !table.isInterfaceBuilder, !reference.isInterfaceBuilder else { return }
        let sources = sources ?? Sources(reference)
        let referenceRecords = reference.records
        for (position, wanted) in sources.records {
            let sourceEntry = referenceRecords[position].entry
            guard let record = table.record(forKeyOf: sourceEntry) else { continue }
            let entry = record.entry
            let present = AppPlaceholders.tokens(in: entry.value, percentTokens: true)
            var dropped = wanted.filter { !present.contains($0) && !entry.value.contains($0) }
            guard !dropped.isEmpty else { continue }
            // `{{online}}` translated as `{{en ligne}}` is styled text, not a name the app replaces.
            if AppPlaceholders.doubleBracesAreStyledText(source: sourceEntry.value, translation: entry.value) {
                dropped.removeAll { sourceEntry.value.contains("{\($0)}") }
                guard !dropped.isEmpty else { continue }
            }
            let named = dropped.map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.append(Diagnostic(
                RuleDescription.placeholderMissing,
                message: "'\(record.key)' in \(table.language) drops \(named), which the \(reference.language) string has: \(table.language) \"\(entry.value)\" vs \(reference.language) \"\(sourceEntry.value)\". The app replaces it itself, so the value is not shown; keep the placeholder as it is written",
                location: ValueLocation.of(entry, in: document.path),
                language: table.language, table: table.name, key: record.key))
        }
    }
}
