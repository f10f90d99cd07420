import PushlocCatalog
import PushlocDiagnostics
import PushlocFormatString
import PushlocRules
import PushlocStringsFile

/// Compares every translation of a table with the reference copy (the development language's, or Base's).
struct CrossLanguageChecks: TranslationCheck {
    static let rules: [RuleDescription] = [.missingKey, .extraKey, .brokenSpecifier, .argumentExtra, .typeMismatch, .argumentMissing]

    static var countsCoverage: Bool { true }

    private let facts: BundleFacts

    init(_ facts: BundleFacts) {
        self.facts = facts
    }

    func check(translation table: LocalizationTable, against reference: LocalizationTable, in localization: Localization,
               into found: inout TranslationFindings) {
        // Base.lproj is the fallback, not a translation: its strings are compared, its keys are not counted.
        let isBase = localization.language == "Base"
        let counts = Self.check(table, against: reference, catalog: facts.catalog, missingKeys: isBase ? .off : facts.options.missingKeys,
                                untranslatable: facts.untranslatable[table.name], into: &found.diagnostics)
        found.translated += counts.translated
        found.missing += counts.missing
    }

    /// How many keys a grouped finding's message names before "and N more".
    static let keysNamedInMessage = 5

    /// Checks `table` against `reference` and returns how many reference keys it has and lacks.
    /// `untranslatable` are `reference`'s records with nothing to translate, when already found.
    @discardableResult
    static func check(
        _ table: LocalizationTable, against reference: LocalizationTable, catalog: LocalizedBundle,
        missingKeys: MissingKeyReport = .grouped, untranslatable: UntranslatableRecords? = nil, into diagnostics: inout [Diagnostic]
    ) -> (translated: Int, missing: Int) {
        guard let document = table.strings else { return (0, 0) }
        let file = document.path
        let referenceFile = reference.strings?.path ?? reference.language
        let parents = catalog.lookupChain(from: table.language).dropFirst().compactMap { catalog.localization(for: $0)?.table(table.name) }
            .filter { $0.stringsDict != nil }
        // Keys are compared by their bytes, each looked up once: every record of the translation is
        // looked up in the reference, which marks the reference records it has; the unmarked ones are
        // missing. They are kept as record positions: a table of millions of keys lacking in a language
        // makes no string per key here.
        let referenceRecords = reference.records
        var translatedRecords = Array(repeatElement(false, count: referenceRecords.count))
        var extra: [Int32] = []
        // The comparisons' findings follow the missing-key finding, as they always have.
        var compared: [Diagnostic] = []
        let records = table.records
        // An Interface Builder table's text is shown as written, never formatted: only its keys are compared.
        let comparesFormats = !table.isInterfaceBuilder && !reference.isInterfaceBuilder
        // A `.stringsdict` entry replaces the `.strings` entry of the same key in the same table on the
        // device (CFBundle merges the plurals over the strings): a replaced value is never shown, and a
        // replaced reference value is not what the translation is compared with.
        let tableHasPlurals = !(table.stringsDict?.entries.isEmpty ?? true)
        // A String Catalog's unit without substitutions compiles into a plain `.strings` entry, whatever
        // `%#@name@` its value keeps: the message names the substitution it lost.
        let fromCatalog = catalog.stringCatalogs.contains { $0.path == file }
        let referenceHasPlurals = !(reference.stringsDict?.entries.isEmpty ?? true)
        let referencePositions = reference.recordPositions(forKeysOf: table)
        for position in records.indices {
            let replaced = tableHasPlurals && table.hasPlural(keyOfRecord: position, in: table)
            let referencePosition = Int(referencePositions[position])
            if referencePosition >= 0 {
                translatedRecords[referencePosition] = true
                guard comparesFormats, !replaced else { continue }
                let referenceIsPlural = referenceHasPlurals && reference.hasPlural(keyOfRecord: position, in: table)
                // Two values without `%` and without a mark compare equal (``compare``'s first test):
                // most keys end here, with no record made.
                if !referenceIsPlural && !records.hasSpaceFlagOrVariableMark(at: position) && !records.hasPercent(at: position)
                    && !referenceRecords.hasPercent(at: referencePosition) { continue }
                let record = records[position]
                let referenceRecord = referenceIsPlural ? pluralRecord(of: record, in: reference) : nil
                compare(record, in: table, file: file, reference: referenceRecord ?? referenceRecords[referencePosition],
                        referenceLanguage: reference.language, referencePlurals: referenceRecord == nil ? nil : reference,
                        fromCatalog: fromCatalog, into: &compared)
                continue
            }
            if replaced { continue }
            if !comparesFormats {
                extra.append(Int32(truncatingIfNeeded: position))
                continue
            }
            let record = records[position]
            if reference.hasPlural(keyOfRecord: position, in: table), let pluralRecord = pluralRecord(of: record, in: reference) {
                compare(record, in: table, file: file, reference: pluralRecord, referenceLanguage: reference.language,
                        referencePlurals: reference, fromCatalog: fromCatalog, into: &compared)
            } else if !KeyAsSourceText.isPlainIdentifier(keyAt: position, of: records), let keyRecord = KeyAsSourceText.reference(for: record) {
                // The development text lives in code: the key is the string the device falls back to,
                // unless the translations agree on arguments the key lacks (the text beside it reads them).
                if let agreed = KeyAsSourceText.agreedSource(of: record, in: table, catalog: catalog) {
                    compare(record, in: table, file: file, reference: agreed.record, referenceLanguage: agreed.language, into: &compared)
                } else {
                    compare(record, in: table, file: file, reference: keyRecord, referenceLanguage: "\(reference.language) (the key)",
                            into: &compared)
                }
            } else {
                extra.append(Int32(truncatingIfNeeded: position))
            }
        }
        var missingRecords: [Int32] = []
        // A region variant's own copy of the table is the one file the device reads (CFBundle loads
        // one file per table): a key it lacks shows the key itself, even where its parent has the key.
        for position in referenceRecords.indices where !translatedRecords[position] {
            // A reference string that the translation has as a plural entry is translated (the plural
            // replaces the string on the device, in the reference too when it has one).
            if tableHasPlurals && table.hasPlural(keyOfRecord: position, in: reference) { continue }
            missingRecords.append(Int32(truncatingIfNeeded: position))
        }
        // A key whose development text has no letters (`""`, `"%@"`, `"%lld. "`) reads the same in
        // every language: it is neither missing nor counted.
        let untranslatable = untranslatable ?? UntranslatableRecords(reference)
        missingRecords = untranslatable.removing(from: missingRecords)
        // Plural entries (`.stringsdict`, and a String Catalog's plurals) count the same way.
        var missingPlurals: [(key: String, line: Int)] = []
        let plurals = reference.stringsDict?.entries ?? []
        for entry in plurals where !table.hasPlural(entry.key) && !table.contains(entry.key) {
            // A variant without a `.stringsdict` file of its own reads its parent's.
            if table.stringsDict == nil, parents.first?.hasPlural(entry.key) == true { continue }
            missingPlurals.append((entry.key, entry.line))
        }
        let referenceKeys = keyCount(of: reference, untranslatable: untranslatable)
        let missing = MissingKeys(records: missingRecords, plurals: missingPlurals)
        reportMissing(missing, of: referenceKeys, table: table, reference: reference, file: file, referenceFile: referenceFile,
                      catalog: catalog, style: missingKeys, into: &diagnostics)
        diagnostics += compared
        reportExtra(extra, table: table, file: file, reference: reference, referenceFile: referenceFile, style: missingKeys, into: &diagnostics)
        return (referenceKeys - missing.count, missing.count)
    }

    /// How many keys of `reference` a translation is counted against: its records with something to
    /// translate, and its plural entries.
    static func keyCount(of reference: LocalizationTable, untranslatable: UntranslatableRecords? = nil) -> Int {
        let untranslatable = untranslatable ?? UntranslatableRecords(reference)
        return reference.records.count - untranslatable.positions.count + (reference.stringsDict?.entries.count ?? 0)
    }

    /// The reference keys a translation lacks: positions of reference records, then plural keys.
    private struct MissingKeys {
        var records: [Int32]
        var plurals: [(key: String, line: Int)]

        var count: Int { records.count + plurals.count }
    }

    private static func reportMissing(
        _ missing: MissingKeys, of referenceKeys: Int, table: LocalizationTable, reference: LocalizationTable, file: String,
        referenceFile: String, catalog: LocalizedBundle, style: MissingKeyReport, into diagnostics: inout [Diagnostic]
    ) {
        guard missing.count > 0 else { return }
        let location = SourceLocation(file: file, line: 1, column: 1)
        switch style {
        case .off:
            return
        case .each:
            let records = reference.records
            let each = missing.records.map { position in
                let entry = records[Int(position)].entry
                return (key: entry.key, line: entry.line)
            } + missing.plurals
            for record in each {
                diagnostics.append(Diagnostic(
                    RuleDescription.missingKey,
                    message: "'\(record.key)' (\(referenceFile):\(record.line)) is not translated into \(table.language); \(MissingKeyFallback.whatTheDeviceShows(table: table.name, keys: [record.key], grouped: false, language: table.language, development: catalog.developmentLanguage)). Add it to \(file)",
                    location: location, language: table.language, table: table.name, key: record.key))
            }
        case .grouped:
            let keys = reference.keyList(records: missing.records, then: missing.plurals.map(\.key))
            // Counts, not a percentage: the coverage table's percentage is of the whole bundle, and two
            // different percentages for one language read as a contradiction.
            let translated = max(0, referenceKeys - missing.count)
            var finding = Diagnostic(
                RuleDescription.missingKey,
                message: "\(keys.count) key(s) of \(referenceFile) are not translated into \(table.language) (\(translated) of \(referenceKeys) keys of this table translated): \(named(keys)); \(MissingKeyFallback.whatTheDeviceShows(table: table.name, keys: keys, grouped: true, language: table.language, development: catalog.developmentLanguage))",
                location: location, language: table.language, table: table.name)
            finding.keys = keys
            diagnostics.append(finding)
        }
    }

    private static func reportExtra(
        _ extra: [Int32], table: LocalizationTable, file: String, reference: LocalizationTable, referenceFile: String,
        style: MissingKeyReport, into diagnostics: inout [Diagnostic]
    ) {
        let records = table.records
        guard let firstPosition = extra.first else { return }
        switch style {
        case .off:
            return
        case .each:
            for position in extra {
                let record = records[Int(position)]
                diagnostics.append(Diagnostic(
                    RuleDescription.extraKey,
                    message: "'\(record.key)' is in \(table.language) but not in the reference \(reference.language) table (\(referenceFile)); it is never shown unless code uses it. Remove it or add it to \(reference.language)",
                    location: SourceLocation(file: file, line: record.entry.line, column: record.entry.column),
                    language: table.language, table: table.name, key: record.key))
            }
        case .grouped:
            let keys = table.keyList(records: extra)
            let first = records[Int(firstPosition)].entry
            var finding = Diagnostic(
                RuleDescription.extraKey,
                message: "\(keys.count) key(s) in \(table.language) are not in the reference \(reference.language) table (\(referenceFile)): \(named(keys)); they are never shown unless code uses them. Remove them or add them to \(reference.language)",
                location: SourceLocation(file: file, line: first.line, column: first.column),
                language: table.language, table: table.name)
            finding.keys = keys
            diagnostics.append(finding)
        }
    }

    /// A reference plural entry (a `.stringsdict` entry, a catalog's plural) as one string: its format key
    /// with each variable's `other` form, which is what a plain translation of it is compared with.
    private static func pluralRecord(of record: TableRecord, in reference: LocalizationTable) -> TableRecord? {
        guard reference.stringsDict != nil else { return nil }
        let key = record.key
        guard let entry = reference.pluralEntry(forKey: key), let formatKey = entry.formatKey else { return nil }
        let value = StringsDictChecks.expand(formatKey, variables: entry.variables, category: nil)
        return TableRecord(entry: StringsEntry(key: key, value: value, line: entry.line, column: entry.column))
    }

    /// The reference's plural variable that the plain `%#@name@` of `format` at `position` stands for,
    /// when the reference table has the key as a plural entry with a variable of that name.
    private static func lostSubstitution(at position: Int, in format: ParsedFormat, referencePlurals: LocalizationTable?,
                                         key: String) -> StringsDictVariable? {
        guard let referencePlurals, let name = format.variables.first(where: { $0.position == position })?.name,
              let entry = referencePlurals.pluralEntry(forKey: key) else { return nil }
        return entry.variables.first { $0.name == name }
    }

    /// The first keys, quoted, and "and N more".
    ///
    /// Joined by hand, walking the collection's own indices: the standard library's `joined` and
    /// a slice's iterator are generic code whose first use in a process looks up witnesses and
    /// metadata at run time.
    static func named(_ keys: some Collection<String>) -> String {
        var shown = ""
        var index = keys.startIndex
        var count = 0
        while index != keys.endIndex && count < keysNamedInMessage {
            if count > 0 { shown += ", " }
            shown += "'" + keys[index] + "'"
            keys.formIndex(after: &index)
            count += 1
        }
        return keys.count > keysNamedInMessage ? "\(shown) and \(keys.count - keysNamedInMessage) more" : shown
    }

    /// Compares `record` with `referenceRecord`. `referencePlurals` is the reference table when the
    /// reference record is its plural entry as one string; `fromCatalog` says the record was compiled
    /// from a String Catalog.
    // swiftlint:disable:next function_parameter_count
    private static func compare(
        _ record: TableRecord, in table: LocalizationTable, file: String,
        reference referenceRecord: TableRecord, referenceLanguage: String, referencePlurals: LocalizationTable? = nil,
        fromCatalog: Bool = false, into diagnostics: inout [Diagnostic]
    ) {
        // The common case, equal signatures, costs one comparison and builds no text. A `% ` or a
        // `%#@` can be wrong with an equal signature, so such a value gets the full comparison.
        // Both marks were noted when the tables were loaded: this reads no byte of either value.
        if !record.hasSpaceFlagOrVariableMark
            && ((!record.hasPercent && !referenceRecord.hasPercent) || record.signature == referenceRecord.signature) { return }
        var format = record.format, reference = referenceRecord.format
        // A source whose `%'d` CF cannot read (``QuoteFlag``) is compared as meant, `%d`: its own finding
        // says so, a translation that writes `%d` is right, and one that copies the `'` is that finding's.
        if !reference.issues.isEmpty, let meant = QuoteFlag.meant(referenceRecord.entry.value) {
            reference = ParsedFormat(meant)
            if !format.issues.isEmpty, let copied = QuoteFlag.meant(record.entry.value) { format = ParsedFormat(copied) }
        }
        // A development string that is prose with a literal percent ("100% guaranteed") is compared on
        // deliberate specifiers only, and so is its translation; otherwise every specifier counts.
        let referenceIsProse = reference.isLiteralPercentProse
        var mine = (referenceIsProse ? format.deliberateSignature : format.signature).types
        // Outside a `.stringsdict`, CF reads `%#@name@` as `%@`: `__CFParseFormatSpec` parses it as an
        // object conversion (`CFFormatCFType`), with no configuration to look the name up in. A record
        // here is always such a string: a `.strings` entry, or a String Catalog unit without
        // substitutions, which the compiler writes into the `.strings` file. A reference record made from
        // a plural entry has its variables expanded, so one that keeps some is a plain string too.
        let plainVariables = format.variables.map(\.position)
        for position in plainVariables { mine[position] = .object }
        var theirs = reference.deliberateSignature
        if !reference.variables.isEmpty {
            var types = theirs.types
            for variable in reference.variables { types[variable.position] = .object }
            theirs = FormatSignature(types: types, argumentCount: theirs.argumentCount)
        }
        let entry = record.entry, key = record.key, language = table.language
        let quoted = "\(language) \"\(entry.value)\" vs \(referenceLanguage) \"\(referenceRecord.entry.value)\""
        let readsObject = Dictionary(uniqueKeysWithValues: plainVariables.map { ($0, ArgumentType.object) })
        // What the phone shows goes into a message only: made when a finding is.
        lazy var phone = WhatThePhoneShows.describe(format, passing: theirs, reads: readsObject)
            + " (\(referenceLanguage) shows \"\(WhatThePhoneShows.shown(bySource: reference))\")"
        // A `% g` the development string has too is its finding (``MisreadPercent``), not the translation's.
        if !referenceIsProse, let eaten = SpaceFlagOrVariable.eatenLetter(in: format, passing: theirs),
           !reference.accidentalSpecifiers.contains(where: { $0.position == eaten.position && $0.hasFlag(" ") }) {
            diagnostics.append(Diagnostic(
                RuleDescription.brokenSpecifier,
                message: "'\(key)' in \(language): \(phone): CF reads '\(eaten.text)' as a conversion of argument \(eaten.position) with a space before it, and the letter '\(eaten.letter)' is gone (\(quoted)). Write the specifier as \(referenceLanguage) does, or %% for a percent sign",
                location: ValueLocation.of(entry, offset: eaten.offset, in: file),
                language: language, table: table.name, key: key))
        }
        if mine == theirs.types { return }
        func report(_ rule: RuleLevel, _ message: String, position: Int?) {
            let offset = position.flatMap { wanted in format.specifiers.first { $0.position == wanted }?.offset }
            diagnostics.append(Diagnostic(
                rule, message: message,
                location: offset.map { ValueLocation.of(entry, offset: $0, in: file) } ?? ValueLocation.of(entry, in: file),
                language: language, table: table.name, key: key))
        }
        let accidental = Set(format.accidentalSpecifiers.map(\.position))
        let broken = BrokenSpecifier.find(in: format, translating: reference)
        if let broken {
            let remnant = broken.remnant
            let numbers = broken.lost.map(String.init)
            let lost = numbers.count == 1 ? "argument \(numbers[0])" : "arguments \(numbers.dropLast().joined(separator: ", ")) and \(numbers[numbers.count - 1])"
            diagnostics.append(Diagnostic(
                RuleDescription.brokenSpecifier,
                message: "'\(key)' in \(language): \(phone): \(remnant.explanation), and \(lost) \(numbers.count == 1 ? "is" : "are") lost (\(quoted)). Write the specifier as \(referenceLanguage) does",
                location: ValueLocation.of(entry, offset: remnant.offset, in: file),
                language: language, table: table.name, key: key))
        }
        // A translator who reordered the sentence kept every argument, in another order: the fix is
        // the numbered form of the translation itself, not the source's conversions.
        let reordered = broken == nil ? NumberedForm.reordering(format, toRead: theirs, plainVariables: plainVariables) : nil
        var reportedReorder = false
        for position in mine.keys.sorted() {
            guard let type = mine[position] else { continue }
            // A position read only by the remnant is part of the broken-specifier finding.
            if let broken, broken.readOnlyByRemnant.contains(position) { continue }
            let hint = accidental.contains(position) ? " (a '%' followed by a space or a flag reads an argument: write %% for a literal percent sign)" : ""
            guard let expected = theirs.types[position] else {
                report(RuleDescription.argumentExtra.level,
                       "'\(key)' in \(language) reads argument \(position) (\(type.rawValue)), but the \(referenceLanguage) string has \(theirs.argumentCount) argument(s): \(quoted). The app or server never passes it, so the device shows garbage or crashes. Remove it\(hint)",
                       position: position)
                continue
            }
            if type != expected {
                if let reordered {
                    // One finding for the reordered sentence, at its first misread argument.
                    if reportedReorder { continue }
                    reportedReorder = true
                    report(RuleDescription.typeMismatch.level,
                           "'\(key)' in \(language) reads the arguments in another order than \(referenceLanguage): \(phone); \(quoted). Number the specifiers so each reads its own argument: \"\(reordered)\"",
                           position: position)
                    continue
                }
                let sizeOnly = type.differsOnlyInSize(from: expected) && !plainVariables.contains(position)
                if let lost = lostSubstitution(at: position, in: format, referencePlurals: referencePlurals, key: key) {
                    // The cause is the substitution the translation lost, not the specifiers.
                    let source = fromCatalog
                        ? "the String Catalog compiler writes a unit without substitutions as a plain string, where CF reads %#@\(lost.name)@ as %@"
                        : "outside a .stringsdict entry CF reads %#@\(lost.name)@ as %@"
                    let fix = fromCatalog
                        ? "Add the substitution '\(lost.name)' to \(language) as \(referenceLanguage) has it (argNum \(lost.argumentNumber ?? position), formatSpecifier \(lost.valueType ?? "lld"), its plural forms)"
                        : "Add the entry to \(language)'s .stringsdict as \(referenceLanguage) has it"
                    report(RuleDescription.typeMismatch.level,
                           "'\(key)' in \(language) lost the \(fromCatalog ? "substitution" : "plural variable") '\(lost.name)': \(source), so it reads argument \(position) as an object where \(referenceLanguage) passes a number (%\(lost.valueType ?? "lld")): the app crashes (\(referenceLanguage) shows \"\(WhatThePhoneShows.shown(bySource: reference))\"); \(quoted). \(fix)",
                           position: nil)
                    continue
                }
                let variableHint = plainVariables.contains(position)
                    ? " (outside a .stringsdict, CF reads a %#@name@ variable as %@, an object; put the entry in the .stringsdict or write the specifier as \(referenceLanguage) does)" : ""
                let advice = sizeOnly ? ". Only the size differs; use the same length modifier" : "; \(phone). Use the same conversion as \(referenceLanguage)"
                report(sizeOnly ? RuleLevel.typeMismatchSizeOnly : RuleDescription.typeMismatch.level,
                       "'\(key)' in \(language) reads argument \(position) as \(type.rawValue) where \(referenceLanguage) reads \(expected.rawValue): \(quoted)\(variableHint)\(advice)\(hint)",
                       position: position)
            }
        }
        for position in theirs.types.keys.sorted() where mine[position] == nil && broken == nil {
            report(RuleDescription.argumentMissing.level,
                   "'\(key)' in \(language) drops argument \(position), which \(referenceLanguage) shows: \(quoted); \(phone). Readers of \(language) lose that information; add %\(position)$@ (or the matching specifier) if that was not intended",
                   position: nil)
        }
    }
}
