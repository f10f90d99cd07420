import PushlocCatalog
import Foundation
import Testing
@testable import PushlocChecks
@testable import PushlocReporters
import PushlocTestSupport

/// The shipped `Localizations/` and `templates/` must pass their own check.
@Suite struct ShippedDataTests {
    static let repository = Repository.root

    @Test func shippedLocalizationsAndTemplatesHaveNoErrors() throws {
        let root = Self.repository.path
        let catalog = try BundleLoader.load(paths: [root + "/Localizations"], workingDirectory: root)
        let templates = NotificationTemplateLoader.load(folder: root + "/templates", workingDirectory: root)
        let report = InMemoryCheck.check(catalog, uses: templates.uses, extra: templates.diagnostics)
        #expect(report.summary.errors == 0, "\(report.diagnostics.map(TextFormat.line(for:)))")
        #expect(report.summary.languages >= 44)
        #expect(templates.templates.count >= 3)
        #expect(!templates.uses.isEmpty)
        for language in ["ar", "ja", "zh-Hans", "he"] {
            #expect(catalog.localization(for: language)?.table("Localizable") != nil)
        }
    }
}
