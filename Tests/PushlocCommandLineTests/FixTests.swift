import Foundation
import PushlocTestSupport
import Testing

/// `pushloc check --fix [--dry-run]` through the built binary.
@Suite struct FixTests {
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("L/en.lproj/Localizable.strings", "\"A\" = \"%1$@ invited %2$@\";\n\"B\" = \"Next \\u203A\";\n")
        try folder.write("L/fr.lproj/Localizable.strings", "\"A\" = \"1$@ a invité %2$@\";\r\n\"B\" = \"Suivant\";\r\n\"B\" = \"Suivant\";\r\n")
        return folder
    }

    @Test func dryRunPrintsAUnifiedDiffAndChangesNothing() throws {
        let folder = try Self.project()
        let before = try Data(contentsOf: folder.root.appendingPathComponent("L/fr.lproj/Localizable.strings"))
        let run = try PushlocProcess.run(["check", "L", "--fix", "--dry-run"], in: folder.root)
        let diff = String(decoding: run.standardOutput, as: UTF8.self)
        // Fixes are pending: exit 1, so that CI can ask for them.
        #expect(run.status == 1)
        #expect(diff.contains("--- a/L/fr.lproj/Localizable.strings\n+++ b/L/fr.lproj/Localizable.strings\n"))
        #expect(diff.contains("-\"A\" = \"1$@ a invité %2$@\";\r\n+\"A\" = \"%1$@ a invité %2$@\";\r\n"))
        #expect(diff.contains("+\"B\" = \"Next \\U203A\";\n"))
        #expect(try Data(contentsOf: folder.root.appendingPathComponent("L/fr.lproj/Localizable.strings")) == before)
    }

    @Test func fixWritesThenChecksWhatIsLeft() throws {
        let folder = try Self.project()
        let run = try PushlocProcess.run(["check", "L", "--fix"], in: folder.root)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("L/fr.lproj/Localizable.strings:1: fixed:"))
        let fixed = try String(contentsOf: folder.root.appendingPathComponent("L/fr.lproj/Localizable.strings"), encoding: .utf8)
        #expect(fixed == "\"A\" = \"%1$@ a invité %2$@\";\r\n\"B\" = \"Suivant\";\r\n")
        // A second run has nothing left to fix.
        let again = try PushlocProcess.run(["check", "L", "--fix", "--dry-run"], in: folder.root)
        #expect(again.standardOutput.isEmpty)
        #expect(again.status == 0)
    }

    @Test func dryRunWithoutFixIsAUsageError() throws {
        let folder = try Self.project()
        #expect(try PushlocProcess.run(["check", "L", "--dry-run"], in: folder.root).status == 2)
    }
}
