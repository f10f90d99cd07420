import PushlocTestSupport
import PushlocCatalog
import PushlocDiagnostics
import Foundation
import Testing
@testable import PushlocChecks
@testable import PushlocReporters

/// `check` over an app laid out as real apps are: each defect once, in its own bundle, and nothing on
/// the correct cases beside them.
@Suite struct RealAppLayoutTests {
    private func check(_ fixture: RealAppFixture, excludes: [String] = ["**/StringsConvertor/input"], missingKeys: MissingKeyReport = .grouped) throws -> CheckReport {
        let project = try BundleLoader.loadProject(paths: [fixture.root], excludes: excludes.map(GlobPattern.init), workingDirectory: fixture.root)
        return InMemoryCheck.check(project, options: CheckOptions(missingKeys: missingKeys))
    }

    @Test func everyBundleIsFoundAndCheckedOnItsOwn() throws {
        let fixture = try RealAppFixture()
        let report = try check(fixture)
        #expect(report.summary.bundles.map(\.path) == [
            "App/Resources", "App/Resources/Settings.bundle", "Legacy", "Packages/Feed/Sources/Feed/Resources", "Share", "Widget",
        ])
        #expect(report.summary.bundles.map { $0.base ?? "-" } == ["en", "en", "-", "en", "en", "en"])
        #expect(report.summary.bundles.first?.languages == 3)
        #expect(report.summary.bundles.first?.files == 6)
    }

    @Test func eachDefectIsReportedOnceInItsOwnBundle() throws {
        let fixture = try RealAppFixture()
        let report = try check(fixture)
        let errors = report.diagnostics.filter { $0.severity == .error }
        let found = errors.map { diagnostic in
            RealAppFixture.Defect(rule: diagnostic.rule, file: diagnostic.location?.file ?? "", line: diagnostic.location?.line ?? 0,
                                  language: diagnostic.language ?? "", key: diagnostic.key)
        }
        #expect(Set(found) == RealAppFixture.defects, "\(errors.map(TextFormat.line(for:)))")
        #expect(found.count == RealAppFixture.defects.count)
        let warnings = Set(report.diagnostics.filter { $0.severity == .warning }.map { "\($0.rule) \($0.location?.file ?? "")" })
        #expect(warnings == RealAppFixture.warnings, "\(report.diagnostics.map(TextFormat.line(for:)))")
    }

    @Test func findingsPointAtTheValue() throws {
        let fixture = try RealAppFixture()
        let report = try check(fixture)
        let mismatch = try #require(report.diagnostics.first { $0.rule == "type-mismatch" })
        #expect(mismatch.location == SourceLocation(file: "App/Resources/tr.lproj/Localizable.strings", line: 2, column: 13))
        #expect(mismatch.table == "Localizable")
        let extra = try #require(report.diagnostics.first { $0.rule == "argument-extra" })
        #expect(extra.location?.column == 37)
    }

    @Test func theSameLanguageInTwoBundlesIsNormal() throws {
        let fixture = try RealAppFixture()
        let report = try check(fixture)
        #expect(!report.diagnostics.contains { $0.message.contains("same language") && !$0.message.contains("pt_BR") })
        #expect(report.diagnostics.filter { $0.rule == "duplicate-localization" }.count == 1)
        #expect(!report.diagnostics.contains { $0.rule == "outside-lproj" })
    }

    @Test func buildOutputHiddenFoldersAndExcludesAreSkipped() throws {
        let fixture = try RealAppFixture()
        let report = try check(fixture)
        #expect(!report.diagnostics.contains { ($0.location?.file ?? "").contains("StringsConvertor") })
        #expect(!report.diagnostics.contains { ($0.location?.file ?? "").hasPrefix(".build") || ($0.location?.file ?? "").hasPrefix("Pods") })
        let unexcluded = try check(fixture, excludes: [])
        #expect(unexcluded.summary.bundles.map(\.path).contains("StringsConvertor/input"))
        #expect(unexcluded.diagnostics.contains { $0.rule == "syntax" && $0.location?.file == "StringsConvertor/input/tr.lproj/Localizable.strings" })
    }

    @Test func aFileArgumentChecksItsTableInItsOwnBundleOnly() throws {
        let fixture = try RealAppFixture()
        let project = try BundleLoader.loadProject(paths: [fixture.path("Widget/de.lproj/Localizable.strings")], workingDirectory: fixture.root)
        #expect(project.bundles.map(\.path) == ["Widget"])
        #expect(project.bundles.first?.languages == ["de", "en", "tr"])
        let report = InMemoryCheck.check(project)
        #expect(report.diagnostics.map(\.rule) == ["argument-missing"])
    }

    @Test func aBaseThatNoBundleHasIsAUsageError() throws {
        let fixture = try RealAppFixture()
        #expect(throws: BundleLoadError.self) {
            _ = try BundleLoader.loadProject(paths: [fixture.root], base: "ja", workingDirectory: fixture.root)
        }
        let project = try BundleLoader.loadProject(paths: [fixture.root], base: "de", workingDirectory: fixture.root)
        #expect(project.bundles.filter(\.hasDevelopmentLanguage).map(\.path) == [
            "App/Resources", "App/Resources/Settings.bundle", "Legacy", "Packages/Feed/Sources/Feed/Resources", "Widget",
        ])
    }

    @Test func coverageHasARowPerBundleAndLanguage() throws {
        let fixture = try RealAppFixture()
        let report = try check(fixture)
        let app = report.coverage.filter { $0.bundle == "App/Resources" }.sorted { $0.language < $1.language }
        #expect(app.map(\.language) == ["de", "tr"])
        #expect(app.map(\.missing) == [0, 1])
        #expect(app.map(\.translated) == [6, 5])
        let text = TextFormat().render(report)
        #expect(text.contains("translation coverage:"))
        let row = text.split(separator: "\n").first { $0.hasPrefix("  App/Resources ") && $0.contains(" tr ") }
        #expect(row?.hasSuffix("1     83.3%") == true, "\(text)")
    }

    @Test func missingKeysEachGivesOneFindingPerKey() throws {
        let fixture = try RealAppFixture()
        let each = try check(fixture, missingKeys: .each)
        let missing = each.diagnostics.filter { $0.rule == "missing-key" }
        #expect(missing.map(\.key) == ["INVITE"])
        let off = try check(fixture, missingKeys: .off)
        #expect(!off.diagnostics.contains { $0.rule == "missing-key" })
        #expect(off.coverage == (try check(fixture)).coverage)
    }
}
