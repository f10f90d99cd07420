import Foundation
import PushlocTestSupport
import Testing

/// The coverage table of a run with file arguments (what pre-commit runs) counts the tables that run
/// checks: it is the full run's table when those are every table, and says which tables it counts when not.
@Suite struct FileArgumentCoverageTests {
    /// A bundle of two tables, Localizable (fr and de lack keys) and Buttons (only en has it).
    static func project(withButtons: Bool) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("L/en.lproj/Localizable.strings", "\"A\" = \"a\";\n\"B\" = \"b\";\n\"C\" = \"c\";\n")
        try folder.write("L/fr.lproj/Localizable.strings", "\"A\" = \"fa\";\n\"B\" = \"fb\";\n")
        try folder.write("L/de.lproj/Localizable.strings", "\"A\" = \"da\";\n")
        if withButtons { try folder.write("L/en.lproj/Buttons.strings", "\"yes\" = \"Yes\";\n\"no\" = \"No\";\n") }
        return folder
    }

    /// The coverage table `pushloc check arguments...` prints: its heading, then its rows.
    static func coverage(_ arguments: [String], in folder: TemporaryFolder) throws -> (heading: String, rows: [String]) {
        let run = try PushlocProcess.run(["check"] + arguments, in: folder.root)
        let lines = String(decoding: run.standardOutput, as: UTF8.self).split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("translation coverage") }) else { return ("", []) }
        return (lines[start], Array(lines[(start + 1)...].prefix { $0.hasPrefix("  ") }))
    }

    @Test func namingEveryTableGivesTheFullRunsTable() throws {
        let folder = try Self.project(withButtons: true)
        let full = try Self.coverage(["L"], in: folder)
        #expect(full.heading == "translation coverage:" && full.rows.count > 1)
        let files = try Self.coverage(["L/fr.lproj/Localizable.strings", "L/en.lproj/Buttons.strings"], in: folder)
        #expect(files.heading == full.heading && files.rows == full.rows)
    }

    @Test func namingSomeTablesSaysWhichAndCountsThemAsAFullRunWould() throws {
        let folder = try Self.project(withButtons: true)
        let full = try Self.coverage(["L"], in: folder)
        let files = try Self.coverage(["L/fr.lproj/Localizable.strings"], in: folder)
        #expect(files.heading == "translation coverage (only the tables this run checked: Localizable):")
        #expect(files.rows != full.rows)
        // The same rows as a full run of the project without the tables the run left out.
        let localizableOnly = try Self.coverage(["L"], in: try Self.project(withButtons: false))
        #expect(files.rows == localizableOnly.rows && !files.rows.isEmpty)
    }
}
