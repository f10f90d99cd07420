import PushlocDiagnostics
import PushlocStringCatalog
import PushlocStringsFile

/// Turns a String Catalog into per-language tables, as Xcode compiles a catalog into
/// `<lang>.lproj/<Table>.strings` and `.stringsdict` in the built bundle (DESIGN.md section 3a), so that
/// every rule, lookup and rendering of `.strings`/`.stringsdict` applies to it, form by form.
///
/// - A string unit becomes an entry whose key points at the catalog's key and whose value points at
///   the value string in the JSON file.
/// - A unit with device variations is the form a push alert shows: `iphone`, else `other`, else the first.
/// - A unit with a plural variation, or with `substitutions` (`%#@name@`), becomes a `.stringsdict` entry
///   whose forms keep their own locations. Inside a substitution's forms, `%arg` reads the substitution's
///   argument (`argNum`, with its `formatSpecifier`), and the variable keeps the substitution's `argNum`
///   (`StringsDictVariable.argumentNumber`) for the checks.
/// - A unit without substitutions is a string unit, whatever `%#@name@` its value keeps: it becomes a
///   plain `.strings` entry, where CF reads `%#@name@` as an object conversion (`__CFParseFormatSpec`
///   in CFString.c takes the name as a configuration key, and a `.strings` value has no
///   configuration). swift-build's `XCStringsCompilerSpec` runs `xcstringstool compile`, whose outputs
///   (listed by its `--dry-run`) are these `.strings` and `.stringsdict` files.
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
        let slots = Dictionary(languages.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let sourceSlot = slots[source] ?? 0
        let catalogEntries = document.entries ?? []
        // Each entry's units are found once for every language (the last unit of a language wins): the
        // place of each language's unit in the entry's localizations, -1 for none, entry by entry.
        // Entries and units are reached by index, never copied: a unit is a large struct, and a copy per
        // entry and language would cost more than the compile itself.
        let languageCount = languages.count
        var unitPlaces = [Int32](repeating: -1, count: catalogEntries.count * languageCount)
        // Entries list their languages in the same order, so the slot of the language at the same place
        // of the previous entry is reused when the language is the same, without hashing it.
        var previous: [(language: String, slot: Int?)] = []
        for position in catalogEntries.indices {
            guard let localizations = catalogEntries[position].localizations else { continue }
            for place in localizations.indices {
                let language = localizations[place].language
                let slot: Int?
                if place < previous.count, previous[place].language == language {
                    slot = previous[place].slot
                } else {
                    slot = slots[language]
                    if place < previous.count { previous[place] = (language, slot) } else { previous.append((language, slot)) }
                }
                if let slot {
                    unitPlaces[position * languageCount + slot] = Int32(truncatingIfNeeded: place)
                }
            }
        }
        let places = unitPlaces, tags = languages
        // Then each language's tables are built on their own, over the cores: a catalog is one file, so
        // this is what spreads a catalog-only app's load.
        return ParallelMap.map(Array(tags.indices)) { slot in
            var entries: [StringsEntry] = []
            entries.reserveCapacity(catalogEntries.count)
            var plurals: [StringsDictEntry] = []
            // Through a buffer, whose elements are borrowed in place: an array's subscript copied each entry.
            catalogEntries.withUnsafeBufferPointer { entryBuffer in
                for position in entryBuffer.indices {
                    let row = position * languageCount
                    compile(entryBuffer[position], place: Int(places[row + slot]), sourcePlace: Int(places[row + sourceSlot]),
                            isSource: slot == sourceSlot, entries: &entries, plurals: &plurals)
                }
            }
            var strings = StringsDocument(path: document.path)
            strings.entries = entries
            let dictionary = plurals.isEmpty ? nil : StringsDictDocument(path: document.path, entries: plurals, diagnostics: [])
            return CompiledTable(language: tags[slot], strings: strings, plurals: dictionary)
        }
    }

    /// Adds what `entry` gives one language, whose unit is the localization at `place` (-1: none), to
    /// that language's tables; `sourcePlace` is the source language's.
    private static func compile(
        _ entry: borrowing StringCatalogEntry, place languagePlace: Int, sourcePlace: Int, isSource: Bool,
        entries: inout [StringsEntry], plurals: inout [StringsDictEntry]
    ) {
        let key = entry.keyLocation
        var place = languagePlace
        let localizations = entry.localizations ?? []
        // Units borrowed in place from a buffer, not copied out of the array (see `compile(_:)`).
        localizations.withUnsafeBufferPointer { units in
            if !isSource {
                if entry.shouldTranslate == false { place = sourcePlace }
                if place >= 0, units[place].unit.stringUnit?.state == .new { place = -1 }
            }
            guard place >= 0 else {
                if isSource || entry.shouldTranslate == false {
                    entries.append(StringsEntry(key: entry.key, value: entry.key, line: key.line, column: key.column))
                }
                return
            }
            if let plural = pluralEntry(entry, unit: units[place].unit) {
                plurals.append(plural)
            } else if let form = shownStringUnit(of: units[place].unit), let value = form.value {
                entries.append(StringsEntry(
                    key: entry.key, value: value, line: key.line, column: key.column,
                    valueLine: form.location.line, valueColumn: form.location.column, comment: entry.comment))
            }
        }
    }

    /// The form a push alert shows: the string unit, else the `iphone` device form, else `other`, else the first.
    public static func shownForm(of unit: StringCatalogUnit) -> StringCatalogStringUnit? {
        shownStringUnit(of: unit)
    }

    /// ``shownForm(of:)``, on a borrowed unit. Inlined, like ``pluralEntry(_:unit:)``: called with a
    /// unit borrowed from a buffer, a function would copy the whole unit to keep it alive for the call.
    @inline(__always)
    private static func shownStringUnit(of unit: borrowing StringCatalogUnit) -> StringCatalogStringUnit? {
        if let stringUnit = unit.stringUnit, stringUnit.value != nil, unit.substitutions?.isEmpty ?? true { return stringUnit }
        guard let devices = unit.variations?.device, let preferred = pushDevice(in: devices) else { return nil }
        return shownDeviceForm(of: devices[preferred].unit)
    }

    /// ``shownStringUnit(of:)`` of a device variation's unit (not inlined: it recurses).
    private static func shownDeviceForm(of unit: StringCatalogUnit) -> StringCatalogStringUnit? {
        shownStringUnit(of: unit)
    }

    /// The place in `devices` of the variation a push alert shows: `iphone`, else `other`, else the
    /// first; `nil` without any.
    private static func pushDevice(in devices: [StringCatalogVariation]) -> Int? {
        devices.firstIndex { $0.name == "iphone" } ?? devices.firstIndex { $0.name == "other" } ?? devices.indices.first
    }

    /// The `.stringsdict` entry of a unit with a plural variation or substitutions, `nil` for a plain one.
    /// Inlined into the per-language loop (see ``shownStringUnit(of:)``).
    @inline(__always)
    private static func pluralEntry(_ entry: borrowing StringCatalogEntry, unit: borrowing StringCatalogUnit) -> StringsDictEntry? {
        // Device variations: the form a push alert shows decides.
        if unit.stringUnit == nil, let devices = unit.variations?.device, let preferred = pushDevice(in: devices) {
            return devicePluralEntry(entry, unit: devices[preferred].unit)
        }
        let place = entry.keyLocation
        if let substitutions = unit.substitutions, !substitutions.isEmpty, let format = unit.stringUnit?.value {
            var variables: [StringsDictVariable] = []
            variables.reserveCapacity(substitutions.count)
            for index in substitutions.indices {
                variables.append(variable(of: substitutions[index]))
            }
            return StringsDictEntry(key: entry.key, formatKey: format, variables: variables, line: place.line, column: place.column)
        }
        guard let plural = unit.variations?.plural, !plural.isEmpty else { return nil }
        var forms = [String: String](minimumCapacity: plural.count)
        var locations = [String: SourceLocation](minimumCapacity: plural.count)
        // The form whose number conversion is the variable's type: `other`, else the first category in
        // file order (it was whichever the dictionary listed first, which changed from run to run).
        var firstName: String?
        for index in plural.indices {
            guard let stringUnit = plural[index].unit.stringUnit, let value = stringUnit.value else { continue }
            let name = plural[index].name
            forms[name] = value
            locations[name] = stringUnit.location
            if firstName == nil { firstName = name }
        }
        let valueType = firstNumberConversion(in: forms["other"] ?? firstName.flatMap { forms[$0] } ?? "") ?? "lld"
        let variable = StringsDictVariable(name: "count", specTypeKey: "NSStringPluralRuleType", valueType: valueType,
                                           forms: forms, formLocations: locations)
        return StringsDictEntry(key: entry.key, formatKey: "%#@count@", variables: [variable], line: place.line, column: place.column)
    }

    /// ``pluralEntry(_:unit:)`` of a device variation's unit (not inlined: it recurses).
    private static func devicePluralEntry(_ entry: borrowing StringCatalogEntry, unit: StringCatalogUnit) -> StringsDictEntry? {
        pluralEntry(entry, unit: unit)
    }

    /// The `.stringsdict` variable of `substitution`: its plural forms, where `%arg` reads its argument.
    private static func variable(of substitution: borrowing StringCatalogSubstitution) -> StringsDictVariable {
        let specifier = "%" + (substitution.argNum.map { "\($0)$" } ?? "") + (substitution.formatSpecifier ?? "lld")
        let plural = substitution.variations?.plural ?? []
        var forms = [String: String](minimumCapacity: plural.count)
        var locations = [String: SourceLocation](minimumCapacity: plural.count)
        for index in plural.indices {
            guard let stringUnit = plural[index].unit.stringUnit, let value = stringUnit.value else { continue }
            forms[plural[index].name] = replacingArgument(in: value, with: specifier)
            locations[plural[index].name] = stringUnit.location
        }
        return StringsDictVariable(name: substitution.name, specTypeKey: "NSStringPluralRuleType",
                                   valueType: substitution.formatSpecifier ?? "lld", forms: forms, formLocations: locations,
                                   argumentNumber: substitution.argNum)
    }

    /// `form` with every `%arg` replaced by `specifier` (without Foundation's `NSString` path, which
    /// bridged every form of every catalog plural), on the form's UTF-8 in place.
    static func replacingArgument(in form: String, with specifier: String) -> String {
        var text = form
        return text.withUTF8 { bytes -> String in
            var result: [UInt8] = []
            var index = 0
            var copied = 0
            while index + 4 <= bytes.count {
                if bytes[index] == UInt8(ascii: "%") && bytes[index + 1] == UInt8(ascii: "a")
                    && bytes[index + 2] == UInt8(ascii: "r") && bytes[index + 3] == UInt8(ascii: "g") {
                    if copied == 0 { result.reserveCapacity(bytes.count + specifier.utf8.count) }
                    result += UnsafeBufferPointer(rebasing: bytes[copied..<index])
                    result += specifier.utf8
                    index += 4
                    copied = index
                } else {
                    index += 1
                }
            }
            guard copied > 0 else { return form }
            result += UnsafeBufferPointer(rebasing: bytes[copied...])
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// The length and conversion of the first integer specifier of `form` (`lld` in "%lld posts").
    ///
    /// On the UTF-8: every byte the grammar accepts is ASCII, so offsets inside a specifier are scalar
    /// offsets, and a non-ASCII scalar stops a specifier as its first byte does.
    private static func firstNumberConversion(in form: String) -> String? {
        var text = form
        return text.withUTF8 { bytes -> String? in
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
                var end = index + 1
                while end < bytes.count, end - index < 12 {
                    let byte = bytes[end]
                    if isNumberConversion(byte) {
                        // The specifier without its position (`1$`) and width digits.
                        var first = index + 1
                        while isDigit(bytes[first]) || bytes[first] == UInt8(ascii: "$") { first += 1 }
                        return String(decoding: UnsafeBufferPointer(rebasing: bytes[first...end]), as: UTF8.self)
                    }
                    guard isDigit(byte) || isLengthOrPosition(byte) else { break }
                    end += 1
                }
                index = end + 1
            }
            return nil
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// `dDiuUxXoOfFeEgGaA`
    private static func isNumberConversion(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "x"),
             UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"),
             UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
            return true
        default:
            return false
        }
    }

    /// `$lhqLzjt`: a position's `$` and the length modifiers.
    private static func isLengthOrPosition(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "$"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"),
             UInt8(ascii: "j"), UInt8(ascii: "t"):
            return true
        default:
            return false
        }
    }
}
