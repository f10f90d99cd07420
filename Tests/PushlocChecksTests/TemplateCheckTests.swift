import PushlocCatalog
import PushlocDiagnostics
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocChecks
@testable import PushlocReporters

@Suite struct TemplateCheckTests {
    private func run(strings: [String: String], template: String) throws -> CheckReport {
        let fixture = try TemporaryFolder()
        for (path, text) in strings { try fixture.write(path, text) }
        try fixture.write("templates/notifications/invite.json", template)
        let catalog = try BundleLoader.load(paths: [fixture.path("L")], workingDirectory: fixture.root.path)
        let templates = NotificationTemplateLoader.load(folder: fixture.path("templates"), workingDirectory: fixture.root.path)
        return InMemoryCheck.check(catalog, templates: templates)
    }

    private static let strings = [
        "L/en.lproj/Localizable.strings": "\"INVITE\" = \"%@ and %@ have invited you\";\n\"PLAY\" = \"Play\";\n",
        "L/fr.lproj/Localizable.strings": "\"INVITE\" = \"%2$@ et %1$@ vous invitent\";\n\"PLAY\" = \"Jouer\";\n",
    ]

    @Test func matchingArityIsClean() throws {
        let report = try run(strings: Self.strings, template: #"{"aps":{"alert":{"loc-key":"INVITE","loc-args":["Jenna","Frank"],"action-loc-key":"PLAY"}}}"#)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(TextFormat.line(for:)))")
    }

    @Test func tooFewLocArgsIsOneErrorAtTheTemplateNamingEachLanguage() throws {
        let report = try run(strings: Self.strings, template: #"{"aps":{"alert":{"loc-key":"INVITE","loc-args":["Jenna"]}}}"#)
        let found = report.diagnostics.map { "\($0.rule) \($0.language ?? "-") \($0.location?.description ?? "")" }
        #expect(found == ["loc-args-arity - templates/notifications/invite.json:1:28"])
        #expect(report.diagnostics.first?.languages?.members.map { "\($0.language) \($0.location?.description ?? "")" } == [
            "en L/en.lproj/Localizable.strings:1:12",
            "fr L/fr.lproj/Localizable.strings:1:12",
        ])
        #expect(report.diagnostics.first?.message.contains("'INVITE' in 2 languages (en, fr) reads 2 argument(s)") == true)
        #expect(report.diagnostics.first?.message.hasSuffix("(en: L/en.lproj/Localizable.strings:1:12)") == true)
    }

    @Test func tooManyLocArgsIsAWarningAtTheTemplate() throws {
        let report = try run(strings: Self.strings, template: #"{"aps":{"alert":{"loc-key":"INVITE","loc-args":["a","b","c"]}}}"#)
        #expect(report.diagnostics.map(\.rule) == ["loc-args-arity"])
        #expect(report.diagnostics.first?.severity == .warning)
        #expect(report.diagnostics.first?.location?.file == "templates/notifications/invite.json")
    }

    @Test func anUnknownKeyIsAnErrorAtTheTemplate() throws {
        let report = try run(strings: Self.strings, template: "{\n  \"aps\": {\"alert\": {\"title-loc-key\": \"NOPE\"}}\n}")
        #expect(report.diagnostics.map(\.rule) == ["unknown-loc-key"])
        let location = try #require(report.diagnostics.first?.location)
        #expect(location == SourceLocation(file: "templates/notifications/invite.json", line: 2, column: 38))
        #expect(report.diagnostics.first?.language == "en")
    }

    @Test func nonObjectSpecifiersBreakThePushRule() throws {
        var strings = Self.strings
        strings["L/en.lproj/Localizable.strings"] = "\"INVITE\" = \"%@ won %d coins, 100% sure\";\n"
        strings["L/fr.lproj/Localizable.strings"] = "\"INVITE\" = \"%@ a gagné %d pièces, sûr à 100 %%\";\n"
        let report = try run(strings: strings, template: #"{"aps":{"alert":{"loc-key":"INVITE","loc-args":["a","b","c"]}}}"#)
        let push = report.diagnostics.filter { $0.rule == "push-specifier" }
        // Two defects (en also has `% s`): one finding each, at its first offending specifier, naming all of them.
        #expect(push.map { "\($0.language ?? "") \($0.location?.column ?? 0)" } == ["en 20", "fr 24"])
        #expect(push.first?.message.contains("uses %d, % s,") == true)
    }

    /// A template that cannot be read is not a parse error: it has a rule of its own, always an error.
    @Test func aTemplateThatCannotBeReadIsUnreadableFileNotSyntax() throws {
        let fixture = try TemporaryFolder()
        try fixture.write("templates/notifications/welcome.json/README", "a folder named like a template")
        try fixture.write("templates/notifications/invite.json", #"{"aps": {"alert": "Hi"}}"#)
        let loaded = NotificationTemplateLoader.load(folder: fixture.path("templates"), workingDirectory: fixture.root.path)
        #expect(loaded.diagnostics.map { "\($0.rule) \($0.severity.rawValue) \($0.location?.file ?? "")" } == [
            "unreadable-file error templates/notifications/welcome.json",
        ])
        #expect(loaded.templates.map(\.file) == ["templates/notifications/invite.json"])
    }

    @Test func malformedTemplateJSONIsASyntaxError() throws {
        let report = try run(strings: Self.strings, template: "{\"aps\": {\"alert\": {\"loc-key\": \"INVITE\",}}}")
        #expect(report.diagnostics.map(\.rule) == ["syntax"])
        #expect(report.diagnostics.first?.location?.line == 1)
    }

    @Test func aTemplateWhoseCustomDataCannotFitIsPayloadTooLarge() throws {
        let blob = String(repeating: "x", count: 4200)
        let report = try run(strings: Self.strings, template: #"{"aps":{"alert":{"loc-key":"PLAY"}},"blob":"# + "\"\(blob)\"}")
        let tooLarge = report.diagnostics.filter { $0.rule == "payload-too-large" }
        #expect(tooLarge.count == 2)   // as sent, and once for en and fr
        #expect(tooLarge.compactMap { $0.languages?.members.map(\.language) } == [["en", "fr"]], "\(tooLarge.map(\.message))")
        #expect(tooLarge.allSatisfy { $0.severity == .error && $0.location?.file == "templates/notifications/invite.json" })
    }

    @Test func aLanguageThatNeedsShorteningIsAWarning() throws {
        var strings = Self.strings
        strings["L/fr.lproj/Localizable.strings"] = "\"INVITE\" = \"%2$@ et %1$@ \(String(repeating: "très ", count: 900))\";\n\"PLAY\" = \"Jouer\";\n"
        let report = try run(strings: strings, template: #"{"aps":{"alert":{"loc-key":"INVITE","loc-args":["Jenna","Frank"]}}}"#)
        #expect(report.diagnostics.map(\.rule) == ["payload-truncated"])
        #expect(report.diagnostics.first?.language == "fr")
    }
}
