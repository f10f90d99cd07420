import PushlocCatalog
import PushlocDiagnostics
import PushlocStringCatalog
import PushlocStringsFile

/// (Old) Turns a String Catalog into per-language tables, as Xcode compiles a catalog into
/// `<lang>.lproj/<Table>.strings` and `.stringsdict` in the built bundle (DESIGN.md section 3a), so that
/// every rule, lookup and rendering of `.strings`/`.stringsdict` applies to it, form by form.
///
/// - A string unit becomes an entry whose key points at the catalog's key and whose value points at
///   the value string in the JSON file.
/// - A unit with device variations is the form a push alert shows: `iphone`, else `other`, else the first.
/// - A unit with a plural variation, or with `substitutions` (`%#@name@`), becomes a `.stringsdict` entry
///   whose forms keep their own locations. Inside a substitution's forms, `%arg` reads the substitution's
///   argument (`argNum`, with its `formatSpecifier`).
/// - A unit in state `new` is not translated yet: the device shows the source text, so it is left out
///   (and reported as missing). A key with `shouldTranslate: false` is its source value in every language.
/// - A key with no unit in the source language is its own source value.
/// The compiler as it was before it borrowed units in place (the oracle of the differential test),
/// unchanged but for its name and one rule: the type of a plural without `other` comes from the first
/// category in file order, not from whichever form the dictionary listed first (which changed from run
/// to run, so no oracle could match it).
enum OldStringCatalogCompiler {
    /// One language's share of a catalog.
    struct CompiledTable: Sendable {
        /// The language (canonical BCP 47).
        var language: String
        /// The string entries (each form a push alert shows).
        var strings: StringsDocument
        /// The plural entries, if any.
        var plurals: StringsDictDocument?
    }

    /// The tables of `document`, one per language it has (the source language always), keyed by the
    /// canonical tag of each language.
    static func compile(_ document: StringCatalogDocument) -> [CompiledTable] {
        let source = document.sourceLanguage ?? "en"
        var languages = document.languages
        if !languages.contains(source) { languages.insert(source, at: 0) }
        let slots = Dictionary(languages.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let sourceSlot = slots[source] ?? 0
        let catalogEntries = document.entries ?? []
        // Each entry's units are found once for every language (the last unit of a language wins): the
        // place of each language's unit in the entry's localizations, -1 for none, entry by entry.
        let languageCount = languages.count
        var unitPlaces = [Int32](repeating: -1, count: catalogEntries.count * languageCount)
        for (position, entry) in catalogEntries.enumerated() {
            for (place, localization) in (entry.localizations ?? []).enumerated() {
                if let slot = slots[localization.language] {
                    unitPlaces[position * languageCount + slot] = Int32(truncatingIfNeeded: place)
                }
            }
        }
        let places = unitPlaces, tags = languages
        // Then each language's tables are built on their own, over the cores: a catalog is one file, so
        // this is what spreads a catalog-only app's load.
        return ParallelMap.map(Array(tags.indices)) { slot in
            func unit(_ position: Int, _ slot: Int) -> StringCatalogUnit? {
                let place = Int(places[position * languageCount + slot])
                guard place >= 0, let localizations = catalogEntries[position].localizations else { return nil }
                return localizations[place].unit
            }
            var entries: [StringsEntry] = []
            entries.reserveCapacity(catalogEntries.count)
            var plurals: [StringsDictEntry] = []
            for (position, entry) in catalogEntries.enumerated() {
                compile(entry, unit: unit(position, slot), sourceUnit: unit(position, sourceSlot), isSource: slot == sourceSlot,
                        entries: &entries, plurals: &plurals)
            }
            var strings = StringsDocument(path: document.path)
            strings.entries = entries
            let dictionary = plurals.isEmpty ? nil : StringsDictDocument(path: document.path, entries: plurals, diagnostics: [])
            return CompiledTable(language: tags[slot], strings: strings, plurals: dictionary)
        }
    }

    /// Adds what `entry` gives one language (whose unit is `unit`) to that language's tables.
    private static func compile(
        _ entry: StringCatalogEntry, unit languageUnit: StringCatalogUnit?, sourceUnit: StringCatalogUnit?, isSource: Bool,
        entries: inout [StringsEntry], plurals: inout [StringsDictEntry]
    ) {
        let key = entry.keyLocation
        var unit = languageUnit
        if !isSource {
            if entry.shouldTranslate == false { unit = sourceUnit }
            if let state = unit?.stringUnit?.state, state == .new { unit = nil }
        }
        guard let unit else {
            if isSource || entry.shouldTranslate == false {
                entries.append(StringsEntry(key: entry.key, value: entry.key, line: key.line, column: key.column))
            }
            return
        }
        if let plural = pluralEntry(entry, unit: unit) {
            plurals.append(plural)
        } else if let form = shownForm(of: unit), let value = form.value {
            entries.append(StringsEntry(
                key: entry.key, value: value, line: key.line, column: key.column,
                valueLine: form.location.line, valueColumn: form.location.column, comment: entry.comment))
        }
    }

    /// The form a push alert shows: the string unit, else the `iphone` device form, else `other`, else the first.
    static func shownForm(of unit: StringCatalogUnit) -> StringCatalogStringUnit? {
        if let stringUnit = unit.stringUnit, stringUnit.value != nil, unit.substitutions?.isEmpty ?? true { return stringUnit }
        return pushDevice(of: unit).flatMap { shownForm(of: $0.unit) }
    }

    /// The device variation a push alert shows: `iphone`, else `other`, else the first; `nil` without any.
    private static func pushDevice(of unit: StringCatalogUnit) -> StringCatalogVariation? {
        guard let devices = unit.variations?.device else { return nil }
        return devices.first { $0.name == "iphone" } ?? devices.first { $0.name == "other" } ?? devices.first
    }

    /// The `.stringsdict` entry of a unit with a plural variation or substitutions, `nil` for a plain one.
    private static func pluralEntry(_ entry: StringCatalogEntry, unit: StringCatalogUnit) -> StringsDictEntry? {
        // Device variations: the form a push alert shows decides.
        if unit.stringUnit == nil, let preferred = pushDevice(of: unit) {
            return pluralEntry(entry, unit: preferred.unit)
        }
        let place = entry.keyLocation
        if let substitutions = unit.substitutions, !substitutions.isEmpty, let format = unit.stringUnit?.value {
            let variables = substitutions.map { substitution in
                let specifier = "%" + (substitution.argNum.map { "\($0)$" } ?? "") + (substitution.formatSpecifier ?? "lld")
                var forms: [String: String] = [:]
                var locations: [String: SourceLocation] = [:]
                for variation in substitution.variations?.plural ?? [] {
                    guard let value = variation.unit.stringUnit?.value else { continue }
                    forms[variation.name] = replacingArgument(in: value, with: specifier)
                    locations[variation.name] = variation.unit.stringUnit?.location
                }
                return StringsDictVariable(name: substitution.name, specTypeKey: "NSStringPluralRuleType",
                                           valueType: substitution.formatSpecifier ?? "lld", forms: forms, formLocations: locations)
            }
            return StringsDictEntry(key: entry.key, formatKey: format, variables: variables, line: place.line, column: place.column)
        }
        guard let plural = unit.variations?.plural, !plural.isEmpty else { return nil }
        var forms: [String: String] = [:]
        var locations: [String: SourceLocation] = [:]
        for variation in plural {
            guard let value = variation.unit.stringUnit?.value else { continue }
            forms[variation.name] = value
            locations[variation.name] = variation.unit.stringUnit?.location
        }
        let firstName = plural.first { $0.unit.stringUnit?.value != nil }?.name
        let valueType = firstNumberConversion(in: forms["other"] ?? firstName.flatMap { forms[$0] } ?? "") ?? "lld"
        let variable = StringsDictVariable(name: "count", specTypeKey: "NSStringPluralRuleType", valueType: valueType,
                                           forms: forms, formLocations: locations)
        return StringsDictEntry(key: entry.key, formatKey: "%#@count@", variables: [variable], line: place.line, column: place.column)
    }

    /// `form` with every `%arg` replaced by `specifier` (without Foundation's `NSString` path, which
    /// bridged every form of every catalog plural).
    static func replacingArgument(in form: String, with specifier: String) -> String {
        let marker = Array("%arg".utf8)
        let bytes = Array(form.utf8)
        guard bytes.count >= marker.count else { return form }
        var result: [UInt8] = []
        var index = 0
        var copied = 0
        while index + marker.count <= bytes.count {
            if bytes[index] == marker[0] && bytes[index..<(index + marker.count)].elementsEqual(marker) {
                result += bytes[copied..<index]
                result += specifier.utf8
                index += marker.count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied > 0 else { return form }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }

    /// The length and conversion of the first integer specifier of `form` (`lld` in "%lld posts").
    private static func firstNumberConversion(in form: String) -> String? {
        let scalars = Array(form.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            var end = index + 1
            var body = ""
            while end < scalars.count, end - index < 12 {
                let scalar = scalars[end]
                body.unicodeScalars.append(scalar)
                if "dDiuUxXoOfFeEgGaA".unicodeScalars.contains(scalar) {
                    let trimmed = body.drop { $0.isNumber || $0 == "$" }
                    return String(trimmed)
                }
                if !"0123456789$lhqLzjt".unicodeScalars.contains(scalar) { break }
                end += 1
            }
            index = end + 1
        }
        return nil
    }
}
