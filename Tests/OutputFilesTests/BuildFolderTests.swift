import Foundation
import Testing
import TestSupport
@testable import OutputFiles

/// `pushloc build`'s output: staged, then swapped in whole.
@Suite struct BuildFolderTests {
    private func names(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    @Test func aBuildReplacesThePreviousOutputWhole() throws {
        let temp = try TemporaryFolder()
        let first = try BuildFolder(temp.path("build"))
        try first.staging.write("1", to: "payloads/a/fr.json")
        try first.commit()
        let second = try BuildFolder(temp.path("build"))
        try second.staging.write("2", to: "check.json")
        // Until the commit, readers see the previous complete output.
        #expect(names(temp.path("build")) == [BuildFolder.markerName, "payloads"])
        try second.commit()
        #expect(names(temp.path("build")) == [BuildFolder.markerName, "check.json"])
        #expect(names(temp.root.path) == ["build"])
    }

    @Test func anAbandonedBuildLeavesThePreviousOutputAndNoStagingFolder() throws {
        let temp = try TemporaryFolder()
        let first = try BuildFolder(temp.path("build"))
        try first.staging.write("1", to: "check.json")
        try first.commit()
        do {
            let failed = try BuildFolder(temp.path("build"))
            try failed.staging.write("half", to: "check.sarif")
            failed.discard()
        }
        #expect(names(temp.root.path) == ["build"])
        #expect(try String(contentsOfFile: temp.path("build/check.json"), encoding: .utf8) == "1")
    }

    @Test func aKilledRunsLeftoversAreCleanedAndAParkedOutputComesBack() throws {
        let temp = try TemporaryFolder()
        // A run killed between the two renames of the swap: only the parked previous output exists.
        try temp.write(".build.previous.pushloc-99999999-x.tmp/\(BuildFolder.markerName)", bytes: OutputManifest(paths: ["check.json"]).serialized())
        try temp.write(".build.previous.pushloc-99999999-x.tmp/check.json", "previous")
        try temp.write(".build.pushloc-99999999-y.tmp/\(BuildFolder.markerName)", bytes: OutputManifest().serialized())
        try temp.write(".build.pushloc-99999999-y.tmp/check.json", "half-written staging")
        let build = try BuildFolder(temp.path("build"))
        #expect(try String(contentsOfFile: temp.path("build/check.json"), encoding: .utf8) == "previous")
        build.discard()
        #expect(names(temp.root.path) == ["build"])
    }

    @Test func aFolderThatMerelyHoldsBuildFileNamesIsRefused() throws {
        let temp = try TemporaryFolder()
        try temp.write("build/check.json", "{}")
        try temp.write("build/preview.html", "<html>")
        #expect(throws: AtomicFile.WriteError.self) { try BuildFolder(temp.path("build")) }
        #expect(names(temp.path("build")) == ["check.json", "preview.html"])
    }

    @Test func aBuildFolderWithAFileTheBuildDidNotWriteIsRefused() throws {
        let temp = try TemporaryFolder()
        let first = try BuildFolder(temp.path("build"))
        try first.staging.write("1", to: "payloads/a/fr.json")
        try first.commit()
        try temp.write("build/payloads/a/notes.txt", "mine")
        #expect(throws: AtomicFile.WriteError.self) { try BuildFolder(temp.path("build")) }
        try FileManager.default.removeItem(atPath: temp.path("build/payloads/a/notes.txt"))
        try FileManager.default.createDirectory(atPath: temp.path("build/mine"), withIntermediateDirectories: false)
        #expect(throws: AtomicFile.WriteError.self) { try BuildFolder(temp.path("build")) }
        #expect(names(temp.path("build")) == [BuildFolder.markerName, "mine", "payloads"])
    }

    @Test func aMarkerThatIsNotPushlocsDoesNotMakeAFolderABuild() throws {
        let temp = try TemporaryFolder()
        try temp.write("build/\(BuildFolder.markerName)", "my own notes")
        try temp.write("build/check.json", "{}")
        #expect(throws: AtomicFile.WriteError.self) { try BuildFolder(temp.path("build")) }
        try temp.write("elsewhere/\(BuildFolder.markerName)", bytes: OutputManifest(paths: ["check.json"]).serialized())
        try temp.write("elsewhere/check.json", "{}")
        try FileManager.default.removeItem(atPath: temp.path("build/\(BuildFolder.markerName)"))
        try FileManager.default.createSymbolicLink(atPath: temp.path("build/\(BuildFolder.markerName)"), withDestinationPath: temp.path("elsewhere/\(BuildFolder.markerName)"))
        #expect(throws: AtomicFile.WriteError.self) { try BuildFolder(temp.path("build")) }
    }

    @Test func anUnlistedMarkerOfAnEarlierVersionAllowsOnlyBuildEntries() throws {
        let temp = try TemporaryFolder()
        try temp.write("old/\(BuildFolder.markerName)", BuildFolderContents.unlistedMarker)
        try temp.write("old/check.json", "{}")
        try temp.write("old/payloads/a/fr.json", "{}")
        let build = try BuildFolder(temp.path("old"))
        try build.staging.write("new", to: "check.json")
        try build.commit()
        #expect(names(temp.path("old")) == [BuildFolder.markerName, "check.json"])
        try temp.write("older/\(BuildFolder.markerName)", BuildFolderContents.unlistedMarker)
        try temp.write("older/Package.swift", "// mine")
        #expect(throws: AtomicFile.WriteError.self) { try BuildFolder(temp.path("older")) }
    }

    @Test func aSymlinkAndAFolderInsideTheInputsAreRefused() throws {
        let temp = try TemporaryFolder()
        try temp.write("project/Localizations/en.lproj/Localizable.strings", "\"A\" = \"a\";")
        try FileManager.default.createSymbolicLink(atPath: temp.path("link"), withDestinationPath: temp.path("project"))
        #expect(throws: AtomicFile.WriteError.self) { try BuildFolder(temp.path("link")) }
        #expect(throws: AtomicFile.WriteError.self) { try BuildFolder(temp.path("link/")) }
        let inputs = [temp.path("project/Localizations")]
        #expect(throws: AtomicFile.WriteError.self) { try BuildFolder(temp.path("project/Localizations/build"), protecting: inputs) }
        #expect(throws: AtomicFile.WriteError.self) { try BuildFolder(temp.path("project/Localizations"), protecting: inputs) }
        #expect(throws: AtomicFile.WriteError.self) { try BuildFolder(temp.path("project/Localizations/a/b"), protecting: inputs) }
        #expect(names(temp.path("project/Localizations")) == ["en.lproj"])
    }

    @Test func aFileAddedToThePreviousOutputDuringTheBuildIsKept() throws {
        let temp = try TemporaryFolder()
        let first = try BuildFolder(temp.path("build"))
        try first.staging.write("1", to: "check.json")
        try first.commit()
        let second = try BuildFolder(temp.path("build"))
        try second.staging.write("2", to: "check.json")
        try temp.write("build/notes.txt", "written while the build ran")
        #expect(throws: AtomicFile.WriteError.self) { try second.commit() }
        let parked = try #require(names(temp.root.path).first { $0.hasPrefix(".build.previous.pushloc-") })
        #expect(try String(contentsOfFile: temp.path("\(parked)/notes.txt"), encoding: .utf8) == "written while the build ran")
        #expect(try String(contentsOfFile: temp.path("build/check.json"), encoding: .utf8) == "2")
    }

    @Test func twoBuildsAtOnceLeaveTheLaterOutputAndNoLeftovers() throws {
        let temp = try TemporaryFolder()
        try temp.write("mine/keep.txt", "keep")
        let first = try BuildFolder(temp.path("build"))
        let second = try BuildFolder(temp.path("build"))
        try first.staging.write("1", to: "check.json")
        try second.staging.write("2", to: "check.json")
        try first.commit()
        try second.commit()
        #expect(try String(contentsOfFile: temp.path("build/check.json"), encoding: .utf8) == "2")
        #expect(names(temp.root.path) == ["build", "mine"])
    }

    @Test func theMarkerListsEveryFileTheBuildWrote() throws {
        let temp = try TemporaryFolder()
        let build = try BuildFolder(temp.path("build"))
        try build.staging.write("1", to: "payloads/a/fr.json")
        try build.staging.write("2", to: "check.json")
        try build.commit()
        let marker = OutputManifest.read(atPath: temp.path("build/\(BuildFolder.markerName)"))
        #expect(marker?.paths == ["payloads/a/fr.json", "check.json"])
    }

    @Test func aFolderWithOtherFilesIsNotReplaced() throws {
        let temp = try TemporaryFolder()
        try temp.write("project/Package.swift", "// mine")
        #expect(throws: AtomicFile.WriteError.self) { try BuildFolder(temp.path("project")) }
        #expect(names(temp.path("project")) == ["Package.swift"])
        #expect(names(temp.root.path) == ["project"])
    }
}
