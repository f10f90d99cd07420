import Foundation
import Testing
import PushlocTestSupport
@testable import PushlocOutputFiles

@Suite struct AtomicFileTests {
    @Test func writesReplacesAndLeavesNoTemporaryFile() throws {
        let temp = try TemporaryFolder()
        let path = temp.path("out/fr.json")
        try AtomicFile.write("first", to: path)
        try AtomicFile.write("second", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path("out")) == ["fr.json"])
    }

    @Test func anUnwritableTargetIsAClearError() throws {
        #expect(throws: AtomicFile.WriteError.self) {
            try AtomicFile.write("x", to: "/proc/pushloc-cannot-write/fr.json")
        }
    }

    @Test func anInjectedWriteErrorLeavesNoTemporaryFileAndTheOldContents() throws {
        let temp = try TemporaryFolder()
        let folder = try OutputFolder(temp.path("out"))
        try folder.write("old", to: "fr.json")
        let failing: AtomicFile.ContentWriter = { descriptor, bytes in
            _ = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, 1) }
            return ENOSPC
        }
        #expect(throws: AtomicFile.WriteError.self) { try folder.write(Array("new".utf8), to: "fr.json", writer: failing) }
        #expect(throws: AtomicFile.WriteError.self) { try folder.write(Array("new".utf8), to: "de/de.json", writer: failing) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path("out")).sorted() == ["de", "fr.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path("out/de")).isEmpty)
        #expect(try String(contentsOfFile: temp.path("out/fr.json"), encoding: .utf8) == "old")
    }

    @Test func temporaryNamesAreRecognisedOnlyForTheirFile() {
        let name = TemporaryName.make(for: "fr.json")
        #expect(name.hasPrefix(".fr.json.pushloc-\(getpid())-") && name.hasSuffix(".tmp"))
        #expect(TemporaryName.owner(of: name, for: "fr.json") == getpid())
        #expect(TemporaryName.owner(of: name, for: "de.json") == nil)
        #expect(TemporaryName.owner(of: ".fr.json.dat.nosync1234", for: "fr.json") == nil)
    }

    @Test func aLaterRunRemovesStaleTemporaryFilesButNotLiveOnes() throws {
        let temp = try TemporaryFolder()
        // Process ids above the kernel's pid_max (4194304) never run: a killed run's leftover.
        try temp.write("out/.fr.json.pushloc-99999999-abc.tmp", "half")
        let live = ".fr.json.pushloc-\(getpid())-live.tmp"
        try temp.write("out/\(live)", "in progress")
        try temp.write("out/.de.json.pushloc-99999999-abc.tmp", "other file's")
        try AtomicFile.write("done", to: temp.path("out/fr.json"))
        let names = try FileManager.default.contentsOfDirectory(atPath: temp.path("out")).sorted()
        #expect(names == [".de.json.pushloc-99999999-abc.tmp", live, "fr.json"])
    }
}
