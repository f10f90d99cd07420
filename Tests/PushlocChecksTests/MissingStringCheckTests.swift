import PushlocCatalog
import PushlocDiagnostics
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocChecks
@testable import PushlocReporters

/// `check` says what the device shows for a missing string: a key missing from a language's own copy
/// of a table shows the key itself; a language with no copy of the table shows the development text.
@Suite struct MissingStringCheckTests {
    /// fr has its own `Localizable` without `TITLE`; de has no `Localizable` at all.
    static let strings = [
        "L/en.lproj/Localizable.strings": "\"TITLE\" = \"Invite\";\n\"BODY\" = \"%@ invited you\";\n",
        "L/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Game\";\n",
        "L/fr.lproj/Localizable.strings": "\"BODY\" = \"%@ vous invite\";\n",
        "L/de.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Spiel\";\n",
    ]
    static let template = #"{"aps":{"alert":{"title-loc-key":"TITLE","loc-key":"BODY","loc-args":["Sam"]}}}"#

    private func run() throws -> CheckReport {
        let fixture = try TemporaryFolder()
        for (path, text) in Self.strings { try fixture.write(path, text) }
        try fixture.write("templates/notifications/invite.json", Self.template)
        let catalog = try BundleLoader.load(paths: [fixture.path("L")], workingDirectory: fixture.root.path)
        let templates = NotificationTemplateLoader.load(folder: fixture.path("templates"), workingDirectory: fixture.root.path)
        return InMemoryCheck.check(catalog, templates: templates)
    }

    @Test func aTemplateKeyMissingFromALanguagesOwnTableIsAnError() throws {
        let report = try run()
        let found = report.diagnostics.filter { $0.rule == "loc-key-not-found" }
        #expect(found.map { "\($0.severity) \($0.language ?? "-") \($0.key ?? "-") \($0.location?.description ?? "-")" }
            == ["error fr TITLE templates/notifications/invite.json:1:34"])
        #expect(found.first?.languages?.members.map { $0.location?.description } == ["L/fr.lproj/Localizable.strings:1:1"])
        #expect(found.first?.message.contains("a device in fr shows the raw key \"TITLE\"") == true)
        // de reads en's copy: it shows the development text, which is no error.
        #expect(!report.diagnostics.contains { $0.language == "de" })
    }

    @Test func missingKeySaysTheDeviceShowsTheKey() throws {
        let missing = try run().diagnostics.filter { $0.rule == "missing-key" }
        #expect(missing.map(\.language) == ["fr"])
        #expect(missing.first?.message.hasSuffix("in fr the device shows each key itself, not the en text") == true)
    }

    @Test func coverageCountsATableALanguageLacksAsDevelopmentText() throws {
        let report = try run()
        let rows = report.coverage.sorted { $0.language < $1.language }
            .map { "\($0.language) \($0.translated)/\($0.missing)/\($0.developmentText)" }
        #expect(rows == ["de 1/0/2", "fr 1/1/1"])
        let table = TextFormat.coverageTable(report.coverage)
        #expect(table.contains("shows dev text"))
        #expect(table.contains("de                 1         0               2     33.3%"))
    }
}
