import Foundation
import PushlocTestSupport
import Testing

/// `pushloc check --fix` on hostile projects, through the built binary: every user file is compared
/// byte for byte after each run.
@Suite struct FixSafetyTests {
    static let english = "\"A\" = \"Next \\u203A\";\n\"B\" = \"%1$@ invited you\";\n"

    /// Every file under `root` (links read through), by path.
    static func snapshot(_ root: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let base = root.resolvingSymlinksInPath().path
        guard let walk = FileManager.default.enumerator(atPath: base) else { return files }
        for case let relative as String in walk {
            let full = base + "/" + relative
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue,
               let data = FileManager.default.contents(atPath: full) {
                files[relative] = data
            }
        }
        return files
    }

    static func mode(_ path: String) -> mode_t {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
    }

    @Test func dryRunExitsOneWhilePendingAndItsDiffAppliesWithGit() throws {
        let folder = try TemporaryFolder()
        // Far apart fixes, a CRLF file, a file without a final line break and a byte order mark.
        var long = ""
        for index in 0..<200 { long += "\"K\(index)\" = \"V\(index)\";\n" }
        try folder.write("Localizations/en.lproj/Localizable.strings", "\"A\" = \"\\u00e9\";\n" + long + "\"Z\" = \"\\u203A\";\n\"Z\" = \"\\U203A\";")
        try folder.write("Localizations/fr.lproj/Localizable.strings", bytes: [0xEF, 0xBB, 0xBF] + Array("\"A\" = \"\\u00e9\";\r\n\"A\" = \"\\U00e9\";\r\n".utf8))
        let copy = try TemporaryFolder()
        try FileManager.default.removeItem(at: copy.root)
        try FileManager.default.copyItem(at: folder.root, to: copy.root)

        let preview = try PushlocProcess.run(["check", "--fix", "--dry-run"], in: folder.root)
        #expect(preview.status == 1, "\(preview.standardError)")
        try preview.standardOutput.write(to: copy.root.appendingPathComponent("fix.diff"))
        let fixed = try PushlocProcess.run(["check", "--fix"], in: folder.root)
        #expect(fixed.status == 0, "\(fixed.standardError)")

        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { return }
        git.arguments = ["apply", "fix.diff"]
        git.currentDirectoryURL = copy.root
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0)
        try FileManager.default.removeItem(at: copy.root.appendingPathComponent("fix.diff"))
        #expect(Self.snapshot(copy.root) == Self.snapshot(folder.root))

        let after = try PushlocProcess.run(["check", "--fix", "--dry-run"], in: folder.root)
        #expect(after.status == 0 && after.standardOutput.isEmpty)
    }

    @Test func aUTF16FileGetsANoteNotItsBytes() throws {
        let folder = try TemporaryFolder()
        try folder.write("Localizations/en.lproj/Localizable.strings", Self.english)
        let text = "\"A\" = \"Suivant \\u203A\";\n"
        try folder.write("Localizations/fr.lproj/Localizable.strings", bytes: [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let run = try PushlocProcess.run(["check", "Localizations/fr.lproj/Localizable.strings", "--fix", "--dry-run"], in: folder.root)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("Localizations/fr.lproj/Localizable.strings: 1 fix pending (UTF-16LE file; diff not shown)"))
    }

    @Test func aLinkOutOfTheProjectIsNotWrittenAndALinkInsideIsFixedOnce() throws {
        let outside = try TemporaryFolder()
        try outside.write("fr.lproj/Localizable.strings", "\"A\" = \"Suivant \\u203A\";\n")
        let folder = try TemporaryFolder()
        try folder.write("Localizations/en.lproj/Localizable.strings", Self.english)
        // The walk never enters a linked folder outside the project; a linked table file is read but not written.
        try FileManager.default.createDirectory(atPath: folder.path("Localizations/fr.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path("Localizations/fr.lproj/Localizable.strings"), withDestinationPath: outside.path("fr.lproj/Localizable.strings"))
        // A table that is a link to a file inside the project, and a second bundle that reaches it too.
        try folder.write("Shared/de.strings", "\"A\" = \"Weiter \\u203A\";\n")
        try FileManager.default.createDirectory(atPath: folder.path("Localizations/de.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path("Localizations/de.lproj/Localizable.strings"), withDestinationPath: "../../Shared/de.strings")
        let outsideBefore = Self.snapshot(outside.root)

        let run = try PushlocProcess.run(["check", "--fix"], in: folder.root)
        #expect(Self.snapshot(outside.root) == outsideBefore)
        #expect(run.standardError.contains("Localizations/fr.lproj/Localizable.strings: not fixed: it is a link to a file outside the project"))
        #expect(try String(contentsOfFile: folder.path("Shared/de.strings"), encoding: .utf8) == "\"A\" = \"Weiter \\U203A\";\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path("Localizations/de.lproj/Localizable.strings"))) == "../../Shared/de.strings")
        #expect(run.standardError.components(separatedBy: "fixed: \\u written").count == 3, "\(run.standardError)")
    }

    @Test func modeAndOwnerAreKeptAndAHardLinkedFileIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("Localizations/en.lproj/Localizable.strings", Self.english)
        try folder.write("Localizations/fr.lproj/Localizable.strings", "\"A\" = \"Suivant \\u203A\";\n")
        try folder.write("Localizations/de.lproj/Localizable.strings", "\"A\" = \"Weiter \\u203A\";\n")
        try folder.write("Localizations/it.lproj/Localizable.strings", "\"A\" = \"Avanti \\u203A\";\n")
        chmod(folder.path("Localizations/fr.lproj/Localizable.strings"), 0o444)
        chmod(folder.path("Localizations/de.lproj/Localizable.strings"), 0o600)
        let isRoot = getuid() == 0
        if isRoot { chown(folder.path("Localizations/de.lproj/Localizable.strings"), 65534, 65534) }
        #expect(link(folder.path("Localizations/it.lproj/Localizable.strings"), folder.path("other-name.strings")) == 0)
        let hardLinked = try Data(contentsOf: folder.root.appendingPathComponent("other-name.strings"))

        let run = try PushlocProcess.run(["check", "--fix"], in: folder.root)
        #expect(Self.mode(folder.path("Localizations/fr.lproj/Localizable.strings")) == 0o444)
        #expect(Self.mode(folder.path("Localizations/de.lproj/Localizable.strings")) == 0o600)
        #expect(try String(contentsOfFile: folder.path("Localizations/fr.lproj/Localizable.strings"), encoding: .utf8).contains("\\U203A"))
        if isRoot {
            var status = stat()
            #expect(stat(folder.path("Localizations/de.lproj/Localizable.strings"), &status) == 0 && status.st_uid == 65534 && status.st_gid == 65534)
        }
        #expect(run.standardError.contains("Localizations/it.lproj/Localizable.strings: not fixed: it has 2 hard links; fix it by hand or break the link"))
        #expect(try Data(contentsOf: folder.root.appendingPathComponent("other-name.strings")) == hardLinked)
        #expect(try Data(contentsOf: folder.root.appendingPathComponent("Localizations/it.lproj/Localizable.strings")) == hardLinked)
    }

    @Test func escapesWithMoreThanOneReadingAreLeftAlone() throws {
        let folder = try TemporaryFolder()
        try folder.write("Localizations/en.lproj/Localizable.strings", "\"A\" = \"a\";\n\"B\" = \"%1$@\";\n")
        let french = "\"A\" = \"\\ud800 \\u0000 \\ub \\u00e9a\";\n\"B\" = \"Learn on \\udemy \\u1$@\";\n"
        try folder.write("Localizations/fr.lproj/Localizable.strings", french)
        let before = Self.snapshot(folder.root)
        let run = try PushlocProcess.run(["check", "--fix"], in: folder.root)
        #expect(Self.snapshot(folder.root) == before, "\(run.standardError)")
    }

    @Test func oneRunReachesTheFixedPoint() throws {
        let folder = try TemporaryFolder()
        try folder.write("Localizations/en.lproj/Localizable.strings", "\"A\" = \"\\U00e9\";\n\"A\" = \"\\u00e9\";\n\"B\" = \"b\";\n")
        _ = try PushlocProcess.run(["check", "--fix"], in: folder.root)
        #expect(try String(contentsOfFile: folder.path("Localizations/en.lproj/Localizable.strings"), encoding: .utf8) == "\"A\" = \"\\U00e9\";\n\"B\" = \"b\";\n")
        let once = Self.snapshot(folder.root)
        let again = try PushlocProcess.run(["check", "--fix"], in: folder.root)
        #expect(Self.snapshot(folder.root) == once)
        #expect(!again.standardError.contains("fixed:"))
    }

    @Test func suppressionsConfigurationAndFileArgumentsAreHonoured() throws {
        let folder = try TemporaryFolder()
        try folder.write("Localizations/en.lproj/Localizable.strings", "/* pushloc:disable:next unknown-escape */\n\"A\" = \"Next \\u203A\";\n\"B\" = \"Back \\u2039\";\n")
        try folder.write("Localizations/fr.lproj/Localizable.strings", "\"A\" = \"Suivant \\u203A\";\n\"B\" = \"Retour \\u2039\";\n")
        try folder.write("Localizations/de.lproj/Localizable.strings", "\"A\" = \"Weiter \\u203A\";\n\"B\" = \"Zurück \\u2039\";\n")
        let before = Self.snapshot(folder.root)

        // Only the named file is fixed.
        _ = try PushlocProcess.run(["check", "Localizations/fr.lproj/Localizable.strings", "--fix"], in: folder.root)
        var expected = before
        expected["Localizations/fr.lproj/Localizable.strings"] = Data("\"A\" = \"Suivant \\U203A\";\n\"B\" = \"Retour \\U2039\";\n".utf8)
        #expect(Self.snapshot(folder.root) == expected)

        // The suppressed entry keeps its escape; the next entry is fixed.
        _ = try PushlocProcess.run(["check", "Localizations/en.lproj/Localizable.strings", "--fix"], in: folder.root)
        expected["Localizations/en.lproj/Localizable.strings"] = Data("/* pushloc:disable:next unknown-escape */\n\"A\" = \"Next \\u203A\";\n\"B\" = \"Back \\U2039\";\n".utf8)
        #expect(Self.snapshot(folder.root) == expected)

        // A rule the configuration turns off is not fixed.
        try folder.write(".pushloc.yml", "rules:\n  unknown-escape: off\n")
        expected[".pushloc.yml"] = Data("rules:\n  unknown-escape: off\n".utf8)
        _ = try PushlocProcess.run(["check", "--fix"], in: folder.root)
        #expect(Self.snapshot(folder.root) == expected)
    }
}
