import PushlocCatalog
import PushlocDiagnostics
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocChecks
@testable import PushlocWorkflows
import PushlocStringCatalog

/// Every rule of `.strings`/`.stringsdict` applies to String Catalogs, form by form, at the value's place.
@Suite struct StringCatalogCheckTests {
    private struct Checked {
        let report: CheckReport
        let project: Project
    }

    private func check() throws -> Checked {
        let fixture = try TemporaryFolder()
        try fixture.write("Kit/Resources/Localizable.xcstrings", StringCatalogFixture.localizable)
        try fixture.write("Kit/Resources/mul.lproj/Main.xcstrings", StringCatalogFixture.main)
        let project = try BundleLoader.loadProject(paths: [fixture.path("Kit")], workingDirectory: fixture.root.path)
        return Checked(report: InMemoryCheck.check(project), project: project)
    }

    private func place(_ value: String, _ text: String = StringCatalogFixture.localizable, offset: Int? = nil, after prefix: String = "") -> String {
        guard let found = StringCatalogFixture.location(ofValue: value, in: text, after: prefix) else { return "?" }
        return "\(found.line):\(found.column + (offset.map { $0 + 1 } ?? 0))"
    }

    private func findings(_ report: CheckReport, _ rule: String) -> [String] {
        report.diagnostics.filter { $0.rule == rule }.map { "\($0.language ?? "-") \($0.key ?? "-") \($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
    }

    @Test func aCatalogIsABundleWithItsSourceLanguage() throws {
        let checked = try check()
        #expect(checked.project.bundles.map(\.path) == ["Kit/Resources"])
        let bundle = try #require(checked.project.bundles.first)
        #expect(bundle.developmentLanguage == "en")
        #expect(bundle.languages == ["de", "en", "fr", "ru", "tr"])
        #expect(bundle.fileCount == 2)
        #expect(Set(bundle.tableNames) == ["Localizable", "Main"])
    }

    @Test func aPluralFormThatReadsAnExtraArgumentIsAnErrorAtThatForm() throws {
        let report = try check().report
        #expect(findings(report, "argument-extra").contains("fr %lld new posts \(place("%lld nouvelles publications de %@"))"))
    }

    @Test func everyDeviceFormIsCompared() throws {
        let report = try check().report
        #expect(findings(report, "argument-extra").contains("de INVITE \(place("%@ hat dich %lld Mal eingeladen"))"))
    }

    @Test func aPluralFormThatLeavesOutTheCountIsFine() throws {
        let report = try check().report
        #expect(!report.diagnostics.contains { $0.key == "%lld new posts" && $0.language == "de" })
        #expect(!report.diagnostics.contains { $0.key == "%@ ate %#@apples@" && $0.language == "de" })
    }

    @Test func aSubstitutionFormWithTheWrongTypeIsAnError() throws {
        let report = try check().report
        #expect(findings(report, "type-mismatch") == ["tr %@ ate %#@apples@ \(place("%2$@ elma"))", "de INVITE \(place("%d hat dich eingeladen", offset: 0))"])
    }

    @Test func pluralCategoriesFollowICU() throws {
        let report = try check().report
        let missing = report.diagnostics.filter { $0.rule == "plural-missing-category" }.map { "\($0.language ?? "") \($0.key ?? "")" }
        // ru lacks few and many; tr lacks one (it has only other).
        #expect(missing == ["ru %lld new posts", "tr %@ ate %#@apples@"])
        #expect(findings(report, "plural-missing-other").isEmpty)
    }

    @Test func newIsUntranslatedAndShouldTranslateFalseIsNeverMissing() throws {
        let report = try check().report
        let missing = report.diagnostics.filter { $0.rule == "missing-key" }
        let ru = try #require(missing.first { $0.language == "ru" && $0.table == "Localizable" })
        #expect(ru.keys == ["INVITE", "%@ ate %#@apples@"])
        #expect(!missing.contains { ($0.keys ?? []).contains("Brand") })
    }

    @Test func emptyValuesAndProsePercentsAreJudgedAsInStrings() throws {
        let report = try check().report
        #expect(findings(report, "empty-value") == ["ru Save 100% now \(place("", after: "\"translated\", "))"])
        // No language formats "Save 100% now": its '%' shows as written.
        #expect(findings(report, "literal-percent").isEmpty)
        #expect(findings(report, "invalid-specifier").isEmpty)
    }

    @Test func aStoryboardCatalogInMulIsChecked() throws {
        let report = try check().report
        #expect(findings(report, "argument-extra").contains("de Title-1.text \(place("Willkommen %@", StringCatalogFixture.main, offset: 11))"))
    }

    /// swift-build's String Catalog compiler stops the build on a catalog grouped with same-named
    /// tables ("cannot co-exist"): one error at the catalog, naming the other files.
    @Test func aTableInTwoFormsIsABuildError() throws {
        let fixture = try TemporaryFolder()
        try fixture.write("App/Localizable.xcstrings", StringCatalogFixture.localizable)
        try fixture.write("App/en.lproj/Localizable.strings", "\"INVITE\" = \"%@ invited you\";\n")
        let project = try BundleLoader.loadProject(paths: [fixture.path("App")], workingDirectory: fixture.root.path)
        let report = InMemoryCheck.check(project)
        let clash = report.diagnostics.filter { $0.rule == "duplicate-table" }
        #expect(clash.map(\.severity) == [.error])
        #expect(clash.first?.location?.file == "App/Localizable.xcstrings")
        #expect(clash.first?.message.contains("cannot co-exist with other .strings or .stringsdict tables with the same name' (App/en.lproj/Localizable.strings)") == true)
    }

    /// The compiler refuses a catalog inside an `.lproj` other than `mul.lproj`.
    @Test func aCatalogInsideALanguageFolderIsABuildError() throws {
        let fixture = try TemporaryFolder()
        try fixture.write("App/en.lproj/Localizable.xcstrings", StringCatalogFixture.localizable)
        try fixture.write("App/mul.lproj/Main.xcstrings", StringCatalogFixture.main)
        let project = try BundleLoader.loadProject(paths: [fixture.path("App")], workingDirectory: fixture.root.path)
        let report = InMemoryCheck.check(project)
        let misplaced = report.diagnostics.filter { $0.rule == "catalog-in-lproj" }
        #expect(misplaced.map(\.location?.file) == ["App/en.lproj/Localizable.xcstrings"])
        #expect(misplaced.first?.message.hasPrefix("Xcode's build stops here: 'Localizable.xcstrings should not be inside an lproj directory'") == true)
    }

    @Test func findingsCarryTheCatalogsPathAndLanguage() throws {
        let report = try check().report
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.location?.file.hasSuffix(".xcstrings") == true && $0.language != nil && $0.table != nil })
    }
}

@Suite struct StringCatalogParseReportTests {
    @Test func parseListsEveryFormWithItsPlace() throws {
        let document = StringCatalogReader.read(StringCatalogFixture.localizable, path: "Localizable.xcstrings")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(ParseReport.json(document).utf8)) as? [String: Any])
        #expect(object["sourceLanguage"] as? String == "en")
        let entries = try #require(object["entries"] as? [[String: Any]])
        let posts = try #require(entries.first { $0["key"] as? String == "%lld new posts" })
        let fr = try #require((posts["localizations"] as? [String: Any])?["fr"] as? [[String: Any]])
        #expect(fr.map { $0["form"] as? String } == ["plural.one", "plural.other"])
        let location = try #require(StringCatalogFixture.location(ofValue: "%lld nouvelles publications de %@", in: StringCatalogFixture.localizable))
        #expect(fr.last?["line"] as? Int == location.line)
        #expect(fr.last?["column"] as? Int == location.column)
        let text = ParseReport.text(document)
        #expect(text.contains("fr plural.other = \"%lld nouvelles publications de %@\" (translated)"))
    }
}
