import PushlocCatalog
import PushlocDiagnostics
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocChecks

/// `plural-form-untranslated`: a form the device shows left in the development language while the
/// plural's other forms are translated. Each defect sits beside a correct form that looks like it.
@Suite struct PluralFormUntranslatedTests {
    private static let rule = "plural-form-untranslated"
    private static let english = ["zero": "No entries", "one": "%d entry", "other": "%d entries"]

    private struct Finding {
        let language: String
        let place: String
        let message: String
    }

    /// The rule's findings in a bundle `L` of `.stringsdict` files, `en` (the development language) first.
    private func check(_ translations: [String: [String: String]], english: [String: String] = Self.english) throws -> [Finding] {
        try check(translations, english: english, rule: Self.rule).map {
            Finding(language: $0.language ?? "-", place: "\($0.location?.line ?? 0)", message: $0.message)
        }
    }

    private func check(_ translations: [String: [String: String]], english: [String: String] = Self.english,
                       rule: String) throws -> [Diagnostic] {
        let fixture = try TemporaryFolder()
        try fixture.write("L/en.lproj/Localizable.stringsdict", StringsDictCheckTests.plist("ENTRIES", format: "%#@n@", forms: english))
        for (language, forms) in translations {
            try fixture.write("L/\(language).lproj/Localizable.stringsdict", StringsDictCheckTests.plist("ENTRIES", format: "%#@n@", forms: forms))
        }
        let project = try BundleLoader.loadProject(paths: [fixture.path("L")], workingDirectory: fixture.root.path)
        return InMemoryCheck.check(project).diagnostics.filter { $0.rule == rule }
    }

    /// The line of the `category` form in a plist made by `StringsDictCheckTests.plist`: forms are one a
    /// line from line 12, sorted by category.
    private func line(of category: String, among forms: [String: String]) -> String {
        "\(12 + (forms.keys.sorted().firstIndex(of: category) ?? 0))"
    }

    @Test func anEnglishZeroInATranslatedRussianPluralIsReported() throws {
        let russian = ["zero": "No entries", "one": "%d запись", "few": "%d записи", "many": "%d записей", "other": "%d записи"]
        let found = try check([
            "ru": russian,
            // Translated zero: fine.
            "uk": ["zero": "Немає записів", "one": "%d запис", "few": "%d записи", "many": "%d записів", "other": "%d запису"],
            // No zero form: 0 takes the language's own form.
            "pl": ["one": "%d wpis", "few": "%d wpisy", "many": "%d wpisów", "other": "%d wpisu"],
        ])
        #expect(found.map { "\($0.language) \($0.place)" } == ["ru \(line(of: "zero", among: russian))"])
        let message = try #require(found.first?.message)
        #expect(message.contains("the 'zero' form of 'n' in 'ENTRIES' (ru) is the en text \"No entries\""), "\(message)")
        #expect(message.contains("for 0 a device in ru shows \"No entries\" in en"), "\(message)")
        #expect(message.contains("remove the 'zero' form: 0 then takes the 'many' form (\"%d записей\")"), "\(message)")
    }

    /// Without its own form for 0's category, 0 falls back to `other`.
    @Test func removingTheZeroFormFallsBackToOtherWithoutTheOwnForm() throws {
        let found = try check(["cs": ["zero": "No entries", "one": "%d záznam", "few": "%d záznamy", "other": "%d záznamů"]])
        #expect(found.count == 1)
        #expect(found.first?.message.contains("0 then takes the 'other' form (\"%d záznamů\")") == true)
    }

    @Test func aPluralLeftWhollyInEnglishIsNotThisRule() throws {
        #expect(try check(["de": Self.english]).isEmpty)
    }

    @Test func aFormWithoutLettersReadsTheSameInEveryLanguage() throws {
        let english = ["zero": "%d", "one": "%d entry", "other": "%d entries"]
        #expect(try check(["ru": ["zero": "%d", "one": "%d запись", "few": "%d записи", "many": "%d записей", "other": "%d записи"]],
                          english: english).isEmpty)
    }

    @Test func aVariantOfTheDevelopmentLanguageIsNotATranslation() throws {
        #expect(try check(["en-GB": ["zero": "No entries", "one": "%d entry", "other": "%d entries (GB)"],
                           "en_AU": ["zero": "No entries", "one": "One entry", "other": "%d entries"]]).isEmpty)
    }

    /// ja never uses `few`: an English `few` there is dead (`plural-unused-category`), not shown.
    @Test func aFormTheLanguageNeverShowsIsNotReported() throws {
        let japanese = ["few": "%d entries", "other": "%d 件のエントリ"]
        #expect(try check(["ja": japanese]).isEmpty)
        #expect(try check(["ja": japanese], rule: "plural-unused-category").count == 1)
    }

    @Test func anEnglishOneIsShownForEveryNumberRussianGivesIt() throws {
        let russian = ["one": "%d entry", "few": "%d записи", "many": "%d записей", "other": "%d записи"]
        let found = try check(["ru": russian], english: ["one": "%d entry", "other": "%d entries"])
        #expect(found.map(\.place) == [line(of: "one", among: russian)])
        #expect(found.first?.message.contains("for 1, 21, 31, 41, 51, 61, … a device in ru shows \"%d entry\" in en") == true)
        #expect(found.first?.message.contains("remove") == false)
    }

    /// ru `other` is only fractions: never shown for a count.
    @Test func aRussianOtherIsNotShownForCounts() throws {
        let russian = ["one": "%d запись", "few": "%d записи", "many": "%d записей", "other": "%d entries"]
        #expect(try check(["ru": russian], english: ["one": "%d entry", "other": "%d entries"]).isEmpty)
    }

    /// ru `other` is never shown for a count, but translating it is translating the plural: the `few` and
    /// `many` left in English beside it are shown for 2, 3, 4, … and 0, 5, 6, ….
    @Test func englishFewAndManyBesideARussianOtherAreReported() throws {
        let russian = ["one": "%d entry", "few": "%d entries", "many": "%d entries", "other": "%d записи"]
        let found = try check(["ru": russian], english: ["one": "%d entry", "other": "%d entries"])
        #expect(found.map(\.place).sorted() == ["few", "many", "one"].map { line(of: $0, among: russian) })
        #expect(found.map(\.message).allSatisfy { $0.contains("a device in ru shows") })
    }

    /// cs: `few` (2, 3, 4) left in English is shown; `many`, which only fractions reach, is not.
    @Test func anEnglishCzechFewIsReportedAndItsManyIsNeverShown() throws {
        let czech = ["one": "Jeden záznam", "few": "%d entries", "many": "%d entries", "other": "%d záznamů"]
        let found = try check(["cs": czech], english: ["one": "One entry", "other": "%d entries"])
        #expect(found.map(\.place) == [line(of: "few", among: czech)])
        #expect(found.first?.message.contains("for 2, 3, 4 a device in cs shows \"%d entries\" in en") == true)
    }

    /// lv `zero` left as the English `other`, beside a translated `one` and `other`.
    @Test func anEnglishLatvianZeroFromTheSourcesOtherIsReported() throws {
        let latvian = ["zero": "%d entries", "one": "%d ieraksts", "other": "%d ieraksti"]
        let found = try check(["lv": latvian], english: ["one": "%d entry", "other": "%d entries"])
        #expect(found.map(\.place) == [line(of: "zero", among: latvian)])
    }

    /// pt-BR `other` left in English while `many` (the millions) is translated.
    @Test func anEnglishBrazilianOtherBesideATranslatedManyIsReported() throws {
        let portuguese = ["one": "%d item", "many": "%d de itens", "other": "%d items"]
        let found = try check(["pt-BR": portuguese], english: ["one": "%d item", "other": "%d items"])
        // "item" is Portuguese too (plural "itens"); "items" is not.
        #expect(found.map(\.place) == [line(of: "other", among: portuguese)])
    }

    /// An entry of two plural variables, `files` and `folders`, with this format string.
    private static func twoVariables(format: String, files: [String: String], folders: [String: String]) -> String {
        func variable(_ name: String, _ forms: [String: String]) -> String {
            let lines = forms.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined(separator: "\n")
            return "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>NSStringFormatValueTypeKey</key><string>d</string>\n\(lines)\n</dict>"
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>K</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
        \(variable("files", files))
        \(variable("folders", folders))
        </dict></dict></plist>
        """
    }

    private func checkEntry(_ english: String, _ translations: [String: String]) throws -> [Diagnostic] {
        let fixture = try TemporaryFolder()
        try fixture.write("L/en.lproj/Localizable.stringsdict", english)
        for (language, text) in translations { try fixture.write("L/\(language).lproj/Localizable.stringsdict", text) }
        let project = try BundleLoader.loadProject(paths: [fixture.path("L")], workingDirectory: fixture.root.path)
        return InMemoryCheck.check(project).diagnostics.filter { $0.rule == Self.rule }
    }

    /// A variable left wholly in English beside a translated one of the same entry was left behind.
    @Test func aVariableLeftInEnglishBesideATranslatedOneIsReported() throws {
        let englishFiles = ["one": "%d file", "other": "%d files"]
        let englishFolders = ["one": "%d folder", "other": "%d folders"]
        let english = Self.twoVariables(format: "%#@files@ / %#@folders@", files: englishFiles, folders: englishFolders)
        let latvian = Self.twoVariables(format: "%#@files@ / %#@folders@",
                                        files: ["zero": "%d failu", "one": "%d fails", "other": "%d faili"], folders: englishFolders)
        let found = try checkEntry(english, ["lv": latvian])
        #expect(found.map { $0.message.prefix(40) }.sorted() == [
            "the 'one' form of 'folders' in 'K' (lv) ", "the 'other' form of 'folders' in 'K' (lv",
        ])
        // Both variables wholly English: untranslated as a whole, not this rule.
        #expect(try checkEntry(english, ["lv": english]).isEmpty)
    }

    /// A translated format string makes the entry translated: its plural left in English is reported.
    @Test func aPluralLeftInEnglishBesideATranslatedFormatStringIsReported() throws {
        let english = StringsDictCheckTests.plist("K", format: "Deleted %#@n@", forms: ["one": "%d entry", "other": "%d entries"])
        let latvian = StringsDictCheckTests.plist("K", format: "Izdzēsti %#@n@", forms: ["zero": "%d entries", "one": "%d entry", "other": "%d entries"])
        let found = try checkEntry(english, ["lv": latvian])
        #expect(found.count == 3)
        // The same format string in both: nothing tells a translation.
        let untouched = StringsDictCheckTests.plist("K", format: "Deleted %#@n@", forms: ["zero": "%d entries", "one": "%d entry", "other": "%d entries"])
        #expect(try checkEntry(english, ["lv": untouched]).isEmpty)
    }

    /// A form missing in the translation sends its numbers to `other`, which is then shown for them.
    @Test func anOtherStandingInForAMissingFormIsShown() throws {
        let russian = ["one": "%d запись", "other": "%d entries"]
        let found = try check(["ru": russian], english: ["one": "%d entry", "other": "%d entries"])
        #expect(found.map(\.place) == [line(of: "other", among: russian)])
    }

    /// fr "%d messages" is French too: it shares its word with the translated "Un message".
    @Test func aFormSharingAWordWithTheTranslationIsACognate() throws {
        let english = ["one": "One message", "other": "%d messages"]
        #expect(try check(["fr": ["one": "Un message", "other": "%d messages"]], english: english).isEmpty)
        // The same English other beside an unrelated translation is left behind.
        #expect(try check(["fr": ["one": "Un courriel", "other": "%d messages"]], english: english).count == 1)
    }

    /// lv's rules give `zero` to 0, 10, 11, …: the device shows the form for all of them.
    @Test func latvianZeroCoversMoreThanZero() throws {
        let found = try check(["lv": ["zero": "No entries", "one": "%d ieraksts", "other": "%d ieraksti"]])
        #expect(found.count == 1)
        #expect(found.first?.message.contains("for 0, 10, 11, 12, 13, 14, … a device in lv shows") == true, "\(found.first?.message ?? "")")
        // lv needs its `zero` form for 10, 11, …: it is not to be removed.
        #expect(found.first?.message.contains("remove") == false)
    }

    @Test func aStringCatalogPluralIsCheckedToo() throws {
        let fixture = try TemporaryFolder()
        func plural(_ forms: [String: String]) -> String {
            let units = forms.sorted { $0.key < $1.key }.map {
                "\"\($0.key)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\($0.value)\" } }"
            }
            return "{ \"variations\" : { \"plural\" : { \(units.joined(separator: ", ")) } } }"
        }
        try fixture.write("L/Localizable.xcstrings", """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "%lld entries" : { "localizations" : {
          "en" : \(plural(["zero": "No entries", "one": "%lld entry", "other": "%lld entries"])),
          "ru" : \(plural(["zero": "No entries", "one": "%lld запись", "few": "%lld записи", "many": "%lld записей", "other": "%lld записи"])),
          "uk" : \(plural(["zero": "Немає записів", "one": "%lld запис", "few": "%lld записи", "many": "%lld записів", "other": "%lld запису"]))
        } } } }
        """)
        let project = try BundleLoader.loadProject(paths: [fixture.path("L")], workingDirectory: fixture.root.path)
        let found = InMemoryCheck.check(project).diagnostics.filter { $0.rule == Self.rule }
        #expect(found.map { $0.language ?? "-" } == ["ru"])
        #expect(found.first?.location?.line == 3)
    }

    /// pt "item" is Portuguese (plural "itens"); "items" is not.
    @Test func aWordInflectedInTheTranslationIsRelated() throws {
        let english = ["zero": "%d items", "one": "%d item", "other": "%d items"]
        let found = try check(["pt": ["zero": "%d items", "one": "%d item", "other": "%d itens"]], english: english)
        #expect(found.map(\.message).allSatisfy { $0.contains("'zero' form") } && found.count == 1)
        #expect(PluralFormUntranslatedCheck.related("bit", "bitar"))
        #expect(!PluralFormUntranslatedCheck.related("items", "itens"))
        #expect(!PluralFormUntranslatedCheck.related("entries", "entrées"))
        #expect(!PluralFormUntranslatedCheck.related("no", "nowe"))
    }

    /// A sentence left in English shares a word or two with its translation, not every word.
    @Test func aSentenceSharingSomeWordsIsStillLeftBehind() throws {
        let english = ["one": "%d site can't sync", "few": "%d sites can't sync", "other": "%d sites can't sync"]
        let czech = ["one": "%d web nelze synchronizovat", "few": "%d sites can't sync", "many": "%d webu nelze synchronizovat",
                     "other": "%d webů nelze synchronizovat"]
        #expect(try check(["cs": czech], english: english).map(\.place) == [line(of: "few", among: czech)])
        // A unit shared by both languages has no word to tell them apart.
        #expect(try check(["fi": ["one": "%d minuutti", "other": "%d min"]], english: ["one": "%d minute", "other": "%d min"]).isEmpty)
    }

    @Test func wordsSkipSpecifiersAndShortWords() {
        #expect(PluralFormUntranslatedCheck.words(in: "%1$@ has %lld new Messages, %#@n@ to go") == ["has", "new", "messages"])
        #expect(PluralFormUntranslatedCheck.baseLanguage(of: "en-GB") == "en")
        #expect(PluralFormUntranslatedCheck.baseLanguage(of: "zh_Hant_TW") == "zh")
    }
}
