import PushlocCatalog
import PushlocDiagnostics
import PushlocRules
import PushlocStringCatalog

/// Checks the phrases of App Shortcuts catalogs (`AppShortcuts.xcstrings`): the `stringSet` units, a list
/// of phrases per language that Siri accepts for one shortcut (DESIGN.md section 3a), wherever they are,
/// and every unit of a catalog named `AppShortcuts`, where Xcode may also write one phrase per key as a
/// string unit.
///
/// - Every phrase, in every language, must name the app as `${applicationName}`: Siri does not take a
///   phrase without it (``Rule/applicationName``, an error at the phrase).
/// - The other `${...}` tokens are the shortcut's parameters. A language whose phrases use a token that
///   no source phrase uses names a parameter the shortcut does not have (``Rule/placeholder``, an error
///   at the phrase); one whose phrases never use a token the source's use cannot be said with that
///   parameter (the same rule, a warning at the language's first phrase).
///
/// The source phrases are the source language's unit (in any state), else the key itself. A translation
/// in state `new` is not translated yet, and is left out as the compiled tables leave it out.
enum AppShortcutChecks: BundleCheck {
    static let rules: [RuleDescription] = [.appShortcutApplicationName, .appShortcutPlaceholder]


    /// The table whose every unit is a phrase, string sets and string units alike.
    static let tableName = "AppShortcuts"

    /// The token every phrase must have.
    static let applicationName = "${applicationName}"

    static func check(bundle catalog: LocalizedBundle, into diagnostics: inout [Diagnostic]) {
        for document in catalog.stringCatalogs {
            let source = document.sourceLanguage ?? catalog.developmentLanguage
            // Xcode writes an App Shortcuts catalog's phrases as string sets, or one phrase per key as string units.
            let isAppShortcuts = document.tableName == tableName
            for entry in document.entries ?? [] {
                guard let localizations = entry.localizations,
                      isAppShortcuts || localizations.contains(where: { $0.unit.stringSet != nil }) else { continue }
                let sourcePhrases = phrases(of: entry.unit(for: source)) ?? [(entry.key, entry.keyLocation)]
                let sourceTokens = Set(sourcePhrases.flatMap { tokens(in: $0.text) })
                for localization in localizations {
                    let isSource = localization.language == source
                    let unit = localization.unit
                    guard isSource || (unit.stringSet?.state ?? unit.stringUnit?.state) != .new,
                          let phrases = phrases(of: unit), !phrases.isEmpty else { continue }
                    check(phrases, of: entry.key, in: localization.language, sourceTokens: isSource ? nil : sourceTokens,
                          source: source, table: document.tableName, into: &diagnostics)
                }
            }
        }
    }

    /// Checks one language's `phrases` of the shortcut `key`; `sourceTokens` are the source phrases'
    /// tokens, `nil` for the source language itself.
    // swiftlint:disable:next function_parameter_count
    private static func check(
        _ phrases: [(text: String, location: SourceLocation)], of key: String, in language: String, sourceTokens: Set<String>?,
        source: String, table: String, into diagnostics: inout [Diagnostic]
    ) {
        func report(_ rule: RuleLevel, _ message: String, at location: SourceLocation) {
            diagnostics.append(Diagnostic(rule, message: message, location: location,
                                          language: language, table: table, key: key))
        }
        var used = Set<String>()
        for phrase in phrases {
            let found = tokens(in: phrase.text)
            used.formUnion(found)
            if !found.contains(applicationName) {
                report(RuleDescription.appShortcutApplicationName.level,
                       "the App Shortcut phrase \"\(phrase.text)\" of '\(key)' (\(language)) lacks \(applicationName); Siri only accepts a phrase that names the app, so this one is never recognised", at: phrase.location)
            }
            guard let sourceTokens else { continue }
            for token in found.sorted() where token != applicationName && !sourceTokens.contains(token) {
                report(RuleLevel.appShortcutUnknownToken,
                       "the App Shortcut phrase \"\(phrase.text)\" of '\(key)' (\(language)) uses \(token), which no \(source) phrase has: the shortcut has no such parameter. Write the \(source) phrases' tokens as they are", at: phrase.location)
            }
        }
        guard let sourceTokens else { return }
        let dropped = sourceTokens.subtracting(used).subtracting([applicationName]).sorted()
        if !dropped.isEmpty {
            report(RuleDescription.appShortcutPlaceholder.level,
                   "no App Shortcut phrase of '\(key)' in \(language) uses \(dropped.joined(separator: ", ")), which the \(source) phrases use; in \(language) the shortcut cannot be said with that parameter", at: phrases[0].location)
        }
    }

    /// The phrases of `unit`: its string set's, or its string unit's value as one phrase; `nil` without either.
    private static func phrases(of unit: StringCatalogUnit?) -> [(text: String, location: SourceLocation)]? {
        guard let unit else { return nil }
        if let values = unit.stringSet?.values {
            return values.compactMap { phrase in phrase.value.map { ($0, phrase.location) } }
        }
        if let stringUnit = unit.stringUnit, let value = stringUnit.value { return [(value, stringUnit.location)] }
        return nil
    }

    /// The `${...}` tokens of `phrase`, each with its `${` and `}`.
    static func tokens(in phrase: String) -> Set<String> {
        var found = Set<String>()
        let scalars = Array(phrase.unicodeScalars)
        var index = 0
        while index + 1 < scalars.count {
            guard scalars[index] == "$", scalars[index + 1] == "{",
                  let end = scalars[(index + 2)...].firstIndex(of: "}") else {
                index += 1
                continue
            }
            var token = String.UnicodeScalarView()
            token.append(contentsOf: scalars[index...end])
            found.insert(String(token))
            index = end + 1
        }
        return found
    }
}
