import Foundation
import PushlocTestSupport
import Testing

/// `pushloc check` reports a template defect that every language shares once, naming the languages,
/// in valid JSON and SARIF; a suppression at one language's string takes that language out.
@Suite struct TemplateGroupingRunTests {
    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Localizations/en.lproj/Localizable.strings", "\"TRACKS\" = \"%u tracks, duration: %@\";\n")
        try folder.write("Localizations/de.lproj/Localizable.strings", "\"TRACKS\" = \"%u Titel, Dauer: %@\";\n")
        try folder.write("Localizations/fr.lproj/Localizable.strings",
                         "// pushloc:disable loc-args-arity\n\"TRACKS\" = \"%u pistes, durée : %@\";\n")
        try folder.write("templates/notifications/tracks.json", #"{"aps":{"alert":{"loc-key":"TRACKS","loc-args":["12"]}}}"#)
        return folder
    }

    private func findings(_ format: String, in folder: TemporaryFolder) throws -> Any {
        let run = try PushlocProcess.run(["check", "--format", format], in: folder.root)
        return try JSONSerialization.jsonObject(with: run.standardOutput)
    }

    @Test func oneFindingPerDefectInJSON() throws {
        let folder = try project()
        let root = try #require(try findings("json", in: folder) as? [String: Any])
        let diagnostics = try #require(root["diagnostics"] as? [[String: Any]])
        let rules = diagnostics.compactMap { $0["rule"] as? String }.sorted()
        #expect(rules == ["loc-args-arity", "push-specifier"], "\(diagnostics)")
        let arity = try #require(diagnostics.first { $0["rule"] as? String == "loc-args-arity" })
        // fr is suppressed at its own string; en and de remain, in one finding at the template.
        #expect((arity["message"] as? String)?.contains("'TRACKS' in 2 languages (en, de) reads 2 argument(s)") == true, "\(arity)")
        // Each language is listed with the place of its string.
        let languages = try #require(arity["languages"] as? [[String: Any]])
        #expect(languages.map { "\($0["language"] ?? "") \($0["file"] ?? ""):\($0["line"] ?? "")" } == [
            "en Localizations/en.lproj/Localizable.strings:1", "de Localizations/de.lproj/Localizable.strings:1",
        ])
        let push = try #require(diagnostics.first { $0["rule"] as? String == "push-specifier" })
        #expect((push["message"] as? String)?.hasPrefix("'TRACKS' in 3 languages (en, de, fr) uses %u") == true, "\(push)")
    }

    @Test func sarifStaysValidWithOneResultPerDefect() throws {
        let folder = try project()
        let root = try #require(try findings("sarif", in: folder) as? [String: Any])
        let runs = try #require(root["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 2)
        // The languages are the result's related locations.
        let arity = try #require(results.first { $0["ruleId"] as? String == "loc-args-arity" })
        let related = try #require(arity["relatedLocations"] as? [[String: Any]])
        #expect(related.compactMap { ($0["message"] as? [String: Any])?["text"] as? String } == ["en", "de"])
    }

    /// A pre-commit run of a changed translation reports the grouped finding that language is in, and
    /// not another language's.
    @Test func aPreCommitRunOfOneTranslationReportsItsGroup() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/en.lproj/Localizable.strings", "\"A\" = \"%@ invited you\";\n")
        try folder.write("App/de.lproj/Localizable.strings", "\"A\" = \"%@ hat dich eingeladen\";\n")
        try folder.write("App/nl.lproj/Localizable.strings", "\"A\" = \"%@ en %@ nodigden je uit\";\n")
        try folder.write("templates/notifications/invite.json", #"{"aps":{"alert":{"loc-key":"A"}}}"#)
        let run = try PushlocProcess.run(["check", "--format", "json", "App/de.lproj/Localizable.strings"], in: folder.root)
        let text = String(decoding: run.standardOutput, as: UTF8.self)
        #expect(run.status == 1, "\(text)")
        #expect(text.contains("'A' in 2 languages (en, de) reads 1 argument(s)"), "\(text)")
        #expect(!text.contains("'A' in nl"), "\(text)")
    }
}
