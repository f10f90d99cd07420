import Foundation
import PushlocTestSupport
import Testing

/// `render --format html` opens with the coverage map of what `pushloc check` reports: the same check
/// session, so the same `.pushloc.yml`.
@Suite struct RenderCoverageTests {
    /// A bundle whose French copy passes one argument too many (an `argument-extra` error), and a payload.
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Localizations/en.lproj/Localizable.strings", "\"A\" = \"%@ and %@\";\n\"B\" = \"Inbox\";\n")
        try folder.write("Localizations/fr.lproj/Localizable.strings", "\"A\" = \"%@ et %@ et %@\";\n\"B\" = \"Boîte\";\n")
        try folder.write("push.json", #"{"aps":{"alert":{"loc-key":"B"}}}"#)
        return folder
    }

    @Test func theMapCountsWhatCheckReports() throws {
        let folder = try Self.project()
        let run = try PushlocProcess.run(["render", "push.json", "--format", "html"], in: folder.root)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(String(decoding: run.standardOutput, as: UTF8.self).contains("<span class=\"hm-e\">✖︎1</span>"))
    }

    @Test func aRuleTheConfigurationTurnsOffDoesNotCount() throws {
        let folder = try Self.project()
        try folder.write(".pushloc.yml", "rules:\n  argument-extra: off\n")
        let check = try PushlocProcess.run(["check", "--format", "json"], in: folder.root)
        #expect(check.status == 0 && !String(decoding: check.standardOutput, as: UTF8.self).contains("argument-extra"))
        let run = try PushlocProcess.run(["render", "push.json", "--format", "html"], in: folder.root)
        #expect(run.status == 0, "\(run.standardError)")
        let html = String(decoding: run.standardOutput, as: UTF8.self)
        #expect(html.contains("hm-counts") && !html.contains("hm-e\"") && !html.contains("argument-extra"))
    }

    @Test func aBrokenConfigurationIsAnError() throws {
        let folder = try Self.project()
        try folder.write(".pushloc.yml", "rules:\n  syntax: off\n")
        let run = try PushlocProcess.run(["render", "push.json", "--format", "html"], in: folder.root)
        #expect(run.status == 2)
        #expect(run.standardError.contains("'syntax' cannot be turned off"))
    }
}
