import Foundation
import Testing
import PushlocTestSupport
@testable import PushlocOutputFiles
import PushLocalization
@testable import PushlocWorkflows
import PushlocCatalog
import PushlocChecks
import PushlocDevtodev
import PushlocDiagnostics
import PushlocFormatString
import PushlocICU
import PushlocJSON
import PushlocPayloads
import PushlocStringCatalog
import PushlocStringsFile

/// `--out` validation and containment: writes go only where asked.
@Suite struct OutputFolderTests {
    private func names(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    @Test func anEmptyPathIsRefused() {
        #expect(throws: AtomicFile.WriteError.self) { try OutputFolder("") }
        #expect(throws: AtomicFile.WriteError.self) { try BuildFolder("") }
    }

    @Test func aFileIsRefusedAndLeftAlone() throws {
        let temp = try TemporaryFolder()
        try temp.write("afile", "keep")
        #expect(throws: AtomicFile.WriteError.self) { try OutputFolder(temp.path("afile")) }
        #expect(throws: AtomicFile.WriteError.self) { try BuildFolder(temp.path("afile")) }
        #expect(try String(contentsOfFile: temp.path("afile"), encoding: .utf8) == "keep")
        #expect(names(temp.root.path) == ["afile"])
    }

    @Test func aMissingFolderIsMadeAndWrittenInto() throws {
        let temp = try TemporaryFolder()
        let folder = try OutputFolder(temp.path("a/b"))
        try folder.write("x", to: "fr.lproj/PushButtons.strings")
        #expect(names(temp.path("a/b/fr.lproj")) == ["PushButtons.strings"])
    }

    @Test func aSymlinkedOutFolderIsFollowedOnce() throws {
        let temp = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: temp.path("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: temp.path("link"), withDestinationPath: temp.path("real"))
        let folder = try OutputFolder(temp.path("link"))
        try folder.write("{}", to: "fr.json")
        #expect(names(temp.path("real")) == ["fr.json"])
    }

    @Test func aSymlinkInsideTheFolderIsNotFollowedOut() throws {
        let temp = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: temp.path("out"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: temp.path("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: temp.path("out/payloads"), withDestinationPath: temp.path("elsewhere"))
        let folder = try OutputFolder(temp.path("out"))
        #expect(throws: AtomicFile.WriteError.self) { try folder.write("{}", to: "payloads/fr.json") }
        #expect(names(temp.path("elsewhere")).isEmpty)
    }

    @Test func pathsThatClimbOutAreRefused() throws {
        let temp = try TemporaryFolder()
        let folder = try OutputFolder(temp.path("out"))
        for bad in ["../fr.json", "/etc/fr.json", "a/../../fr.json", "", "a//b", "./x"] {
            #expect(throws: AtomicFile.WriteError.self) { try folder.write("{}", to: bad) }
        }
        #expect(throws: AtomicFile.WriteError.self) { try folder.write(Array("{}".utf8), atPath: temp.path("other/fr.json")) }
        #expect(names(temp.root.path) == ["out"])
        #expect(names(temp.path("out")).isEmpty)
    }

    @Test func aReportPathUnderTheGivenFolderIsWritten() throws {
        let temp = try TemporaryFolder()
        let folder = try OutputFolder(temp.path("out") + "/")
        try folder.write(Array("{}".utf8), atPath: PayloadReport.outputPath(folder: folder.path, locale: "fr"))
        #expect(names(temp.path("out")) == ["fr.json"])
    }
}
