import Foundation
import PushlocTestSupport
import Testing

/// `pushloc check` on counts: a loc-key push to a plural is one error (exit 1) for `.stringsdict` and
/// String Catalog sources; a catalog translation that lost its substitution is an error, and correct
/// reordered substitutions are clean.
@Suite struct CountsCheckRunTests {
    private func diagnostics(_ files: [String: String], templates: [String: String] = [:]) throws -> (status: Int32, found: [[String: Any]]) {
        let folder = try TemporaryFolder()
        for (path, text) in files { try folder.write(path, text) }
        for (name, text) in templates { try folder.write("templates/notifications/\(name)", text) }
        let run = try PushlocProcess.run(["check", "App", "--format", "json"], in: folder.root)
        let root = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any], "\(run.standardError)")
        return (run.status, try #require(root["diagnostics"] as? [[String: Any]]))
    }

    @Test(arguments: ["stringsdict", "catalog"])
    func aCountPushIsAnError(source: String) throws {
        let files = source == "catalog" ? PushPluralAppFixture.catalogFiles : PushPluralAppFixture.stringsDictFiles
        let run = try diagnostics(files, templates: ["count.json": PushPluralAppFixture.countTemplate, "invite.json": PushPluralAppFixture.inviteTemplate])
        #expect(run.status == 1)
        #expect(run.found.map { "\($0["rule"] ?? "") \($0["severity"] ?? "") \($0["file"] ?? "")" } == [
            "push-plural error templates/notifications/count.json",
        ], "\(run.found)")
        let languages = try #require(run.found.first?["languages"] as? [[String: Any]])
        #expect(languages.compactMap { $0["language"] as? String } == ["en", "ar", "cs", "fil", "pl", "ru", "uk"])
    }

    /// `render` shows the form pushloc puts in for the count, and says the phone, sent the template as
    /// a loc-key push, shows no form chosen by it.
    @Test func renderSaysThePhonePicksNoPluralForm() throws {
        let folder = try TemporaryFolder()
        for (path, text) in PushPluralAppFixture.stringsDictFiles { try folder.write(path, text) }
        try folder.write("count.json", PushPluralAppFixture.countTemplate)
        let run = try PushlocProcess.run(["render", "count.json", "--localizations", "App", "--locale", "ru", "--format", "json"], in: folder.root)
        let root = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any], "\(run.standardError)")
        let render = try #require((root["renders"] as? [[String: Any]])?.first)
        let rules = (render["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        #expect(rules == ["push-plural"])
        #expect(run.status == 1)
    }

    @Test func theSameAppWithoutTheCountPushIsClean() throws {
        let run = try diagnostics(PushPluralAppFixture.catalogFiles, templates: ["invite.json": PushPluralAppFixture.inviteTemplate])
        #expect(run.status == 0)
        #expect(run.found.isEmpty, "\(run.found)")
    }

    @Test func lostSubstitutionsAreErrors() throws {
        let run = try diagnostics([LostSubstitutionCatalogFixture.path: LostSubstitutionCatalogFixture.catalog])
        #expect(run.status == 1)
        let errors = run.found.filter { $0["severity"] as? String == "error" }
            .map { "\($0["rule"] ?? "") \($0["language"] ?? "") \($0["key"] ?? "")" }.sorted()
        #expect(errors == [
            "type-mismatch es APPLES", "type-mismatch fr APPLES", "type-mismatch pl PEOPLE", "type-mismatch ru PEOPLE", "type-mismatch ru ROOM_MEMBERS",
        ], "\(run.found)")
        // The de and ja reordered units (`%2$#@n@ in %1$@`) have no finding.
        #expect(!run.found.contains { ["de", "ja"].contains($0["language"] as? String) }, "\(run.found)")
    }
}
