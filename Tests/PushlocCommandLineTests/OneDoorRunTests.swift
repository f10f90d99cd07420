import Foundation
import PushlocTestSupport
import Testing

/// Every command that reports findings goes through the check session's passes: `.pushloc.yml` turns
/// any rule off or sets its severity, a `pushloc:disable` comment in a table hides a finding placed
/// there, each defect is reported once, and the summary counts what the list shows.
@Suite struct OneDoorRunTests {
    private static let table = #""new" = "New message";"#
    private static let bodyAndKey = #"{"aps": {"alert": {"body": "New message", "loc-key": "new"}}}"#

    private func rules(in output: Data) throws -> [(rule: String, severity: String)] {
        let object = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
        let list = try #require(object["diagnostics"] as? [[String: Any]])
        return list.compactMap { item in (item["rule"] as? String).map { ($0, item["severity"] as? String ?? "") } }
    }

    @Test func payloadsReportAPlainBodyBesideALocKeyOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("en.lproj/Localizable.strings", Self.table)
        try folder.write("fr.lproj/Localizable.strings", #""new" = "Nouveau message";"#)
        try folder.write("push.json", Self.bodyAndKey)
        let result = try PushlocProcess.run(["payloads", "push.json", "--localizations", "."], in: folder.root)
        #expect(try rules(in: result.standardOutput).map(\.rule) == ["alert-body-and-loc-key"])
    }

    @Test func payloadsObeyOffAndErrorInTheConfiguration() throws {
        let folder = try TemporaryFolder()
        try folder.write("en.lproj/Localizable.strings", Self.table)
        try folder.write("push.json", Self.bodyAndKey)
        try folder.write(".pushloc.yml", "rules:\n  alert-body-and-loc-key: off\n")
        let off = try PushlocProcess.run(["payloads", "push.json", "--localizations", "."], in: folder.root)
        #expect(try rules(in: off.standardOutput).isEmpty)
        #expect(off.status == 0)
        try folder.write(".pushloc.yml", "rules:\n  alert-body-and-loc-key: error\n")
        let raised = try PushlocProcess.run(["payloads", "push.json", "--localizations", "."], in: folder.root)
        #expect(try rules(in: raised.standardOutput).map(\.severity) == ["error"])
        #expect(raised.status == 1)
    }

    @Test func renderAndDevtodevObeyTheConfiguration() throws {
        let folder = try TemporaryFolder()
        try folder.write("en.lproj/Localizable.strings", Self.table)
        try folder.write("push.json", Self.bodyAndKey)
        try folder.write("message.json", #"{"payload": {"text": "Hi"}, "options": {"priority": "urgent"}}"#)
        let before = try PushlocProcess.run(["devtodev", "message.json", "--localizations", "."], in: folder.root)
        #expect(try rules(in: before.standardOutput).contains { $0.rule == "devtodev-priority-invalid" })
        try folder.write(".pushloc.yml", "rules:\n  alert-body-and-loc-key: off\n  devtodev-priority-invalid: off\n")
        let render = try PushlocProcess.run(["render", "push.json", "--localizations", ".", "--format", "json"], in: folder.root)
        #expect(!String(decoding: render.standardOutput, as: UTF8.self).contains("alert-body-and-loc-key"))
        let devtodev = try PushlocProcess.run(["devtodev", "message.json", "--localizations", "."], in: folder.root)
        #expect(try !rules(in: devtodev.standardOutput).contains { $0.rule == "devtodev-priority-invalid" })
    }

    @Test func devtodevReportsADefectOfTwoLocalesThatReadOneLanguageOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("L/en.lproj/Localizable.strings", #""K" = "%@ hi";"#)
        try folder.write("L/fr.lproj/Localizable.strings", #""K" = "%@ et %@";"#)
        try folder.write("L/fr-CA.lproj/Other.strings", #""X" = "x";"#)
        try folder.write("m.json", #"{"payload": {"loc-key": "K", "loc-args": ["a"]}}"#)
        let result = try PushlocProcess.run(["devtodev", "m.json", "--localizations", "L", "--locale", "fr", "--locale", "fr-CA"], in: folder.root)
        #expect(try rules(in: result.standardOutput).map(\.rule) == ["loc-args-arity"])
    }

    /// `build --config FILE` rules its devtodev messages' findings too, not only its check's.
    @Test func buildsDevtodevStepFollowsTheBuildsConfiguration() throws {
        let folder = try TemporaryFolder()
        try folder.write("Localizations/en.lproj/Localizable.strings", Self.table)
        try folder.write("templates/devtodev/messages/m.json", #"{"payload": {"text": "Hi"}, "options": {"priority": "urgent"}}"#)
        let before = try PushlocProcess.run(["build", "--out", "out1"], in: folder.root)
        #expect(before.standardError.contains("[devtodev-priority-invalid]"))
        try folder.write("ci.yml", "rules:\n  devtodev-priority-invalid: off\n")
        let after = try PushlocProcess.run(["build", "--out", "out2", "--config", "ci.yml"], in: folder.root)
        #expect(!after.standardError.contains("[devtodev-priority-invalid]"), "\(after.standardError)")
    }

    @Test func aMalformedConfigurationIsAUsageErrorOfEveryCommand() throws {
        let folder = try TemporaryFolder()
        try folder.write("en.lproj/Localizable.strings", Self.table)
        try folder.write("push.json", Self.bodyAndKey)
        try folder.write(".pushloc.yml", "rules:\n  no-such-rule: off\n")
        let result = try PushlocProcess.run(["payloads", "push.json", "--localizations", "."], in: folder.root)
        #expect(result.status == 2)
        #expect(result.standardError.contains(".pushloc.yml"))
    }

    @Test func theSummaryCountsOnlyWhatItLists() throws {
        let folder = try TemporaryFolder()
        try folder.write("L/en.lproj/Localizable.strings", #""A" = "a";"#)
        try folder.write("L/fr.lproj/Localizable.strings", "\"A\" = \"b\";\n\"B\" = \"c\";\n")
        let noted = try PushlocProcess.run(["check", "L"], in: folder.root)
        #expect(noted.standardOutput.count > 0 && String(decoding: noted.standardOutput, as: UTF8.self).contains("1 note"))
        try folder.write(".pushloc.yml", "rules:\n  extra-key: off\n")
        let text = try PushlocProcess.run(["check", "L"], in: folder.root)
        #expect(!String(decoding: text.standardOutput, as: UTF8.self).contains("note"))
        let json = try PushlocProcess.run(["check", "L", "--format", "json"], in: folder.root)
        let object = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["noteFindings"] as? Int == 0)
        let bundles = try #require(summary["bundles"] as? [[String: Any]])
        #expect(bundles.map { $0["noteFindings"] as? Int } == [0])
    }

    @Test func aDirectiveNamingUnusedSuppressionHidesTheUnusedOnes() throws {
        let folder = try TemporaryFolder()
        try folder.write("en.lproj/Localizable.strings", #""title" = "Inbox";"#)
        try folder.write("fr.lproj/Localizable.strings", "/* pushloc:disable:next empty-value */\n\"title\" = \"Boîte\";")
        let reported = try PushlocProcess.run(["check", ".", "--format", "json"], in: folder.root)
        #expect(try rules(in: reported.standardOutput).map(\.rule) == ["unused-suppression"])
        try folder.write("fr.lproj/Localizable.strings", "// pushloc:disable unused-suppression\n/* pushloc:disable:next empty-value */\n\"title\" = \"Boîte\";")
        let hidden = try PushlocProcess.run(["check", ".", "--format", "json"], in: folder.root)
        #expect(try rules(in: hidden.standardOutput).isEmpty)
    }
}

/// A check run from another folder says where the templates it did not check are.
@Suite struct TemplatesFolderNoteRunTests {
    @Test func aCheckFromAnotherFolderNamesTheTemplatesBesideTheTables() throws {
        let folder = try TemporaryFolder()
        try folder.write("app/Localizations/en.lproj/Localizable.strings", #""K" = "%@ hi";"#)
        try folder.write("app/templates/notifications/t.json", #"{"aps":{"alert":{"loc-key":"K","loc-args":[]}}}"#)
        try folder.write("other/README", "")
        let elsewhere = try PushlocProcess.run(["check", "../app/Localizations"], in: folder.root.appendingPathComponent("other"))
        let text = String(decoding: elsewhere.standardOutput, as: UTF8.self)
        #expect(text.contains("note: no templates/ folder in the working directory, so no notification template was checked; ../app/templates has templates: pass --templates ../app/templates"))
        let named = try PushlocProcess.run(["check", "../app/Localizations", "--templates", "../app/templates"], in: folder.root.appendingPathComponent("other"))
        #expect(named.status == 1)
        #expect(!String(decoding: named.standardOutput, as: UTF8.self).contains("note: no templates/"))
        let inside = try PushlocProcess.run(["check", "Localizations"], in: folder.root.appendingPathComponent("app"))
        #expect(inside.status == 1)
        #expect(!String(decoding: inside.standardOutput, as: UTF8.self).contains("note: no templates/"))
    }
}
