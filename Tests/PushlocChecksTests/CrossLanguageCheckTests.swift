import PushlocCatalog
import PushlocDiagnostics
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocChecks
@testable import PushlocReporters

@Suite struct CrossLanguageCheckTests {
    private func check(_ files: [String: String], base: String? = nil, uses: [LocKeyUse] = []) throws -> CheckReport {
        let fixture = try TemporaryFolder()
        for (path, text) in files { try fixture.write(path, text) }
        let catalog = try BundleLoader.load(paths: [fixture.path("L")], base: base, workingDirectory: fixture.root.path)
        return InMemoryCheck.check(catalog, uses: uses)
    }

    private static let english = """
    /* Invitation */
    "INVITE" = "%@ and %@ have invited you to play Monopoly";
    "COUNT" = "You have %d new messages";
    "PERCENT" = "Save 20%% today";
    "TWO" = "%1$@ sent %2$@";
    "GREETING" = "Hello %@";
    """

    @Test func aCleanCorpusWithReorderingRepeatsAndPercentGivesNoDiagnostic() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": Self.english,
            "L/fr.lproj/Localizable.strings": """
            "INVITE" = "%2$@ et %1$@ vous invitent à jouer au Monopoly";
            "COUNT" = "Vous avez %d nouveaux messages";
            "PERCENT" = "20 %% de remise aujourd'hui";
            "TWO" = "%2$@ envoyé par %1$@ (%1$@)";
            "GREETING" = "Bonjour %@";
            """,
        ])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(TextFormat.line(for:)))")
        #expect(report.summary.languages == 2)
        #expect(report.summary.entries == 10)
        #expect(report.exitCode(strict: true) == 0)
    }

    @Test func anAddedDroppedAndSwappedSpecifierAreReportedExactly() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": Self.english,
            "L/de.lproj/Localizable.strings": """
            "INVITE" = "%@ und %@ haben dich eingeladen, %@";
            "COUNT" = "Du hast %@ neue Nachrichten";
            "PERCENT" = "Spare heute 20 %%";
            "TWO" = "%1$@ hat gesendet";
            "GREETING" = "Hallo %@";
            """,
        ])
        let found = report.diagnostics.map { "\($0.rule) \($0.key ?? "-") \($0.language ?? "-") \($0.location?.description ?? "-")" }
        #expect(found == [
            "argument-extra INVITE de L/de.lproj/Localizable.strings:1:46",
            "type-mismatch COUNT de L/de.lproj/Localizable.strings:2:20",
            "argument-missing TWO de L/de.lproj/Localizable.strings:4:9",
        ])
        #expect(report.diagnostics.map(\.severity) == [.error, .error, .warning])
        #expect(report.exitCode(strict: false) == 1)
        let extra = try #require(report.diagnostics.first)
        #expect(extra.message.contains("%@ and %@ have invited you to play Monopoly"))
        #expect(extra.message.contains("haben dich eingeladen"))
    }

    @Test func sizeOnlyDifferenceIsAWarning() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": "\"N\" = \"%d items\";\n",
            "L/fr.lproj/Localizable.strings": "\"N\" = \"%ld articles\";\n",
        ])
        #expect(report.diagnostics.map(\.rule) == ["type-mismatch"])
        #expect(report.diagnostics.first?.severity == .warning)
        #expect(report.exitCode(strict: false) == 0)
        #expect(report.exitCode(strict: true) == 1)
    }

    @Test func missingKeysAreAWarningAndExtraKeysANote() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": "\"A\" = \"a\";\n\"B\" = \"b\";\n",
            "L/fr.lproj/Localizable.strings": "\"A\" = \"a\";\n\"C\" = \"c\";\n",
        ])
        let found = report.diagnostics.map { "\($0.rule) \($0.keys ?? []) \($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
        #expect(found == ["missing-key [\"B\"] 1:1", "extra-key [\"C\"] 2:1"])
        #expect(report.diagnostics.map(\.severity) == [.warning, .note])
        #expect(report.diagnostics.allSatisfy { $0.language == "fr" && $0.key == nil })
    }

    /// A region variant's own copy of a table is the one file the device reads for it: a key it
    /// lacks shows as the key, so it is missing even where the parent has it.
    @Test func aRegionVariantsOwnTableMustHoldEveryKey() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": "\"A\" = \"Shop Now\";\n\"B\" = \"Buy Now\";\n",
            "L/fr.lproj/Localizable.strings": "\"A\" = \"Acheter\";\n\"B\" = \"Acheter maintenant\";\n",
            "L/fr-CA.lproj/Localizable.strings": "\"A\" = \"Magasiner\";\n",
        ])
        #expect(report.diagnostics.map(\.rule) == ["missing-key"])
        #expect(report.diagnostics.first?.language == "fr-CA")
    }

    @Test func emptyValueAndWithinStringErrorsAreLocated() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": "\"E\" = \"\";\n\"M\" = \"%1$@ and %@\";\n\"G\" = \"%1$@ %3$@\";\n",
        ])
        let found = report.diagnostics.map { "\($0.rule) \($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
        #expect(found.contains("empty-value 1:7"))
        #expect(found.contains { $0.hasPrefix("mixed-positional 2:") })
        #expect(found.contains { $0.hasPrefix("argument-gap 3:") })
        // Mixing alone is a warning; the gap is an error.
        #expect(report.summary.errors == 1)
    }

    @Test func baseIsTheReferenceWhenThereIsNoEnglish() throws {
        let report = try check([
            "L/Base.lproj/Localizable.strings": "\"A\" = \"%@\";\n",
            "L/fr.lproj/Localizable.strings": "\"A\" = \"%@ %@\";\n",
        ])
        #expect(report.diagnostics.map(\.rule) == ["argument-extra"])
    }

    @Test func baseOptionPicksTheDevelopmentLanguage() throws {
        let report = try check([
            "L/de.lproj/Localizable.strings": "\"A\" = \"%@\";\n",
            "L/fr.lproj/Localizable.strings": "\"A\" = \"%@ %@\";\n",
        ], base: "de")
        #expect(report.diagnostics.map(\.rule) == ["argument-extra"])
    }

    @Test func noDevelopmentLanguageIsAUsageError() throws {
        #expect(throws: BundleLoadError.self) {
            _ = try check(["L/de.lproj/Localizable.strings": "\"A\" = \"a\";\n"])
        }
        #expect(throws: BundleLoadError.self) {
            _ = try check(["L/en.lproj/Localizable.strings": "\"A\" = \"a\";\n"], base: "xx")
        }
    }

    @Test func syntaxErrorsAreReportedAndTheRestIsStillChecked() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": "\"A\" = \"%@\";\n\"B\" = \"%@\";\n",
            "L/fr.lproj/Localizable.strings": "\"A\" = \"%@\";;\n\"B\" = \"%@ %@\";\n",
        ])
        #expect(report.diagnostics.map(\.rule) == ["syntax", "argument-extra"])
        #expect(report.diagnostics.first?.location?.line == 1)
    }

    @Test func tablesMatchCaseInsensitively() throws {
        let report = try check([
            "L/en.lproj/InfoPlist.strings": "\"A\" = \"%@\";\n",
            "L/fr.lproj/infoPlist.strings": "\"A\" = \"%@ %@\";\n",
        ])
        #expect(report.diagnostics.map(\.rule) == ["argument-extra"])
    }
}
