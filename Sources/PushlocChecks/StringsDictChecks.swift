import PushlocCatalog
import PushlocDiagnostics
import PushlocFormatString
import PushlocICU
import PushlocRules
import PushlocStringsFile

/// Checks `.stringsdict` plural entries: the categories each language needs (from ICU's plural rules),
/// and the arguments of every form against the development language's.
///
/// Rules: `plural-missing-other` (error), `plural-missing-category` and `plural-unused-category`
/// (warnings), and per form `argument-extra` and `type-mismatch` (errors) and `argument-missing`
/// (warning). The count a `%#@name@` variable reads is judged per variable by ``PluralCountLoss``: a form
/// may leave it out where its category is one number, but not every form, nor one shown for several numbers.
enum StringsDictChecks: TableCheck {
    static let rules: [RuleDescription] = [
        .pluralMissingOther, .pluralMissingCategory, .pluralUnusedCategory, .pluralFormDropsCount, .stringsdictFormatKey,
        .argumentExtra, .typeMismatch, .brokenSpecifier, .argumentMissing,
    ]

    static func check(table: LocalizationTable, reference: LocalizationTable?, into diagnostics: inout [Diagnostic]) {
        guard let document = table.stringsDict else { return }
        let rules = table.language == "Base" ? nil : PluralRules.cached(for: table.language)
        let referenceTable = reference?.language == table.language ? nil : reference
        // Forms a language never shows are harmless: one finding per file and category, keys listed.
        var unusedPlace: SourceLocation?
        var unusedKeys: [String] = []
        var unusedCategories = Set<String>()
        // The language's categories, once per table rather than once per variable.
        let needed = rules.map { Set($0.categories.map(\.rawValue)) } ?? []
        // A category that only numbers of a million and more, or only fractions, select (CLDR's
        // `many` in fr, es, it, pt, ca) is not required: `other` gives the right text for them. The
        // required forms besides `other`, in CLDR order as the finding lists them, are worked out only
        // for a table with a variable that lacks one of the language's categories (finding them
        // selects up to a thousand numbers).
        var requiredBesidesOther: [String]?
        func required(by rules: PluralRules) -> [String] {
            if let requiredBesidesOther { return requiredBesidesOther }
            let found = rules.requiredCategories.subtracting([.other]).sorted().map(\.rawValue)
            requiredBesidesOther = found
            return found
        }
        // Entries that lack forms the language needs: one finding per set of lacking forms, entries listed.
        var missingForms = MissingPluralForms()
        for entry in document.entries {
            let location = SourceLocation(file: document.path, line: entry.line, column: entry.column)
            func report(_ rule: RuleLevel, _ message: String, at place: SourceLocation? = nil) {
                diagnostics.append(Diagnostic(rule, message: message, location: place ?? location,
                                              language: table.language, table: table.name, key: entry.key))
            }
            for variable in entry.variables {
                // Looked up in the forms themselves: a variable has a handful, and sets of them per
                // variable and language were a tenth of this check.
                let forms = variable.forms
                if forms["other"] == nil {
                    report(RuleDescription.pluralMissingOther.level,
                           "plural variable '\(variable.name)' of '\(entry.key)' in \(table.language) has no 'other' form, which every language needs; numbers without a matching form show nothing")
                }
                if let rules {
                    if needed.contains(where: { forms[$0] == nil }) {
                        let lacking = required(by: rules).filter { forms[$0] == nil }
                        if !lacking.isEmpty { missingForms.add(lacking: lacking, variable: variable.name, key: entry.key, at: location) }
                    }
                    // `zero` is honoured for 0 in every language, so it is never unused.
                    let unused = forms.keys.filter { !needed.contains($0) && $0 != "zero" && PluralCategory(rawValue: $0) != nil }
                    for category in unused.sorted() {
                        if unusedPlace == nil { unusedPlace = variable.formLocations[category] ?? location }
                        if unusedKeys.last != entry.key { unusedKeys.append(entry.key) }
                        unusedCategories.insert(category)
                    }
                }
            }
            guard let referenceEntry = referenceTable?.pluralEntry(forKey: entry.key) else { continue }
            compare(entry, to: referenceEntry, language: table.language, referenceLanguage: reference?.language ?? "", rules: rules,
                    fromCatalog: table.pluralsFromCatalog) {
                report($0, $1, at: $2)
            }
        }
        diagnostics += missingForms.diagnostics(language: table.language, table: table.name, needed: needed.sorted().joined(separator: ", "))
        if let place = unusedPlace {
            let needed = needed.sorted().joined(separator: ", ")
            let forms = unusedCategories.sorted { (PluralCategory(rawValue: $0) ?? .other) < (PluralCategory(rawValue: $1) ?? .other) }
                .map { "'\($0)'" }.joined(separator: ", ")
            diagnostics.append(Diagnostic(
                RuleDescription.pluralUnusedCategory,
                message: "\(unusedKeys.count) plural entr\(unusedKeys.count == 1 ? "y" : "ies") in \(table.language) \(unusedKeys.count == 1 ? "has" : "have") \(forms) form(s) that the phone never picks: ICU's plural rules for \(table.language) give only \(needed) (and 'zero' for 0), for whole numbers and fractions alike, so these forms are never shown and nothing is lost; they can be removed: \(CrossLanguageChecks.named(unusedKeys))",
                location: place, language: table.language, table: table.name, keys: unusedKeys))
        }
    }

    /// Compares each form, expanded into the format key, with the reference's `other` form expanded the same way.
    private static func compare(
        _ entry: StringsDictEntry, to reference: StringsDictEntry, language: String, referenceLanguage: String, rules: PluralRules?,
        fromCatalog: Bool, report: (RuleLevel, String, SourceLocation?) -> Void
    ) {
        // Format keys are nearly all alike ("%#@count@"): each distinct one is parsed once.
        let parsed = FormatKeyCache.parsedFormat
        guard let formatKey = entry.formatKey, let referenceKey = reference.formatKey else { return }
        // A format key that names none of the entry's variables (a translator's `%# @sites @`) breaks the
        // whole entry: report it once, at the entry, rather than once per form.
        // Each format key is parsed once here; every form is then spliced into the parsed key.
        // Translations nearly always keep the development format key ("%#@count@"): then it is parsed once.
        let parsedReferenceKey = parsed(referenceKey)
        let parsedKey = formatKey == referenceKey ? parsedReferenceKey : parsed(formatKey)
        if parsedKey.variables.isEmpty && !parsedReferenceKey.variables.isEmpty && !entry.variables.isEmpty {
            let referenceNamed = Set(parsedReferenceKey.variables.map(\.name))
            report(RuleDescription.stringsdictFormatKey.level,
                   "the NSStringLocalizedFormatKey of '\(entry.key)' in \(language) is \"\(formatKey)\", which names none of its variables (\(referenceLanguage): \"\(referenceKey)\"); the device shows it as it is, without the plural forms. Write %#@\(referenceNamed.sorted().joined(separator: "@ and %#@"))@ as in \(referenceLanguage)", nil)
            return
        }
        // Each variable's binding (its argument, type and argNum) first: a wrong one is one finding for
        // the variable, and its forms are not compared one by one.
        let binding = SubstitutionBinding.compare(entry, parsedKey: parsedKey, to: reference, parsedReferenceKey: parsedReferenceKey,
                                                  language: language, referenceLanguage: referenceLanguage, fromCatalog: fromCatalog)
        for finding in binding.findings { report(finding.rule, finding.message, finding.location) }
        let referenceSignature = FormatSignature(parsing: expand(parsedReferenceKey, variables: reference.variables, category: nil))
        // A form may leave out its own count ("one message", "رسالتان"): that is a translation choice, not
        // a lost argument, so the arguments the `%#@name@` variables read are never reported missing.
        // A handful of positions: an array, not a set built per entry and language.
        let countPositions = parsedKey.variables.map(\.position) + parsedReferenceKey.variables.map(\.position)
        var reportedMissing = Set<Int>()
        for variable in entry.variables where !binding.settled.contains(variable.name) {
            // A format key that is this one variable expands to each form itself.
            let keyIsVariable = isOnly(variable.name, parsedKey)
            // Whether each form keeps the count, which the variable reads at this position.
            let countPosition = parsedKey.variables.first { $0.name == variable.name }?.position
            var countLoss = PluralCountLoss(variable: variable.name)
            for (category, form) in variable.forms.sorted(by: { $0.key < $1.key }) {
                // This form in place of its variable, the other variables' `other` forms in theirs.
                let expanded = keyIsVariable ? form : expand(parsedKey) { name in
                    name == variable.name ? form : entry.variables.first { $0.name == name }?.forms["other"] ?? ""
                }
                let signature = FormatSignature(parsing: expanded)
                // Every path below asks for the form's first remnant: it is found once.
                let remnant = SpecifierRemnant.first(in: form)
                // A form that lost its count to a broken specifier (ca "%Id gent") is one defect, the
                // broken-specifier error below, not also a form that leaves the count out.
                if let countPosition {
                    let readsCount = signature.type(at: countPosition) != nil
                    if readsCount || remnant == nil {
                        countLoss.record(category: category, form: form, readsCount: readsCount)
                    }
                }
                signature.forEachPosition { position, type in
                    guard let expected = referenceSignature.type(at: position) else {
                        report(RuleDescription.argumentExtra.level,
                               "the '\(category)' form of '\(variable.name)' in '\(entry.key)' (\(language)) reads argument \(position), which the \(referenceLanguage) entry does not have: \"\(form)\"", variable.formLocations[category])
                        return
                    }
                    if type != expected && !(type.differsOnlyInSize(from: expected)) {
                        report(RuleDescription.typeMismatch.level,
                               "the '\(category)' form of '\(variable.name)' in '\(entry.key)' (\(language)) reads argument \(position) as \(type.rawValue) where \(referenceLanguage) reads \(expected.rawValue): \"\(form)\"", variable.formLocations[category])
                    }
                }
                // A form that drops an argument and leaves a remnant of its specifier in its place
                // (DuckDuckGo tr: "2$@ ve 1 diğer site" for "%2$@ and 1 other site") shows garbage: one
                // broken-specifier error for the form, as for a plain string.
                var reportedBroken = false
                referenceSignature.forEachPosition { position, _ in
                    guard signature.type(at: position) == nil && !countPositions.contains(position)
                        && reportedMissing.insert(position).inserted else { return }
                    if let remnant {
                        guard !reportedBroken else { return }
                        reportedBroken = true
                        report(RuleDescription.brokenSpecifier.level,
                               "the '\(category)' form of '\(variable.name)' in '\(entry.key)' (\(language)) has '\(remnant.text)' where \(referenceLanguage) reads argument \(position): \"\(form)\". The device shows it as garbage and the value is lost; write the specifier as \(referenceLanguage) does", variable.formLocations[category])
                        return
                    }
                    report(RuleDescription.argumentMissing.level,
                           "the '\(category)' form of '\(variable.name)' in '\(entry.key)' (\(language)) drops argument \(position), which \(referenceLanguage) shows: \"\(form)\"", variable.formLocations[category])
                }
                // A remnant where the count was (`%'d`: CF has no ' flag) is garbage on the phone too,
                // though a form may leave its count out.
                if !reportedBroken, let remnant {
                    report(RuleDescription.brokenSpecifier.level,
                           "the '\(category)' form of '\(variable.name)' in '\(entry.key)' (\(language)) has a broken specifier (\(remnant.explanation)): \"\(form)\". Write the specifier as \(referenceLanguage) does", variable.formLocations[category])
                }
            }
            if countPosition != nil, let shown = countShown(by: variable.name, in: reference, parsedKey: parsedReferenceKey) {
                countLoss.report(key: entry.key, language: language, referenceLanguage: referenceLanguage, position: shown, rules: rules,
                                 locations: variable.formLocations, report: report)
            }
        }
    }

    /// The argument position of the count of the variable `name` in `reference` (whose format key is
    /// `parsedKey`), when some form of it shows the count; `nil` when none does (the source itself
    /// writes the number out, or has no such variable).
    private static func countShown(by name: String, in reference: StringsDictEntry, parsedKey: ParsedFormat) -> Int? {
        guard let position = parsedKey.variables.first(where: { $0.name == name })?.position,
              let variable = reference.variables.first(where: { $0.name == name }) else { return nil }
        let keyIsVariable = isOnly(name, parsedKey)
        func shows(_ form: String) -> Bool {
            let expanded = keyIsVariable ? form : expand(parsedKey) { other in
                other == name ? form : reference.variables.first { $0.name == other }?.forms["other"] ?? ""
            }
            return FormatSignature(parsing: expanded).type(at: position) != nil
        }
        // `other` first: it nearly always shows the count, and then no other form is parsed.
        if let other = variable.forms["other"], shows(other) { return position }
        for (category, form) in variable.forms where category != "other" && shows(form) { return position }
        return nil
    }

    /// Whether `parsed` is the variable `name` at argument 1 and nothing else (`%#@count@`): its
    /// expansion is the form itself.
    private static func isOnly(_ name: String, _ parsed: ParsedFormat) -> Bool {
        guard parsed.segments.count == 1, case .variable(let only) = parsed.segments[0], parsed.variables.first?.position == 1 else { return false }
        return only == name
    }

    /// The format key with each `%#@name@` replaced by that variable's form (`other` unless given).
    static func expand(_ formatKey: String, variables: [StringsDictVariable], category: String?) -> String {
        expand(FormatKeyCache.parsedFormat(formatKey), variables: variables, category: category)
    }

    /// ``expand(_:variables:category:)`` of an already parsed format key.
    static func expand(_ parsed: ParsedFormat, variables: [StringsDictVariable], category: String?) -> String {
        expand(parsed) { name in
            let forms = variables.first { $0.name == name }?.forms ?? [:]
            return forms[category ?? "other"] ?? forms["other"] ?? ""
        }
    }

    /// The parsed format key with each `%#@name@` replaced by `form(name)`, and its literal text and
    /// specifiers kept as format text (a literal `%` doubled). A form's unnumbered specifiers read from
    /// its variable's argument on (``VariableForm/numbered(_:from:)``), so they are numbered so.
    static func expand(_ parsed: ParsedFormat, form: (String) -> String) -> String {
        // Most format keys are one variable and nothing else: the expansion is that variable's form.
        if parsed.segments.count == 1, case .variable(let name) = parsed.segments[0] {
            return VariableForm.numbered(form(name), from: parsed.variables.first?.position ?? 1)
        }
        var result = ""
        // The variables are listed in string order, as their segments are.
        var variableIndex = 0
        for segment in parsed.segments {
            switch segment {
            case .literal(let text):
                result += text.utf8.contains(UInt8(ascii: "%")) ? text.split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%") : text
            case .percent: result += "%%"
            case .specifier(let specifier): result += specifier.text
            case .variable(let name):
                let position = variableIndex < parsed.variables.count ? parsed.variables[variableIndex].position : 1
                variableIndex += 1
                result += VariableForm.numbered(form(name), from: position)
            }
        }
        return result
    }
}
