import Foundation
import Testing
import PushlocTestSupport
@testable import PushlocOutputFiles
import PushLocalization
@testable import PushlocWorkflows

/// Commands that write into a folder replace only the files pushloc wrote there.
@Suite struct OwnedOutputTests {
    private func names(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    private func text(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func aSecondRunReplacesItsOwnFiles() throws {
        let temp = try TemporaryFolder()
        let folder = try OutputFolder(temp.path("out"))
        try folder.writeOwned([OutputFile(relative: "fr.json", bytes: Array("1".utf8))])
        try folder.writeOwned([OutputFile(relative: "fr.json", bytes: Array("2".utf8)), OutputFile(relative: "de.json", bytes: Array("3".utf8))])
        #expect(text(temp.path("out/fr.json")) == "2")
        #expect(names(temp.path("out")) == [OutputFolder.manifestName, "de.json", "fr.json"])
        #expect(OutputManifest.read(atPath: temp.path("out/\(OutputFolder.manifestName)"))?.paths == ["de.json", "fr.json"])
    }

    @Test func aUsersFileWithPushlocsNameIsNeverReplaced() throws {
        let temp = try TemporaryFolder()
        try temp.write("project/fr.json", "my own")
        try temp.write("project/Package.swift", "// mine")
        let folder = try OutputFolder(temp.path("project"))
        #expect(throws: AtomicFile.WriteError.self) {
            try folder.writeOwned([OutputFile(relative: "de.json", bytes: []), OutputFile(relative: "fr.json", bytes: [])])
        }
        // A refusal writes nothing, not even the files that were free.
        #expect(names(temp.path("project")) == ["Package.swift", "fr.json"])
        #expect(text(temp.path("project/fr.json")) == "my own")
    }

    @Test func aFileTheUserPutWhereAListedOneWasIsTheirs() throws {
        let temp = try TemporaryFolder()
        let folder = try OutputFolder(temp.path("out"))
        try folder.writeOwned([OutputFile(relative: "fr.json", bytes: [])])
        try FileManager.default.removeItem(atPath: temp.path("out/fr.json"))
        try folder.writeOwned([OutputFile(relative: "de.json", bytes: [])])
        try temp.write("out/fr.json", "mine now")
        #expect(throws: AtomicFile.WriteError.self) { try folder.writeOwned([OutputFile(relative: "fr.json", bytes: [])]) }
        #expect(text(temp.path("out/fr.json")) == "mine now")
    }

    @Test func aFolderOrLinkInTheWayIsRefused() throws {
        let temp = try TemporaryFolder()
        try temp.write("out/fr.lproj", "a file where a folder goes")
        try temp.write("elsewhere/x", "x")
        try FileManager.default.createSymbolicLink(atPath: temp.path("out/de.json"), withDestinationPath: temp.path("elsewhere/x"))
        let folder = try OutputFolder(temp.path("out"))
        #expect(throws: AtomicFile.WriteError.self) { try folder.writeOwned([OutputFile(relative: "fr.lproj/PushButtons.strings", bytes: [])]) }
        #expect(throws: AtomicFile.WriteError.self) { try folder.writeOwned([OutputFile(relative: "de.json", bytes: [])]) }
        #expect(text(temp.path("elsewhere/x")) == "x")
        #expect(!names(temp.path("out")).contains(OutputFolder.manifestName))
    }

    @Test func aManifestThatIsNotPushlocsIsRefused() throws {
        let temp = try TemporaryFolder()
        try temp.write("out/\(OutputFolder.manifestName)", "fr.json\n")
        try temp.write("out/fr.json", "mine")
        let folder = try OutputFolder(temp.path("out"))
        #expect(throws: AtomicFile.WriteError.self) { try folder.writeOwned([OutputFile(relative: "fr.json", bytes: [])]) }
        #expect(text(temp.path("out/fr.json")) == "mine")
        #expect(throws: AtomicFile.WriteError.self) { try folder.writeOwned([OutputFile(relative: OutputFolder.manifestName, bytes: [])]) }
    }

    @Test func aGeneratedHeaderMarksAFileAsPushlocsWithoutAManifest() throws {
        let temp = try TemporaryFolder()
        let header = Array(ButtonsReport.generatedHeaderStart.utf8)
        try temp.write("L/fr.lproj/PushButtons.strings", ButtonsReport.generatedHeaderStart + "fr): old labels */")
        try temp.write("L/de.lproj/PushButtons.strings", "/* my own */")
        let folder = try OutputFolder(temp.path("L"))
        try folder.writeOwned([OutputFile(relative: "fr.lproj/PushButtons.strings", bytes: header, generatedPrefix: header)])
        #expect(throws: AtomicFile.WriteError.self) {
            try folder.writeOwned([OutputFile(relative: "de.lproj/PushButtons.strings", bytes: header, generatedPrefix: header)])
        }
        #expect(text(temp.path("L/de.lproj/PushButtons.strings")) == "/* my own */")
    }
}

/// `build --screenshots` works in a private folder.
@Suite struct ScratchFolderTests {
    @Test func eachScratchFolderIsNewPrivateAndUnpredictable() throws {
        let first = try ScratchFolder(), second = try ScratchFolder()
        defer { first.remove(); second.remove() }
        #expect(first.path != second.path)
        #expect(!first.path.hasSuffix("-\(getpid())"))
        var status = stat()
        #expect(lstat(first.path, &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFDIR)
        #expect(status.st_mode & 0o777 == 0o700)
    }

    @Test func removingItDoesNotFollowALinkPlantedInside() throws {
        let temp = try TemporaryFolder()
        try temp.write("victim/keep.txt", "keep")
        let scratch = try ScratchFolder()
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/page.html", withDestinationPath: temp.path("victim"))
        scratch.remove()
        #expect(FileManager.default.fileExists(atPath: temp.path("victim/keep.txt")))
        #expect(!FileManager.default.fileExists(atPath: scratch.path))
        #expect(PlainFile.read(temp.path("victim")) == nil)
    }
}

/// Template file names become output folder names only when they are usable.
@Suite struct OutputNameTests {
    @Test(arguments: [
        ("order.json", "order"), ("..json", nil), ("...json", nil), (".json", nil), ("a..json", "a."),
        (".hidden.json", ".hidden"), ("x", "x"),
    ] as [(String, String?)])
    func templateNames(_ file: String, _ expected: String?) {
        #expect(OutputName.forTemplate(fileName: file) == expected)
    }
}
