import Foundation
import PushlocTestSupport
import Testing

/// A note is advice: every output format shows it in its own word, and it never fails a run.
@Suite struct NoteSeverityRunTests {
    /// A bundle whose only findings are notes: a backslash before `%`, a key repeated with its value
    /// and a key of the translation the development language lacks.
    private func notesOnly() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Localizations/en.lproj/Localizable.strings", "\"title\" = \"Inbox\";\n\"done\" = \"100\\% done\";\n")
        try folder.write("Localizations/fr.lproj/Localizable.strings",
                         "\"title\" = \"Boîte\";\n\"title\" = \"Boîte\";\n\"done\" = \"Terminé\";\n\"old\" = \"Ancien\";\n")
        return folder
    }

    private func run(_ folder: TemporaryFolder, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try PushlocProcess.run(["check"] + arguments, in: folder.root)
        return (result.status, String(decoding: result.standardOutput, as: UTF8.self))
    }

    @Test func onlyNotesExitZeroAlsoWithStrict() throws {
        let folder = try notesOnly()
        let plain = try run(folder, [])
        #expect(plain.status == 0, "\(plain.output)")
        #expect(plain.output.contains("Localizations/en.lproj/Localizable.strings:2:14: note: '\\%' needs no backslash"))
        #expect(plain.output.contains("note: duplicate key \"title\""))
        #expect(plain.output.contains("note: 1 key(s) in fr are not in the reference en table"))
        #expect(plain.output.hasSuffix(": 0 errors, 0 warnings, 3 notes\n"), "\(plain.output)")
        #expect(try run(folder, ["--strict"]).status == 0)
    }

    @Test func eachFormatNamesANoteInItsOwnWord() throws {
        let folder = try notesOnly()
        let json = try run(folder, ["--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["noteFindings"] as? Int == 3 && summary["warnings"] as? Int == 0)
        #expect((object["diagnostics"] as? [[String: Any]])?.map { $0["severity"] as? String } == ["note", "note", "note"])

        let sarif = try run(folder, ["--format", "sarif"])
        let results = try #require(sarif.output.range(of: #""results":"#)).upperBound
        #expect(sarif.output[results...].contains(#""level":"note""#) && !sarif.output[results...].contains(#""level":"warning""#))
        let github = try run(folder, ["--format", "github"])
        #expect(github.output.split(separator: "\n").allSatisfy { $0.hasPrefix("::notice ") }, "\(github.output)")
        let gitlab = try run(folder, ["--format", "gitlab"])
        #expect(gitlab.output.contains(#""severity":"info""#) && !gitlab.output.contains("minor"))
        let checkstyle = try run(folder, ["--format", "checkstyle"])
        #expect(checkstyle.output.contains(#"severity="info""#) && !checkstyle.output.contains(#"severity="warning""#))
        let junit = try run(folder, ["--format", "junit"])
        #expect(junit.output.contains(#"<testsuites name="pushloc" tests="3" failures="0">"#), "\(junit.output)")
        #expect(junit.output.contains("<system-out>") && !junit.output.contains("<failure"))
        let summaryTable = try run(folder, ["--format", "summary"])
        #expect(summaryTable.output.contains("notes"))
        for run in [json, sarif, github, gitlab, checkstyle, junit, summaryTable] { #expect(run.status == 0) }
    }

    @Test func theConfigurationSetsARuleToNoteOrRaisesANote() throws {
        let folder = try notesOnly()
        try folder.write(".pushloc.yml", "rules:\n  extra-key: warning\n")
        let raised = try run(folder, ["--strict"])
        #expect(raised.status == 1)
        #expect(raised.output.contains("warning: 1 key(s) in fr are not in the reference en table"))

        try folder.write(".pushloc.yml", "rules:\n  extra-key: warning\n  missing-key: note\n")
        try folder.write("Localizations/de.lproj/Localizable.strings", "\"title\" = \"Posteingang\";\n")
        let lowered = try run(folder, [])
        #expect(lowered.output.contains("note: 1 key(s) of Localizations/en.lproj/Localizable.strings are not translated into de"), "\(lowered.output)")
        try folder.write(".pushloc.yml", "rules:\n  extra-key: advice\n")
        let wrong = try run(folder, [])
        #expect(wrong.status == 2)
    }
}
