import PushlocCatalog
import PushlocDiagnostics
import PushlocFormatString
import PushlocICU
import PushlocRules
import PushlocStringsFile

/// Finds plural forms that a translation left in the development language while translating the
/// plural's other forms (`plural-form-untranslated`): a Russian `.stringsdict` whose `one`, `few` and
/// `many` are Russian but whose `zero` is still "No entries" shows English for 0.
///
/// Only forms the device shows in the translation's language count. The device takes a `zero` form for
/// 0 in every language (and, where the language's rules have `zero`, such as lv and ar, for the numbers
/// those give it too); `one`, `two`, `few` and `many` only for the numbers the language's rules give them
/// (ICU's, every whole number below 1,100), and `other` for the rest, including the numbers of a category
/// the variable lacks. A form for a category the language never uses is dead (`plural-unused-category`),
/// and a form only fractions reach (ru `other`, cs `many`) is never shown for a count, so it is not
/// reported; but it is a translation when translated: a ru plural whose `other` alone is Russian has
/// its `few` and `many` left in English.
///
/// A form is reported when the device shows it for some count, its text is exactly the development
/// text of the same form (of `other` where the development language has no such form), has letters
/// (`TranslatableText`), and some other form of a category the language uses differs from the
/// development text, or the entry's format string or another of its variables is translated: the plural
/// was translated and this form left behind. A plural whose every form equals the development text is untranslated as a whole,
/// not reported here. A form whose every word is one of the translated forms' words, inflected or not
/// ("%d messages" beside fr "Un message", "%d chat" beside cs "%d chaty", "%d min"), reads as a
/// translation that happens to match, and is not reported either; a sentence left in English shares a
/// word or two with its translation ("sync", "limit") but not all of them.
/// Translations in the development language's own language (en-GB beside en) and Base are skipped.
///
/// Plural variations of String Catalogs are compiled into the same plural entries, so they are
/// checked too. The pass walks the translation's plural entries only, which are few.
struct PluralFormUntranslatedCheck: TranslationCheck {
    static let rules: [RuleDescription] = [.pluralFormUntranslated]

    /// The shortest word that can tell a form from the translated forms: shorter ones ("no", "a", "de",
    /// a unit such as "h") are shared by languages by chance, and a form without a longer word is
    /// taken for the translation's.
    static let minimumWordLength = 3

    private let developmentLanguage: String

    init(_ facts: BundleFacts) {
        developmentLanguage = facts.catalog.developmentLanguage
    }

    func check(translation table: LocalizationTable, against reference: LocalizationTable, in localization: Localization,
               into found: inout TranslationFindings) {
        guard let document = table.stringsDict, reference.stringsDict != nil, table.language != "Base",
              let rules = PluralRules.cached(for: table.language) else { return }
        let source = reference.language == "Base" ? developmentLanguage : reference.language
        guard Self.baseLanguage(of: table.language) != Self.baseLanguage(of: source) else { return }
        for entry in document.entries {
            guard let referenceEntry = reference.pluralEntry(forKey: entry.key) else { continue }
            let pairs = entry.variables.compactMap { variable in
                referenceEntry.variables.first { $0.name == variable.name }.map { (variable, $0) }
            }
            for (variable, sourceVariable) in pairs {
                let elsewhere = Self.translatedElsewhere(in: entry, source: referenceEntry, besides: variable.name, pairs: pairs, rules: rules)
                for form in Self.leftBehind(variable, source: sourceVariable, rules: rules, translatedElsewhere: elsewhere) {
                    let message = Self.message(form, variable: variable, key: entry.key, language: table.language,
                                               source: source, rules: rules)
                    let location = variable.formLocations[form.category]
                        ?? SourceLocation(file: document.path, line: entry.line, column: entry.column)
                    found.diagnostics.append(Diagnostic(
                        RuleDescription.pluralFormUntranslated, message: message,
                        location: location, language: table.language, table: table.name, key: entry.key))
                }
            }
        }
    }

    /// A form left in the development language: its category, its text, and the numbers it is shown for.
    struct LeftBehind: Equatable {
        var category: String
        var text: String
        var numbers: [Int]
    }

    /// The forms of `variable` that keep the development text of `source` while another shown form of
    /// it is translated, in CLDR order.
    static func leftBehind(
        _ variable: StringsDictVariable, source: StringsDictVariable, rules: PluralRules, translatedElsewhere: [String] = []
    ) -> [LeftBehind] {
        func sourceText(_ category: String) -> String? { source.forms[category] ?? source.forms["other"] }
        // A variable is nearly always translated in every form, or in none: both are told apart by
        // comparing the texts alone, before letters are looked for and before the numbers each form is
        // shown for are worked out.
        var keepsSome = false
        var changesSome = false
        for (category, form) in variable.forms {
            guard let original = sourceText(category) else { continue }
            if original == form { keepsSome = true } else { changesSome = true }
        }
        guard keepsSome && (changesSome || !translatedElsewhere.isEmpty) else { return [] }
        let shown = shownNumbers(of: variable.forms, rules: rules)
        var kept: [LeftBehind] = []
        var translated = translatedElsewhere
        for category in PluralCategory.allCases {
            let name = category.rawValue
            guard let form = variable.forms[name], let original = sourceText(name) else { continue }
            if form != original {
                // A translated form is the translator's work even where no count shows it (ru `other`,
                // which only fractions reach): the forms left beside it were left behind.
                if rules.categories.contains(category) || category == .zero { translated.append(form) }
            } else if let numbers = shown[name], !numbers.isEmpty, TranslatableText.hasLetters(form) {
                kept.append(LeftBehind(category: name, text: form, numbers: numbers))
            }
        }
        guard !kept.isEmpty, !translated.isEmpty else { return [] }
        let translatedWords = Set(translated.flatMap(words))
        return kept.filter { form in
            !words(in: form.text).allSatisfy { word in translatedWords.contains { related(word, $0) } }
        }
    }

    /// The entry's texts besides the forms of `variable` that differ from the development text: the
    /// format string (when it has letters of its own) and the forms of the other variables, of
    /// categories the language uses. A variable left wholly in the development language beside them
    /// was left behind: "%#@files@ in %#@folders@" with `files` translated and `folders` not.
    static func translatedElsewhere(
        in entry: StringsDictEntry, source: StringsDictEntry, besides variable: String,
        pairs: [(StringsDictVariable, StringsDictVariable)], rules: PluralRules
    ) -> [String] {
        var texts: [String] = []
        if let format = entry.formatKey, format != source.formatKey, !words(in: format).isEmpty { texts.append(format) }
        for (other, otherSource) in pairs where other.name != variable {
            for (category, form) in other.forms where form != (otherSource.forms[category] ?? otherSource.forms["other"]) {
                guard let plural = PluralCategory(rawValue: category), rules.categories.contains(plural) || plural == .zero else { continue }
                texts.append(form)
            }
        }
        return texts
    }

    /// The whole numbers (ICU's, below 1,100) each form of `forms` is shown for: a category's own numbers
    /// when the form exists, else `other`'s; 0 goes to a `zero` form whatever the language's rules say.
    static func shownNumbers(of forms: [String: String], rules: PluralRules) -> [String: [Int]] {
        var shown: [String: [Int]] = [:]
        let hasZero = forms["zero"] != nil
        for category in rules.categories {
            let target = forms[category.rawValue] != nil ? category.rawValue : "other"
            let numbers = rules.wholeNumbers(of: category).filter { !hasZero || $0 != 0 }
            shown[target, default: []] += numbers
        }
        if hasZero { shown["zero", default: []].append(0) }
        return shown.mapValues { $0.sorted() }
    }

    /// The words of `form` outside its format specifiers, lowercased: runs of letters, of at least
    /// ``minimumWordLength``.
    static func words(in form: String) -> [String] {
        var result: [String] = []
        for text in ParsedFormat.literalTexts(in: form) {
            var word = ""
            for scalar in text.unicodeScalars {
                if scalar.properties.isAlphabetic {
                    word.unicodeScalars.append(scalar)
                    continue
                }
                if word.unicodeScalars.count >= minimumWordLength { result.append(word.lowercased()) }
                word = ""
            }
            if word.unicodeScalars.count >= minimumWordLength { result.append(word.lowercased()) }
        }
        return result
    }

    /// Whether two words are one word inflected: they agree up to the last letter of the shorter one at
    /// most ("message" and "messages", pt "item" and "itens", sv "bit" and "bitar"), and in at least
    /// ``minimumWordLength`` letters. en "items" and pt "itens", or "entries" and fr "entrées", are not.
    static func related(_ one: String, _ other: String) -> Bool {
        // Called for every pair of words of a kept form and the translated forms: most pairs differ
        // in their first letters, and the walk stops there without copying either word.
        var first = one.unicodeScalars.makeIterator()
        var second = other.unicodeScalars.makeIterator()
        var common = 0
        while let left = first.next() {
            guard let right = second.next() else {
                // `other` is the shorter: it ended with every letter in common.
                return common >= minimumWordLength
            }
            guard left == right else {
                // Agreeing up to the shorter word's last letter: that letter is the only difference.
                let shorter = min(one.unicodeScalars.count, other.unicodeScalars.count)
                return common >= max(minimumWordLength, shorter - 1)
            }
            common += 1
        }
        // `one` is the shorter (or both are equal) and ended with every letter in common.
        return common >= minimumWordLength
    }

    /// The language of a tag without its region or script: `en` for `en-GB` and `en_US`.
    static func baseLanguage(of tag: String) -> String {
        String(tag.lowercased().prefix { $0 != "-" && $0 != "_" })
    }

    // swiftlint:disable:next function_parameter_count
    private static func message(
        _ form: LeftBehind, variable: StringsDictVariable, key: String, language: String, source: String, rules: PluralRules
    ) -> String {
        let numbers = form.numbers == [0] ? "0" : PluralCountLoss.list(form.numbers)
        var text = "the '\(form.category)' form of '\(variable.name)' in '\(key)' (\(language)) is the \(source) text \"\(form.text)\", while its other forms are translated: for \(numbers) a device in \(language) shows \"\(form.text)\" in \(source). Translate it"
        // Where the language's rules have no `zero`, the form is the device's own addition for 0, and
        // without it 0 takes the category the rules give it; lv and ar need theirs.
        if form.category == "zero", !rules.categories.contains(.zero) {
            let own = rules.category(for: 0).rawValue
            let fallback = own != "zero" && variable.forms[own] != nil ? own : "other"
            if let fallbackText = variable.forms[fallback] {
                text += ", or remove the 'zero' form: 0 then takes the '\(fallback)' form (\"\(fallbackText)\")"
            }
        }
        return text
    }
}
