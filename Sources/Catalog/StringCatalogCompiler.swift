import Diagnostics
import StringCatalog
import StringsFile

/// Turns a String Catalog into per-language tables, as Xcode compiles a catalog into
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
public enum StringCatalogCompiler {
    /// One language's share of a catalog.
    public struct CompiledTable: Sendable {
        /// The language (canonical BCP 47).
        public var language: String
        /// The string entries (each form a push alert shows).
        public var strings: StringsDocument
        /// The plural entries, if any.
        public var plurals: StringsDictDocument?
    }

    /// The tables of `document`, one per language it has (the source language always), keyed by the
    /// canonical tag of each language.
    public static func compile(_ document: StringCatalogDocument) -> [CompiledTable] {
        let source = document.sourceLanguage ?? "en"
        var languages = document.languages
        if !languages.contains(source) { languages.insert(source, at: 0) }
        return languages.map { language in compile(document, language: language, source: source) }
    }

    private static func compile(_ document: StringCatalogDocument, language: String, source: String) -> CompiledTable {
        var entries: [StringsEntry] = []
        entries.reserveCapacity(document.entries?.count ?? 0)
        var plurals: [StringsDictEntry] = []
        for entry in document.entries ?? [] {
            let key = entry.keyLocation
            var unit = entry.unit(for: language)
            if language != source {
                if entry.shouldTranslate == false { unit = entry.unit(for: source) }
                if let state = unit?.stringUnit?.state, state == .new { unit = nil }
            }
            guard let unit else {
                if language == source || entry.shouldTranslate == false {
                    entries.append(StringsEntry(key: entry.key, value: entry.key, line: key.line, column: key.column))
                }
                continue
            }
            if let plural = pluralEntry(entry, unit: unit) {
                plurals.append(plural)
            } else if let form = shownForm(of: unit), let value = form.value {
                entries.append(StringsEntry(
                    key: entry.key, value: value, line: key.line, column: key.column,
                    valueLine: form.location.line, valueColumn: form.location.column, comment: entry.comment))
            }
        }
        var strings = StringsDocument(path: document.path)
        strings.entries = entries
        let dictionary = plurals.isEmpty ? nil : StringsDictDocument(path: document.path, entries: plurals, diagnostics: [])
        return CompiledTable(language: language, strings: strings, plurals: dictionary)
    }

    /// The form a push alert shows: the string unit, else the `iphone` device form, else `other`, else the first.
    public static func shownForm(of unit: StringCatalogUnit) -> StringCatalogStringUnit? {
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
                    forms[variation.name] = value.replacingOccurrences(of: "%arg", with: specifier)
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
        let valueType = firstNumberConversion(in: forms["other"] ?? forms.values.first ?? "") ?? "lld"
        let variable = StringsDictVariable(name: "count", specTypeKey: "NSStringPluralRuleType", valueType: valueType,
                                           forms: forms, formLocations: locations)
        return StringsDictEntry(key: entry.key, formatKey: "%#@count@", variables: [variable], line: place.line, column: place.column)
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
