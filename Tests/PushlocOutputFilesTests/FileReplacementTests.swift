import Foundation
import Testing
import PushlocTestSupport
@testable import PushlocOutputFiles

/// Rewriting a user's file keeps its mode and owner, and leaves alone what cannot be rewritten safely.
@Suite struct FileReplacementTests {
    private func status(_ path: String) -> stat {
        var status = stat()
        _ = stat(path, &status)
        return status
    }

    @Test(arguments: [0o444, 0o600, 0o640] as [mode_t])
    func theModeIsKept(_ mode: mode_t) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("a.strings", "old").path
        chmod(path, mode)
        #expect(try FileReplacement.replace(path, expecting: Array("old".utf8), with: Array("new".utf8)) == .replaced)
        #expect(status(path).st_mode & 0o7777 == mode)
        #expect(FileManager.default.contents(atPath: path) == Data("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root.path) == ["a.strings"])
    }

    @Test func theOwnerIsKeptWhenPushlocMayGiveIt() throws {
        guard getuid() == 0 else { return }
        let folder = try TemporaryFolder()
        let path = try folder.write("a.strings", "old").path
        chown(path, 65534, 65534)
        #expect(try FileReplacement.replace(path, expecting: Array("old".utf8), with: Array("new".utf8)) == .replaced)
        #expect(status(path).st_uid == 65534 && status(path).st_gid == 65534)
    }

    @Test func aHardLinkedFileIsRefused() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("a.strings", "old").path
        #expect(link(path, folder.path("b.strings")) == 0)
        #expect(try FileReplacement.replace(path, expecting: Array("old".utf8), with: Array("new".utf8))
            == .refused("it has 2 hard links; fix it by hand or break the link"))
        #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
    }

    @Test func aFileChangedSinceItWasReadIsRefused() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("a.strings", "edited").path
        #expect(try FileReplacement.replace(path, expecting: Array("old".utf8), with: Array("new".utf8))
            == .refused("it changed while pushloc was fixing it"))
        #expect(FileManager.default.contents(atPath: path) == Data("edited".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root.path) == ["a.strings"])
    }
}
