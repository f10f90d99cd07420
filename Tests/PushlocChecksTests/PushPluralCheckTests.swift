import PushlocCatalog
import PushlocDiagnostics
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocChecks
@testable import PushlocReporters

/// `push-plural`: a loc key a push names that reaches a plural is one error per template use, naming
/// every language, for `.stringsdict` and String Catalog sources alike.
@Suite struct PushPluralCheckTests {
    private func run(_ files: [String: String], template: String) throws -> CheckReport {
        let fixture = try TemporaryFolder()
        for (path, text) in files { try fixture.write(path, text) }
        try fixture.write("templates/notifications/push.json", template)
        let catalog = try BundleLoader.load(paths: [fixture.path("App")], workingDirectory: fixture.root.path)
        let templates = NotificationTemplateLoader.load(folder: fixture.path("templates"), workingDirectory: fixture.root.path)
        return InMemoryCheck.check(catalog, templates: templates)
    }

    private func lines(_ report: CheckReport) -> [String] { report.diagnostics.map(TextFormat.line(for:)) }

    @Test(arguments: ["stringsdict", "catalog"])
    func aCountPushIsOneErrorNamingEveryLanguage(source: String) throws {
        let files = source == "catalog" ? PushPluralAppFixture.catalogFiles : PushPluralAppFixture.stringsDictFiles
        let report = try run(files, template: PushPluralAppFixture.countTemplate)
        let found = report.diagnostics.filter { $0.severity == .error }
        #expect(found.map(\.rule) == ["push-plural"], "\(lines(report))")
        let finding = try #require(found.first)
        #expect(finding.location?.file == "templates/notifications/push.json")
        #expect(finding.languages?.members.map(\.language) == ["en", "ar", "cs", "fil", "pl", "ru", "uk"])
        #expect(finding.message.hasPrefix("'NEW_MESSAGES' in 7 languages (en, ar, cs, fil, pl, ru, uk) is a plural (%#@count@ in "))
        #expect(finding.message.contains("APNs loc-args are JSON strings, so the phone never gets the count as a number and shows no plural form chosen by it"))
        // The forms' number specifier is part of the one finding, with CF's code named.
        let specifier = source == "catalog" ? "%1$lld" : "%d"
        #expect(finding.message.contains("the forms' \(specifier) read the string object's address as a number (__CFStringAppendFormatCore, CFString.c)"))
        // Both fixes, with one key per CLDR category the languages use.
        #expect(finding.message.contains("Put the text in on the server (pushloc payloads writes each language's CLDR form)"))
        #expect(finding.message.contains("(NEW_MESSAGES.zero, NEW_MESSAGES.one, NEW_MESSAGES.two, NEW_MESSAGES.few, NEW_MESSAGES.many, NEW_MESSAGES.other)"))
        // Nothing else: the key is known (no unknown-loc-key), and its arguments are this finding's.
        #expect(!report.diagnostics.contains { ["unknown-loc-key", "loc-args-arity", "push-specifier", "loc-key-not-found"].contains($0.rule) })
    }

    @Test(arguments: ["stringsdict", "catalog"])
    func aPlainPushBesideThePluralsIsClean(source: String) throws {
        let files = source == "catalog" ? PushPluralAppFixture.catalogFiles : PushPluralAppFixture.stringsDictFiles
        let report = try run(files, template: PushPluralAppFixture.inviteTemplate)
        #expect(report.diagnostics.isEmpty, "\(lines(report))")
    }

    /// A catalog's top-level plural variation is a plural on the phone too.
    @Test func aPluralVariationIsAPushPlural() throws {
        let report = try run(PushPluralAppFixture.catalogFiles, template: #"{"aps":{"alert":{"title-loc-key":"UNREAD","title-loc-args":["4"]}}}"#)
        #expect(report.diagnostics.map(\.rule) == ["push-plural"], "\(lines(report))")
        #expect(report.diagnostics.first?.message.contains("sends it as title-loc-key") == true)
    }

    /// A `.stringsdict` entry replaces the `.strings` value of its key on the phone: the placeholder
    /// `.strings` value is never checked against the template, only the plural is reported.
    @Test func aShadowedStringsValueIsNotCheckedForThePush() throws {
        var files = PushPluralAppFixture.stringsDictFiles
        files["App/en.lproj/Localizable.strings", default: ""] += "\"NEW_MESSAGES\" = \"%d new messages from %@\";\n"
        let report = try run(files, template: PushPluralAppFixture.countTemplate)
        #expect(report.diagnostics.map(\.rule) == ["push-plural"], "\(lines(report))")
    }

    /// One key per CLDR category, written with `%@`, is the fix: it is clean.
    @Test func oneKeyPerCategoryIsClean() throws {
        let files = [
            "App/en.lproj/Localizable.strings": "\"NEW_MESSAGES.one\" = \"%@ new message\";\n\"NEW_MESSAGES.other\" = \"%@ new messages\";\n",
            "App/ru.lproj/Localizable.strings": "\"NEW_MESSAGES.one\" = \"%@ новое сообщение\";\n\"NEW_MESSAGES.other\" = \"%@ нового сообщения\";\n",
        ]
        let report = try run(files, template: #"{"aps":{"alert":{"loc-key":"NEW_MESSAGES.other","loc-args":["21"]}}}"#)
        #expect(report.diagnostics.isEmpty, "\(lines(report))")
    }

    /// What the message says the phone does with a `%d` given a loc-arg: corelibs Foundation reads the
    /// string object's pointer as the integer (`__CFStringAppendFormatCore`), never the digits.
    @Test func aNumberSpecifierGivenAStringShowsNoCount() {
        let shown = NSString(format: "%d new messages", "3" as NSString) as String
        #expect(shown != "3 new messages")
        #expect(shown.hasSuffix(" new messages"))
        let number = Int(shown.split(separator: " ")[0])
        #expect(number != nil && number != 3)
    }
}
