import Foundation
import Testing
import PushlocTestSupport
@testable import PushlocOutputFiles

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
        let previous = BuildMarker(hashes: ["check.json": SHA256.hex(Array("previous".utf8))])
        try temp.write(".build.previous.pushloc-99999999-x.tmp/\(BuildFolder.markerName)", bytes: previous.serialized())
        try temp.write(".build.previous.pushloc-99999999-x.tmp/check.json", "previous")
        // A staging folder killed before it wrote anything is removed; one with files its marker does
        // not list yet proves nothing, so it is kept.
        try temp.write(".build.pushloc-99999999-y.tmp/\(BuildFolder.markerName)", bytes: BuildMarker().serialized())
        try temp.write(".build.pushloc-99999999-z.tmp/\(BuildFolder.markerName)", bytes: BuildMarker().serialized())
        try temp.write(".build.pushloc-99999999-z.tmp/check.json", "half-written staging")
        let build = try BuildFolder(temp.path("build"))
        #expect(try String(contentsOfFile: temp.path("build/check.json"), encoding: .utf8) == "previous")
        build.discard()
        #expect(names(temp.root.path) == [".build.pushloc-99999999-z.tmp", "build"])
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

    @Test func aMarkerOfAnEarlierVersionProvesNothing() throws {
        let temp = try TemporaryFolder()
        try temp.write("old/\(BuildFolder.markerName)", BuildFolderContents.unlistedMarker)
        try temp.write("old/check.json", "{}")
        try temp.write("old/payloads/mine.txt", "mine")
        let error = #expect(throws: AtomicFile.WriteError.self) { try BuildFolder(temp.path("old")) }
        #expect(error?.reason.contains("Remove the folder by hand") == true)
        try temp.write("listed/\(BuildFolder.markerName)", bytes: OutputManifest(paths: ["check.json"]).serialized())
        try temp.write("listed/check.json", "{}")
        #expect(throws: AtomicFile.WriteError.self) { try BuildFolder(temp.path("listed")) }
        #expect(names(temp.path("old/payloads")) == ["mine.txt"] && names(temp.path("listed")) == [BuildFolder.markerName, "check.json"])
    }

    @Test func aFileChangedSinceTheBuildKeepsTheFolder() throws {
        let temp = try TemporaryFolder()
        let first = try BuildFolder(temp.path("build"))
        try first.staging.write("1", to: "payloads/a/fr.json")
        try first.commit()
        try temp.write("build/payloads/a/fr.json", "edited")
        let error = #expect(throws: AtomicFile.WriteError.self) { try BuildFolder(temp.path("build")) }
        #expect(error?.reason.hasPrefix("payloads/a/fr.json is not the file the earlier build wrote") == true)
        // A forged marker that records the right hashes still cannot claim a project.
        try temp.write("project/Package.swift", "// mine")
        try temp.write("project/\(BuildFolder.markerName)", bytes: BuildMarker(hashes: ["Package.swift": SHA256.hex(Array("// mine".utf8))]).serialized())
        #expect(throws: AtomicFile.WriteError.self) { try BuildFolder(temp.path("project")) }
        #expect(names(temp.path("project")) == [BuildFolder.markerName, "Package.swift"])
    }

    @Test func anOutputThatHoldsAnInputIsRefused() throws {
        let temp = try TemporaryFolder()
        try temp.write("sub/L/en.lproj/Localizable.strings", "\"A\" = \"a\";")
        let error = #expect(throws: AtomicFile.WriteError.self) { try BuildFolder(temp.path("sub"), protecting: [temp.path("sub/L")]) }
        #expect(error?.reason.hasPrefix("it holds") == true)
        #expect(throws: AtomicFile.WriteError.self) { try BuildFolder(temp.path("sub/../sub"), protecting: [temp.path("sub/L")]) }
        #expect(names(temp.path("sub")) == ["L"])
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
        let marker = BuildMarker.read(atPath: temp.path("build/\(BuildFolder.markerName)"))
        #expect(marker?.hashes == ["payloads/a/fr.json": SHA256.hex(Array("1".utf8)), "check.json": SHA256.hex(Array("2".utf8))])
    }

    @Test func aFolderWithOtherFilesIsNotReplaced() throws {
        let temp = try TemporaryFolder()
        try temp.write("project/Package.swift", "// mine")
        #expect(throws: AtomicFile.WriteError.self) { try BuildFolder(temp.path("project")) }
        #expect(names(temp.path("project")) == ["Package.swift"])
        #expect(names(temp.root.path) == ["project"])
    }
}
