import PushlocCatalog
import PushlocDiagnostics
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocChecks
@testable import PushlocReporters
@testable import PushlocChecking

/// Rules that follow what the device does (issue #20): mixed numbering read the CF way, keys that are
/// their own source text, broken specifiers, a `%` where the source has none, duplicate keys.
@Suite struct DeviceRulesTests {
    private func check(_ files: [String: String]) throws -> CheckReport {
        let fixture = try TemporaryFolder()
        for (path, text) in files { try fixture.write(path, text) }
        let project = try BundleLoader.loadProject(paths: [fixture.path("L")], workingDirectory: fixture.root.path)
        return InMemoryCheck.check(project)
    }

    private func lines(_ report: CheckReport) -> [String] {
        report.diagnostics.map { "\($0.rule) \($0.severity.rawValue) \($0.language ?? "-") \($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
    }

    private func pair(en: String, _ language: String, _ translation: String) throws -> CheckReport {
        try check([
            "L/en.lproj/Localizable.strings": "\"K\" = \"\(en)\";\n",
            "L/\(language).lproj/Localizable.strings": "\"K\" = \"\(translation)\";\n",
        ])
    }

    // MARK: 1. Mixed numbering

    @Test func aMixedTranslationThatReadsWhatTheSourceReadsIsAWarning() throws {
        let report = try pair(en: "%1$@ commented on %2$@", "fr", "%@ a commenté %2$@")
        #expect(lines(report) == ["mixed-positional warning fr 1:22"])
    }

    @Test(arguments: [
        // A position read with two types.
        ("%1$@ has %2$d files", "%@ a %1$d fichiers", "conflicting-types"),
        // An argument the source lacks: the unnumbered one after %2$@ is 1, then 2, then 3.
        ("%1$@ and %2$@", "%2$@, %@ et %@ et %@", "argument-extra"),
        // A gap: 1 and 3 read, 2 never.
        ("%1$@ %2$@ %3$@", "%@ %3$@", "argument-gap"),
    ])
    func mixingIsAnErrorOnlyThroughWhatItCauses(_ en: String, _ fr: String, _ rule: String) throws {
        let report = try pair(en: en, "fr", fr)
        let errors = report.diagnostics.filter { $0.severity == .error }.map(\.rule)
        #expect(errors.contains(rule), "\(lines(report))")
        #expect(report.diagnostics.contains { $0.rule == "mixed-positional" && $0.severity == .warning })
    }

    @Test func aReorderingWithoutMixingIsFine() throws {
        let report = try pair(en: "%1$@ commented on %2$@", "ja", "%2$@に%1$@がコメントしました")
        #expect(report.diagnostics.isEmpty, "\(lines(report))")
    }

    // MARK: 2. A key that is its own source text

    private func keyIsSource(_ key: String, _ translation: String, extraEnglish: String = "\"Other\" = \"Other\";\n") throws -> CheckReport {
        try check([
            "L/en.lproj/Localizable.strings": extraEnglish,
            "L/de.lproj/Localizable.strings": "\"Other\" = \"Andere\";\n\"\(key)\" = \"\(translation)\";\n",
        ])
    }

    @Test func aTranslationIsComparedWithItsKey() throws {
        let report = try keyIsSource("Retry in %1$@ minutes", "Erneut in %d Minuten")
        #expect(lines(report) == ["type-mismatch error de 2:38"], "\(report.diagnostics.map(TextFormat.line(for:)))")
        #expect(report.diagnostics.first?.message.contains("en (the key)") == true)
    }

    @Test(arguments: [
        ("Retry in %1$@ minutes", "Erneut in %1$@ Minuten"),
        ("%1$@ commented on %2$@", "%2$@: %1$@ hat kommentiert"),
        ("Delete all items?", "Alle Elemente löschen?"),
        ("Saved", "Gespeichert"),
    ])
    func aRightTranslationOfTextInCodeIsNotExtra(_ key: String, _ translation: String) throws {
        let report = try keyIsSource(key, translation)
        // A key with no space and no specifier ("Saved") may be an identifier: it stays extra.
        let expected = key.contains(" ") ? [] : ["extra-key note de 2:1"]
        #expect(lines(report) == expected, "\(report.diagnostics.map(TextFormat.line(for:)))")
    }

    @Test(arguments: ["settings.title", "INVITE_BODY", "alert_%@_title"])
    func anIdentifierKeyStaysExtra(_ key: String) throws {
        let report = try keyIsSource(key, "Titel")
        #expect(lines(report) == ["extra-key note de 2:1"], "\(report.diagnostics.map(TextFormat.line(for:)))")
    }

    @Test func aKeyThatReadsAnArgumentTheTranslationAddsIsAnError() throws {
        let report = try keyIsSource("Battery is low", "Akku bei %@")
        #expect(lines(report) == ["argument-extra error de 2:30"], "\(report.diagnostics.map(TextFormat.line(for:)))")
    }

    /// KeePassium keeps its English in code, beside a tagged key (`NSLocalizedString("[Database/Load/Error]
    /// Incorrect database format", value: "Incorrect database format: %@.", comment: "")`), and ships an
    /// empty `en.lproj/Localizable.strings`.
    private func keyInCode(_ key: String, _ translations: [String: String]) throws -> CheckReport {
        var files = ["L/en.lproj/Localizable.strings": "\"Other\" = \"Other\";\n"]
        for (language, value) in translations {
            files["L/\(language).lproj/Localizable.strings"] = "\"Other\" = \"Andere\";\n\"\(key)\" = \"\(value)\";\n"
        }
        return try check(files)
    }

    @Test func translationsThatAgreeOnAnArgumentShowTheKeyIsNotTheText() throws {
        let key = "[Database/Load/Error] Incorrect database format"
        let translations = [
            "de": "Falsches Datenbankformat: %@.",
            "fr": "Format de la base de données incorrect : %@.",
            "ru": "Некорректный формат базы данных: %@.",
        ]
        let report = try keyInCode(key, translations)
        // The app formats its value: with "%@." and passes the argument: every language shows it.
        #expect(String(format: "Incorrect database format: %@.", "JPEG") == "Incorrect database format: JPEG.")
        #expect(String(format: translations["de"] ?? "", "JPEG") == "Falsches Datenbankformat: JPEG.")
        #expect(report.diagnostics.isEmpty, "\(lines(report))")
    }

    @Test func aTranslationThatAloneAddsAnArgumentToTextInCodeStaysAnError() throws {
        // fr reads what the key reads; de alone adds %@, which no caller of "Battery is low" passes.
        let report = try keyInCode("Battery is low", ["de": "Akku bei %@", "fr": "Batterie faible"])
        #expect(String(format: "Akku bei %@") == "Akku bei (null)")
        #expect(lines(report) == ["argument-extra error de 2:30"], "\(report.diagnostics.map(TextFormat.line(for:)))")
    }

    @Test func theOddTranslationOutOfAnAgreementStaysAnError() throws {
        let report = try keyInCode("[Premium/Trial/trial then price]", [
            "de": "%1$@ kostenlos, dann %2$@", "fr": "%1$@ gratuit, puis %2$@", "it": "%1$@ gratis, poi %2$@ per %3$@",
        ])
        // it reads a third argument that the code's English ("%@ free, then %@") never passes.
        #expect(String(format: "%1$@ gratis, poi %2$@ per %3$@", "30 giorni", "1 €") == "30 giorni gratis, poi 1 € per (null)")
        #expect(lines(report) == ["argument-extra error it 2:65"], "\(report.diagnostics.map(TextFormat.line(for:)))")
        #expect(report.diagnostics.first?.message.contains("as 2 of 3 translations read it") == true)
    }

    @Test func aTranslationWithAStrayPercentBesideAnAgreementIsComparedWithIt() throws {
        // th writes "%" in prose and drops the argument that de and fr agree on: the value is lost.
        let report = try keyInCode("[File/In Trash/warning]", [
            "de": "'%@' befindet sich in „Zuletzt gelöscht“.", "fr": "« %@ » se trouve dans « Suppressions récentes ».",
            "th": "ไฟล์อยู่ใน 100% ล่าสุด",
        ])
        #expect(report.diagnostics.allSatisfy { $0.language == "th" }, "\(lines(report))")
    }

    @Test func aKeyWithASpecifierIsTheTextWhateverTheTranslationsAgreeOn() throws {
        // Loop: "Invalid absorption time: %1$@ hours" is its own English; %d there is a wrong number.
        let report = try keyInCode("Invalid absorption time: %1$@ hours", [
            "it": "Tempo di assorbimento non valido: %d ore", "fr": "Temps d'absorption invalide : %d heures",
        ])
        #expect(report.diagnostics.filter { $0.severity == .error }.map(\.rule) == ["type-mismatch", "type-mismatch"], "\(lines(report))")
    }

    @Test func aCJKTranslationOfAKeyWithProsePercentIsFine() throws {
        let report = try keyIsSource("100% sure", "100% 確定")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(TextFormat.line(for:)))")
    }

    // MARK: 3b. A bare % the device drops

    @Test func aBarePercentTheDeviceDropsWhereTheSourceShowsNoneIsAWarning() throws {
        // Cryptomator, el: the argument is already a formatted percentage ("42,00%").
        #expect(String(format: "Τρέχουσα πρόοδος: %@%\n\nΔοκιμάστε ξανά.", "42,00%") == "Τρέχουσα πρόοδος: 42,00%\n\nΔοκιμάστε ξανά.")
        #expect(String(format: "%@%", "42") == "42")
        let report = try pair(en: "Current Progress: %@\\n\\nRetry the upload.", "el", "Τρέχουσα πρόοδος: %@%\\n\\nΔοκιμάστε ξανά.")
        #expect(lines(report) == ["invalid-specifier warning el 1:28"], "\(report.diagnostics.map(TextFormat.line(for:)))")
        #expect(report.diagnostics.first?.message.contains("nothing is lost") == true)
        let atTheEnd = try pair(en: "Progress: %@", "fr", "Progression : %@%")
        #expect(atTheEnd.diagnostics.map(\.severity) == [.warning], "\(lines(atTheEnd))")
    }

    @Test(arguments: [
        // The source shows a percent sign: the device drops the translation's, and the unit is lost.
        ("Battery at %d%%\\nCharge now", "Batterie à %d%\\nRecharger", "Batterie à %d%\nRecharger", "Batterie à 42\nRecharger"),
        // A width before an unknown conversion: the device shows the width's digit.
        ("Progress: %d", "Fortschritt: %d %5k", "Fortschritt: %d %5k", "Fortschritt: 42 5"),
        // A % before other text: the device shows the text without it, "()" here.
        ("%d battery", "Akku %d (%)", "Akku %d (%)", "Akku 42 ()"),
    ])
    func aDroppedPercentThatLosesSomethingStaysAnError(_ en: String, _ de: String, _ shown: String, _ device: String) throws {
        #expect(String(format: shown, 42) == device)
        let report = try pair(en: en, "de", de)
        #expect(report.diagnostics.contains { $0.rule == "invalid-specifier" && $0.severity == .error }, "\(lines(report))")
    }

    // MARK: 4. Broken specifiers

    @Test(arguments: [
        ("Delete %@?", "Supprimer%% @ ?", "%% @"),
        ("%1$@ files", "%1$ fichiers", "%1$"),
        ("%@ left", "@% restant", "@%"),
        ("%1$@ left", "Il reste $@", "$@"),
        ("%@ を削除", "％@を削除しますか", "％@"),
        // Swiftfin, ar: the Arabic percent sign, which the device shows as written.
        ("Latest %@", "آخر ٪@", "٪@"),
        ("%1$@ of %2$@", "%1$@ sur %%2$@", "%%2$@"),
        // simplenote-ios, it: "%I Selezionate" for "%i Selected".
        ("%i Selected", "%I Selezionate", "%I"),
        // nextcloud talk-ios, uk: "Ви та ще % учасників залишили дзвінок".
        ("You and %ld more participants left the call", "Ви та ще % учасників залишили дзвінок", "%"),
    ])
    func aRemnantWhereAnArgumentWasIsAnError(_ en: String, _ fr: String, _ remnant: String) throws {
        let report = try pair(en: en, "fr", fr)
        let broken = report.diagnostics.filter { $0.rule == "broken-specifier" }
        #expect(broken.count == 1, "\(lines(report))")
        #expect(broken.first?.severity == .error)
        #expect(broken.first?.message.contains("'\(remnant)'") == true, "\(broken.map(\.message))")
        // One defect, one finding: no argument-missing, type-mismatch or invalid-specifier beside it.
        #expect(!report.diagnostics.contains { ["argument-missing", "type-mismatch", "invalid-specifier"].contains($0.rule) }, "\(lines(report))")
    }

    /// habitica-ios, cs: "... aby jsi mohl/a používat tuto volbu rychlé zpětné vazby.@%" for "... %@".
    @Test func aRemnantThatIsAlsoAnInvalidSpecifierIsOneError() throws {
        let report = try pair(en: "Set up an account in %@ first.", "cs", "Nejdřív si nastav účet.@%")
        #expect(lines(report) == ["broken-specifier error cs 1:31"], "\(report.diagnostics.map(TextFormat.line(for:)))")
    }

    @Test(arguments: [
        // Every argument read: "@%" and "% @" are prose.
        ("%@ is 100% done", "%@ est fait à 100 %"),
        ("Mail %@", "E-mail : %@ (@%%)"),
        ("%d%% charged", "%d %I charged"),
        // `% @` reads its argument: the device shows it ("% @" with "X" gives "X").
        ("Delete %@?", "Supprimer % @ ?"),
    ])
    func aRemnantLookalikeIsNoBrokenSpecifierWhenEveryArgumentIsRead(_ en: String, _ fr: String) throws {
        let report = try pair(en: en, "fr", fr)
        #expect(!report.diagnostics.contains { $0.rule == "broken-specifier" }, "\(lines(report))")
    }

    @Test func droppingAnArgumentCleanlyIsAWarning() throws {
        let report = try pair(en: "%@ liked your post", "de", "Jemand mag deinen Beitrag")
        #expect(lines(report) == ["argument-missing warning de 1:7"])
    }

    @Test func anArabicPercentSignIsNoSpecifierToTheDevice() throws {
        #expect(String(format: "آخر ٪@", "X") == "آخر ٪@")
        // Beside a kept argument, an Arabic percent in prose is no remnant: nothing is dropped.
        #expect(String(format: "خصم ٪50 على %@", "X") == "خصم ٪50 على X")
        let report = try pair(en: "%@ off", "ar", "خصم ٪50 على %@")
        #expect(report.diagnostics.isEmpty, "\(lines(report))")
    }

    @Test func aPluralFormWithARemnantWhereAnArgumentWasIsAnError() throws {
        // DuckDuckGo, tr: the 'one' form lost the '%' of "%2$@"; the site's name never shows.
        #expect(String(format: "2$@ ve 1 diğer site eşitlenemiyor", 1, "x.com") == "2$@ ve 1 diğer site eşitlenemiyor")
        let en = RealAppFixture.plural(format: "%#@posts@", one: "%2$@ and 1 other site can't sync", other: "%2$@ and %d other sites can't sync")
        let broken = try check([
            "L/en.lproj/Localizable.stringsdict": en,
            "L/tr.lproj/Localizable.stringsdict": RealAppFixture.plural(
                format: "%#@posts@", one: "2$@ ve 1 diğer site eşitlenemiyor", other: "%2$@ ve %d diğer site eşitlenemiyor"),
        ])
        #expect(broken.diagnostics.map(\.rule) == ["broken-specifier"], "\(lines(broken))")
        #expect(broken.diagnostics.first?.message.contains("'$@'") == true)
        // The same form with the name kept, and the count written as "1" (tr's 'one' is 1 alone), is right.
        let kept = try check([
            "L/en.lproj/Localizable.stringsdict": en,
            "L/tr.lproj/Localizable.stringsdict": RealAppFixture.plural(
                format: "%#@posts@", one: "%2$@ ve 1 diğer site eşitlenemiyor", other: "%2$@ ve %d diğer site eşitlenemiyor"),
        ])
        #expect(kept.diagnostics.isEmpty, "\(lines(kept))")
    }

    // MARK: 5. A `%` where the source has no specifier

    @Test(arguments: [
        ("ja", "残量（%）"),
        ("fr", "Batterie (%)"),
        ("de", "Akku in %"),
    ])
    func aPercentThatParsesAsNothingWhereTheSourceHasNoneIsShownAsWritten(_ language: String, _ translation: String) throws {
        // Nothing formats the key: the device shows the '%' as written. (A template that sends the key
        // makes it a `literal-percent` warning; see NoiseRuleTests.)
        let report = try pair(en: "Battery level", language, translation)
        #expect(report.diagnostics.isEmpty, "\(lines(report))")
    }

    @Test func anObjectSpecifierWithASpaceIsAWorkingSpecifier() throws {
        // The device shows the argument for `% @` as for `%@`: no advice to write `%%`, with or without
        // a development language, and a translation reads what its source reads.
        let alone = try check(["L/es.lproj/Localizable.strings": "\"K\" = \"Hola % @, bienvenido\";\n"])
        #expect(lines(alone) == ["missing-development-language warning - 1:1"], "\(lines(alone))")
        #expect(try pair(en: "%@ invited you", "es", "% @ te invitó").diagnostics.isEmpty)
        #expect(lines(try pair(en: "Welcome", "es", "Hola % @")) == ["argument-extra error es 1:13"])
        // `% @` after a numbered specifier reads argument 1 again: the device shows it twice and never
        // argument 2, and where the source reads a number it reads that number as an object.
        #expect(lines(try pair(en: "%1$@ and %2$@", "fr", "%1$@ et % @")) == ["argument-missing warning fr 1:7", "mixed-positional warning fr 1:16"])
        #expect(lines(try pair(en: "%ld participants", "fr", "Il reste % @")) == ["type-mismatch error fr 1:17"])
    }

    @Test func aPercentThatParsesWhereTheSourceHasNoneStaysAnError() throws {
        let report = try pair(en: "message data", "id", "pesan % data")
        #expect(lines(report) == ["argument-extra error id 1:14"])
    }

    @Test func aStrayPercentWhereTheSourceIsAFormatStaysAnError() throws {
        let report = try pair(en: "%@ battery", "fr", "Batterie de %@ (%)")
        #expect(lines(report) == ["invalid-specifier error fr 1:24"])
        // `%%` in the source: the app formats the string, so a lone `%` loses its sign.
        let doubled = try pair(en: "100%%", "fr", "100 %")
        #expect(doubled.diagnostics.map(\.severity) == [.error], "\(lines(doubled))")
    }

    // MARK: 9. Placeholders the app replaces itself

    @Test(arguments: [
        ("Hello {name}!", "Bonjour !", "{name}"),
        ("{0} invited you", "Vous êtes invité", "{0}"),
        ("Ask ${applicationName} to start", "Démarrer", "${applicationName}"),
        ("%1 sent you %2 messages", "%1 vous a envoyé des messages", "%2"),
        ("Hello {name}!", "Bonjour {nom} !", "{name}"),
        // A name in double braces that the translator translated or padded (owncloud, ru): still a name.
        ("{{count}} new posts", "{{nombre}} nouveaux messages", "{count}"),
        ("Shared with {{recipient}}", "Поделитесь с {{получателем}}", "{recipient}"),
        ("Allow {{app.name}} to open", "Разрешить {{app.name }} открыть", "{app.name}"),
        // Double braces around words: styled text, but this translation dropped a span.
        ("%@ is {{online}} and {{pinned}}", "%@ est {{en ligne}}", "{online}"),
    ])
    func aDroppedPlaceholderIsAWarning(_ en: String, _ fr: String, _ token: String) throws {
        let report = try pair(en: en, "fr", fr)
        // "%1 sent you %2" in the development string is also a literal-percent warning of its own.
        let found = report.diagnostics.filter { $0.rule != "literal-percent" || $0.language != "en" }
        #expect(found.map(\.rule) == ["placeholder-missing"], "\(lines(report))")
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.contains("'\(token)'") == true)
    }

    @Test(arguments: [
        ("Hello {name}!", "{name}さん、こんにちは"),
        ("%1 sent you %2 messages", "%2 messages de %1"),
        // Prose: braces around words with spaces, ICU-style plurals, percentages, specifiers.
        ("Use { and } for groups", "Utilisez des accolades"),
        ("{count, plural, one {# item} other {# items}}", "articles"),
        ("Charged to 100%", "Chargé à 100 %"),
        ("%1$@ sent %2$d", "%2$d envoyés par %1$@"),
        ("50%% off", "Moins 50%%"),
        // Mlem: double braces around text the app styles, translated with the text.
        ("%@ is {{online}}", "%@ est {{en ligne}}"),
        ("%@ is {{unhealthy}}", "%@ n’est {{pas sain}}"),
    ])
    func keptPlaceholdersAndProseAreFine(_ en: String, _ fr: String) throws {
        let report = try pair(en: en, "fr", fr)
        #expect(!report.diagnostics.contains { $0.rule == "placeholder-missing" }, "\(lines(report))")
    }

    // MARK: 6. Duplicate keys

    @Test func aDuplicateKeyIsAWarningWithTwoValuesAndANoteWithOne() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": "\"A\" = \"One\";\n\"B\" = \"Two\";\n\"A\" = \"Uno\";\n\"B\" = \"Two\";\n",
        ])
        #expect(lines(report) == ["duplicate-key warning en 3:1", "duplicate-key note en 4:1"])
        let messages = report.diagnostics.map(\.message)
        #expect(messages.first?.contains("another value (\"One\")") == true, "\(messages)")
        #expect(messages.first?.contains("\"Uno\"") == true)
        #expect(messages.last?.contains("the same value") == true)
    }

    // MARK: 10. Tables written as property lists

    /// The device reads an XML property list named `Localizable.strings` as a table (pocket-casts-ios):
    /// it is checked like a text one, with its places, and is no syntax error.
    @Test func anXMLTableIsCheckedLikeAText() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": "\"A\" = \"%@ and %@\";\n\"B\" = \"b\";\n",
            "L/de.lproj/Localizable.strings": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                  <key>A</key>
                  <string>%@ und %@ und %@</string>
                </dict>
                </plist>

                """,
        ])
        #expect(!report.diagnostics.contains { $0.rule == "syntax" })
        let extra = report.diagnostics.first { $0.rule == "argument-extra" }
        #expect(extra?.language == "de" && extra?.location?.line == 5, "\(lines(report))")
        #expect(report.diagnostics.contains { $0.rule == "missing-key" && $0.language == "de" })
    }

    // MARK: 11. A defect the translations copy from the source

    /// `"…: %d%"` in the source and in every translation is one defect, the source's: one error, at
    /// the source. A translation whose error is its own is still reported. CoreFoundation's formatter
    /// (Foundation on this machine) drops the lone `%` in every language alike: the percent sign is
    /// lost in the source as much as in its copies, so the fix starts at the source.
    @Test func aSourceDefectThatTranslationsCopyIsReportedOnceAtTheSource() throws {
        #expect(String(format: "Estimated: %d%", 42) == "Estimated: 42")
        #expect(String(format: "Estimé : %d%", 42) == "Estimé : 42")
        let report = try check([
            "L/en.lproj/Localizable.strings": "\"K\" = \"Estimated: %d%\";\n",
            "L/fr.lproj/Localizable.strings": "\"K\" = \"Estimé : %d%\";\n",
            "L/de.lproj/Localizable.strings": "\"K\" = \"Geschätzt: %d%\";\n",
            "L/it.lproj/Localizable.strings": "\"K\" = \"Stimato: %d %)\";\n",
        ])
        let invalid = report.diagnostics.filter { $0.rule == "invalid-specifier" }
        #expect(invalid.map { $0.language ?? "-" }.sorted() == ["en", "it"], "\(lines(report))")
        #expect(invalid.first { $0.language == "en" }?.message.hasSuffix("Translations that copy it are not reported one by one") == true)
        #expect(invalid.allSatisfy { $0.severity == .error })
    }

    /// A key the development table repeats, repeated again in the translations its export made, is one
    /// warning at the development table; a translation's own repeat is still reported. CoreFoundation's
    /// parser keeps the last entry of a key in every language (pinned by the duplicate-key tests above
    /// and, for property lists, against `Bundle` in `StringsPropertyListTests`).
    @Test func aRepeatedKeyTheTranslationsCopyIsReportedOnceAtTheSource() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": "\"CANCEL\" = \"Cancel\";\n\"OK\" = \"OK\";\n\"CANCEL\" = \"Cancel\";\n",
            "L/fr.lproj/Localizable.strings": "\"CANCEL\" = \"Annuler\";\n\"OK\" = \"OK\";\n\"CANCEL\" = \"Annuler\";\n",
            "L/de.lproj/Localizable.strings": "\"CANCEL\" = \"Abbrechen\";\n\"OK\" = \"OK\";\n\"OK\" = \"Gut\";\n\"CANCEL\" = \"Abbrechen\";\n",
        ])
        let repeats = report.diagnostics.filter { $0.rule == "duplicate-key" }
        #expect(repeats.map { "\($0.language ?? "-") \($0.key ?? "-")" }.sorted() == ["de OK", "en CANCEL"], "\(lines(report))")
        #expect(repeats.first { $0.language == "en" }?.message.hasSuffix("remove one. 2 translations repeat it too, not reported one by one") == true)
        #expect(repeats.first { $0.language == "de" }?.message.contains("not reported one by one") == false)
    }
}
