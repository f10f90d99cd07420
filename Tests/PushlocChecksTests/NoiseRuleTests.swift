import PushlocCatalog
import PushlocDiagnostics
import PushlocPayloads
import PushlocTestSupport
import Testing
@testable import PushlocChecks
@testable import PushlocReporters

/// Each noisy rule reports only what changes what the phone shows.
@Suite struct NoiseRuleTests {
    private func check(_ files: [String: String], uses: [LocKeyUse] = []) throws -> CheckReport {
        let fixture = try TemporaryFolder()
        for (path, text) in files { try fixture.write(path, text) }
        let catalog = try BundleLoader.load(paths: [fixture.path("L")], workingDirectory: fixture.root.path)
        return InMemoryCheck.check(catalog, uses: uses)
    }

    private func found(_ report: CheckReport, _ rule: String) -> [String] {
        report.diagnostics.filter { $0.rule == rule }.map { "\($0.language ?? "-") \($0.key ?? "-") \($0.severity.rawValue)" }
    }

    private func use(_ key: String) -> LocKeyUse {
        LocKeyUse(role: .body, key: key, argumentCount: 0, location: SourceLocation(file: "t.json", line: 1, column: 1), templateFile: "t.json")
    }

    // MARK: literal-percent

    @Test func aPercentInProseNoLanguageFormatsIsNotReported() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": #""SCRUB" = "Speed: 100% guaranteed";"#,
            "L/de.lproj/Localizable.strings": #""SCRUB" = "Geschwindigkeit: 50%";"#,
        ])
        #expect(found(report, "literal-percent").isEmpty, "\(report.diagnostics.map(TextFormat.line(for:)))")
    }

    @Test func aPercentInProseIsReportedWhenAnotherLanguageFormatsTheKey() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": #""SAVE" = "Save 100% guaranteed";"#,
            "L/fr.lproj/Localizable.strings": #""SAVE" = "Économisez %d %%";"#,
        ])
        #expect(found(report, "literal-percent") == ["en SAVE warning"])
        let message = try #require(report.diagnostics.first { $0.rule == "literal-percent" }).message
        #expect(message.contains("the fr copy of this key has a specifier"))
    }

    @Test func aTranslationsPercentIsReportedWhenATemplateSendsTheKey() throws {
        let files = [
            "L/en.lproj/Localizable.strings": #""BATTERY" = "Battery low";"#,
            "L/de.lproj/Localizable.strings": #""BATTERY" = "Batterie (%)";"#,
        ]
        #expect(found(try check(files), "literal-percent").isEmpty)
        let report = try check(files, uses: [use("BATTERY")])
        #expect(found(report, "literal-percent") == ["de BATTERY warning"])
        #expect(report.diagnostics.first { $0.rule == "literal-percent" }?.message.contains("a notification template sends this key") == true)
    }

    /// A development string with a specifier of its own is formatted, and CF reads `% g` of its prose
    /// as a conversion of the first argument (`__CFParseFormatSpec`: a space is a flag): one error, at
    /// the development string, saying what the phone shows and the string as meant. A translation that
    /// copies the `% g` is that finding's, not one of its own; one that adds a `% d` of its own keeps its
    /// broken-specifier error.
    @Test func aDevelopmentStringThatMisreadsItsArgumentsIsAnError() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": "\"PROMISE\" = \"100% guaranteed for %d days\";\n\"SALE\" = \"50%% off %@\";\n",
            "L/fr.lproj/Localizable.strings": "\"PROMISE\" = \"100% garanti pendant %d jours\";\n\"SALE\" = \"50 % de remise sur %@\";\n",
        ])
        #expect(found(report, "literal-percent") == ["en PROMISE error"])
        let message = try #require(report.diagnostics.first { $0.rule == "literal-percent" }).message
        #expect(message.contains("where \"100% guaranteed for 5 days\" is meant: CF reads '% g' as a conversion of argument 1"))
        #expect(message.contains("Write \"100%% guaranteed for %d days\""))
        #expect(found(report, "type-mismatch") == ["fr SALE error"])
    }

    @Test func aPercentInProseWithNoSpecifierStaysUnformatted() throws {
        let report = try check(["L/en.lproj/Localizable.strings": #""PROMISE" = "100% guaranteed";"#])
        #expect(found(report, "literal-percent").isEmpty)
        #expect(!MisreadPercent.mayHold("100%% sure, %d left") && MisreadPercent.mayHold("100% sure"))
    }

    // MARK: extra-key

    @Test func extraKeysAreOneNotePerTable() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": #""title" = "Inbox";"#,
            "L/fr.lproj/Localizable.strings": "\"title\" = \"Boîte\";\n\"a\" = \"A\";\n\"b\" = \"B\";\n",
        ])
        #expect(found(report, "extra-key") == ["fr - note"])
        let finding = try #require(report.diagnostics.first { $0.rule == "extra-key" })
        #expect(finding.keys.map(Array.init) == ["a", "b"])
        #expect(finding.location?.line == 2)
        #expect(report.exitCode(strict: true) == 0)
    }

    // MARK: duplicate-key

    @Test func aTranslationThatRepeatsAKeyWithTwoValuesKeepsItsWarning() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": "\"k\" = \"Discover\";\n\"k\" = \"Discover\";\n",
            "L/fr.lproj/Localizable.strings": "\"k\" = \"Découvrir\";\n\"k\" = \"Découvrir\";\n",
            "L/sr.lproj/Localizable.strings": "\"k\" = \"Otkrij\";\n\"k\" = \"Discover\";\n",
        ])
        #expect(found(report, "duplicate-key").sorted() == ["en k note", "sr k warning"])
        #expect(report.diagnostics.first { $0.language == "en" }?.message.contains("1 translation repeats it too") == true)
    }

    // MARK: bidi-control

    @Test(arguments: [
        "\"n\" = \"لديك \u{2066}%d\u{2069} رسائل\";",
        "\"n\" = \"لديك \u{202A}%d\u{202C} رسائل\";",
        "\"n\" = \"لديك \u{2068}%@\u{2069} رسائل\";",
        "\"n\" = \"لديك \u{202B}\u{200F}12\u{202C} رسائل\";",
    ])
    func anIsolateOrEmbeddingAroundANumberInArabicIsNotReported(_ arabic: String) throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": #""n" = "You have %d messages";"#,
            "L/ar.lproj/Localizable.strings": arabic,
        ])
        #expect(found(report, "bidi-control").isEmpty, "\(report.diagnostics.map(TextFormat.line(for:)))")
    }

    @Test func directionMarksBeforeNumbersAreNeverReported() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": #""n" = "You have %d messages";"#,
            "L/ar.lproj/Localizable.strings": "\"n\" = \"لديك \u{200F}%d \u{061C}رسائل\";",
            "L/he.lproj/Localizable.strings": "\"n\" = \"יש לך \u{200E}%d הודעות\";",
        ])
        #expect(found(report, "bidi-control").isEmpty)
    }

    /// An override over text that already reads in its direction flips nothing: the Arabic FAQ title
    /// under U+202E, Latin ids under U+202D in an Arabic sentence.
    @Test(arguments: [
        "\"n\" = \"\u{202E}الأسئلة المتكررة\";",
        "\"n\" = \"(مثلاً \u{202D}(...@bob:server1; @john:server2\";",
    ])
    func anOverrideOverTextOfItsOwnDirectionIsNotReported(_ arabic: String) throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": #""n" = "Frequently asked questions";"#,
            "L/ar.lproj/Localizable.strings": arabic,
        ])
        #expect(found(report, "bidi-control").isEmpty, "\(report.diagnostics.map(TextFormat.line(for:)))")
    }

    @Test(arguments: [
        ("ar", "\"n\" = \"\u{202E}لديك %d رسائل\";"),
        ("ar", "\"n\" = \"\u{202E}رقم 12\";"),
        ("ar", "\"n\" = \"\u{202D}لديك\u{202C} %d\";"),
        ("ar", "\"n\" = \"لديك \u{202D}%d رسائل\";"),
        ("ar", "\"n\" = \"لديك \u{202B}رسائل\u{202C} %d\";"),
        ("fr", "\"n\" = \"Vous avez \u{2066}%d\u{2069} messages\";"),
    ])
    func anOverrideTextAroundLettersOrALeftToRightTranslationIsReported(_ language: String, _ text: String) throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": #""n" = "You have %d messages";"#,
            "L/\(language).lproj/Localizable.strings": text,
        ])
        #expect(found(report, "bidi-control") == ["\(language) n warning"])
    }
}
