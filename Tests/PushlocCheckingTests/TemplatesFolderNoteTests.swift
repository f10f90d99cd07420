import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocChecking

/// The note's paths are standardized as `NSString.standardizingPath` does it (links resolved), by
/// `realpath` where no link is on the way: both ways must give the same path for every shape.
@Suite struct TemplatesFolderNoteTests {
    @Test func standardizedPathsAreFoundationsEvenWithLinks() throws {
        let folder = try TemporaryFolder()
        let root = folder.root.path
        try FileManager.default.createDirectory(atPath: root + "/a/b/c", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/a/b")
        try FileManager.default.createSymbolicLink(atPath: root + "/a/relative", withDestinationPath: "b/c")
        let paths = [
            root, root + "/a/b/c", root + "/a/./b//c/", root + "/a/b/../b/c", root + "/link", root + "/link/c",
            root + "/link/..", root + "/link/../b", root + "/a/relative", root + "/a/relative/..", root + "/missing/x",
            root + "/a/missing/../b", "/", "/tmp", "/private", "/private/tmp", ".", "a/../b", "",
        ]
        for path in paths {
            #expect(TemplatesFolderNote.standardized(path) == (path as NSString).standardizingPath, "\(path)")
        }
    }

    @Test func aTemplatesFolderNearTheCheckedFolderIsNamed() throws {
        let folder = try TemporaryFolder()
        let root = folder.root.path
        try FileManager.default.createDirectory(atPath: root + "/app/templates/notifications", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/app/Localizations", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/linked", withDestinationPath: root + "/app")
        let direct = TemplatesFolderNote.note(roots: ["../app/Localizations"], workingDirectory: root + "/elsewhere")
        #expect(direct?.contains("../app/templates has templates") == true)
        let throughLink = TemplatesFolderNote.note(roots: [root + "/linked/Localizations"], workingDirectory: root + "/elsewhere")
        #expect(throughLink?.contains("../app/templates has templates") == true)
        #expect(TemplatesFolderNote.note(roots: ["Localizations"], workingDirectory: root + "/app") == nil)
    }
}
