import PushlocCatalog
import PushlocDiagnostics
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocChecks
@testable import PushlocReporters

/// One finding per real problem: literal percent signs, broken plural format keys, plural categories
/// nobody needs, and findings that name their language and table.
@Suite struct PrecisionTests {
    private func check(_ files: [String: String]) throws -> CheckReport {
        let fixture = try TemporaryFolder()
        for (path, text) in files { try fixture.write(path, text) }
        let project = try BundleLoader.loadProject(paths: [fixture.path("L")], workingDirectory: fixture.root.path)
        return InMemoryCheck.check(project)
    }

    private func lines(_ report: CheckReport) -> [String] {
        report.diagnostics.map { "\($0.rule) \($0.language ?? "-") \($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
    }

    @Test(arguments: [
        ("ja", "100% 保証"),
        ("fr", "100 %, vous"),
        ("hu", "100%-osan"),
        ("tr", "%100 garanti"),
    ])
    func prosePercentInTranslationsOfProseIsFine(_ language: String, _ translation: String) throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": "\"G\" = \"not 100% guaranteed\";\n",
            "L/\(language).lproj/Localizable.strings": "\"G\" = \"\(translation)\";\n",
        ])
        // No language formats the key, so the device shows every '%' as written: nothing to report.
        #expect(lines(report) == [], "\(report.diagnostics.map(TextFormat.line(for:)))")
        // Where another language formats it, the development string's '%' is one warning, and the
        // translation of prose is still not compared.
        let formatted = try check([
            "L/en.lproj/Localizable.strings": "\"G\" = \"not 100% guaranteed\";\n",
            "L/\(language).lproj/Localizable.strings": "\"G\" = \"\(translation)\";\n",
            "L/de.lproj/Localizable.strings": "\"G\" = \"zu %d%% garantiert\";\n",
        ])
        #expect(lines(formatted).filter { !$0.hasPrefix("argument-extra de") } == ["literal-percent en 1:15"], "\(lines(formatted))")
        let finding = try #require(formatted.diagnostics.first { $0.rule == "literal-percent" })
        #expect(finding.severity == .warning && finding.message.contains("%%"))
    }

    @Test func anAccidentalSpecifierWhereTheSourceHasNoneStaysAnError() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": "\"M\" = \"message data\";\n",
            "L/id.lproj/Localizable.strings": "\"M\" = \"pesan % data\";\n",
        ])
        #expect(lines(report) == ["argument-extra id 1:14"])
        #expect(report.diagnostics.first?.message.contains("%% for a literal percent sign") == true)
    }

    @Test func anAccidentalSpecifierInPlaceOfADeliberateOneIsAnError() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": "\"P\" = \"%@ posts\";\n",
            "L/ca.lproj/Localizable.strings": "\"P\" = \"% publicacions\";\n",
        ])
        #expect(lines(report) == ["type-mismatch ca 1:8"])
        #expect(report.diagnostics.first?.severity == .error)
    }

    @Test func aDeliberateStringWithAStrayPercentKeepsItsErrors() throws {
        let report = try check(["L/en.lproj/Localizable.strings": "\"D\" = \"%@ saved 100%\";\n"])
        #expect(lines(report) == ["invalid-specifier en 1:20"])
    }

    @Test func aBrokenFormatKeyIsReportedOnceAtTheEntry() throws {
        let report = try check([
            "L/en.lproj/Localizable.stringsdict": RealAppFixture.plural(format: "%#@posts@ on %@", one: "%d post", other: "%d posts"),
            "L/de.lproj/Localizable.stringsdict": RealAppFixture.plural(format: "%# @posts @ auf %@", one: "%d Beitrag", other: "%d Beiträge"),
        ])
        #expect(lines(report) == ["stringsdict-format-key de 5:2"])
        #expect(report.diagnostics.first?.message.contains("%#@posts@") == true)
    }

    @Test func manyIsNotRequiredWhereOnlyMillionsSelectIt() throws {
        let report = try check([
            "L/en.lproj/Localizable.stringsdict": RealAppFixture.plural(format: "%#@posts@", one: "%d post", other: "%d posts"),
            "L/fr.lproj/Localizable.stringsdict": RealAppFixture.plural(format: "%#@posts@", one: "%d publication", other: "%d publications"),
            "L/ru.lproj/Localizable.stringsdict": RealAppFixture.plural(format: "%#@posts@", one: "%d публикация", other: "%d публикации"),
        ])
        // ru needs few and many for everyday counts (2, 5); fr's many is only for 1,000,000 and up.
        let missing = report.diagnostics.filter { $0.rule == "plural-missing-category" }
        #expect(missing.map(\.language) == ["ru"])
        #expect(missing.first?.message.contains("lacks the 'few' and 'many' forms") == true)
        #expect(!report.diagnostics.contains { $0.language == "fr" })
    }

    @Test func parseFindingsNameTheirLanguageAndTable() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": "\"A\" = \"a\";\n",
            "L/de.lproj/Localizable.strings": "\"A\" = \"\\u00e4\";\n\"A\" = \"b\";\n",
        ])
        #expect(Set(report.diagnostics.map(\.rule)) == ["unknown-escape", "duplicate-key"])
        #expect(report.diagnostics.allSatisfy { $0.language == "de" && $0.table == "Localizable" })
    }

    @Test func oneErrorPerFileLanguageKeyAndRule() throws {
        let report = try check(["L/en.lproj/Localizable.strings": "\"A\" = \"%1$@ %@ %2$@ %@\";\n"])
        let mixed = report.diagnostics.filter { $0.rule == "mixed-positional" }
        #expect(mixed.count == 1)
    }

    @Test func anEmptyValueIsFineWhereTheSourceIsEmptyToo() throws {
        let report = try check([
            "L/en.lproj/Localizable.strings": "\"\" = \"\";\n\"SPACER\" = \"\";\n\"TITLE\" = \"Title\";\n",
            "L/de.lproj/Localizable.strings": "\"\" = \"\";\n\"SPACER\" = \"\";\n\"TITLE\" = \"\";\n",
        ])
        #expect(lines(report) == ["empty-value de 3:11", "empty-value en 2:12"])
    }

    @Test func aPlainTranslationOfAPluralIsComparedNotExtra() throws {
        let report = try check([
            "L/en.lproj/Localizable.stringsdict": RealAppFixture.plural(format: "%#@posts@", one: "%d post", other: "%d posts"),
            "L/ko.lproj/Localizable.strings": "\"posts\" = \"게시물 %@개\";\n",
        ])
        #expect(report.diagnostics.map(\.rule) == ["type-mismatch"])
        #expect(report.diagnostics.first?.language == "ko")
    }
}
