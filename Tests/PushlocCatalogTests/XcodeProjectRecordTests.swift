import PushlocDiagnostics
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocCatalog

/// A project read once is taken from its record while its file is unchanged (``XcodeProjectRecord``).
@Suite struct XcodeProjectRecordTests {
    private static func project(_ folder: TemporaryFolder, store: MemoryProjectStore) throws -> XcodeProject {
        try XcodeProject.read(folder.path("Tasks.xcodeproj"), absoluteBase: folder.root.path, store: store)
    }

    private static func same(_ a: XcodeProject, _ b: XcodeProject) -> Bool {
        let header = a.path == b.path && a.developmentRegion == b.developmentRegion && a.knownRegions == b.knownRegions
            && a.projectFolder == b.projectFolder && a.convertsStrings == b.convertsStrings
        return header && a.files == b.files && a.shippedFolders == b.shippedFolders && a.referencedFolders == b.referencedFolders
    }

    @Test func aRecordGivesTheSameProjectAndAChangedFileIsReadAgain() throws {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        let store = MemoryProjectStore()
        let read = try Self.project(folder, store: store)
        #expect(store.writes == 1)
        let recorded = try Self.project(folder, store: store)
        #expect(store.writes == 1 && store.reads == 2)
        #expect(Self.same(read, recorded))
        #expect(read.files.all.values.contains { $0.contains(.shipped) } && read.shippedFolders.folders.contains { !$0.excluded.isEmpty })
        // An edit gives the file a new key: the project is read again and recorded anew.
        let file = folder.path("Tasks.xcodeproj/project.pbxproj")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "developmentRegion = \"en-US\"", with: "developmentRegion = fr").write(toFile: file, atomically: true, encoding: .utf8)
        let edited = try Self.project(folder, store: store)
        #expect(edited.developmentRegion == "fr")
        #expect(store.writes == 2)
    }

    @Test func aProjectFileDigestedInChunksHasTheDigestOfItsBytes() throws {
        let folder = try TemporaryFolder()
        for size in [0, 1, 15, 16, 17, 65_535, 65_536, 65_537, 200_003] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 17) }
            let file = folder.path("p\(size).pbxproj")
            try Data(bytes).write(to: URL(fileURLWithPath: file))
            let digest = ProjectFileDigest.hex(ofFileAt: file, limit: 1 << 20)
            #expect(digest?.hex == ProjectFileDigest.hex(bytes) && digest?.count == size)
        }
        #expect(ProjectFileDigest.hex(ofFileAt: folder.path("p200003.pbxproj"), limit: 200_002) == nil)
        #expect(ProjectFileDigest.hex(ofFileAt: folder.path("missing.pbxproj"), limit: 1 << 20) == nil)
    }

    @Test func aDamagedRecordIsAMiss() throws {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        let store = MemoryProjectStore()
        let read = try Self.project(folder, store: store)
        for damage: (String) -> String in [
            { String($0.dropLast(5)) },                                     // truncated
            { $0.replacingOccurrences(of: "pushloc Xcode project record 4", with: "pushloc Xcode project record 3") },  // foreign
            { $0.replacingOccurrences(of: "\nf\tRS\t", with: "\nf\tRS") },  // a file line without its name
            { $0.replacingOccurrences(of: "\nd\t", with: "\nD\t") },  // file lines without their folder
            { $0.replacingOccurrences(of: "\nconverts\t", with: "\nconvert\t") },  // an unknown line
            { $0 + "x" },                                                   // no final newline
        ] {
            store.tamper(damage)
            let again = try Self.project(folder, store: store)
            #expect(Self.same(read, again))
        }
        #expect(store.writes == 7)
    }

    @Test func pathsWithTabsNewlinesAndBackslashesSurviveTheRecord() throws {
        var files = ProjectFiles()
        files.insert([.referenced, .shipped], file: "/a\tb/fr.lproj/L.strings")
        var folders = FolderSet()
        folders.insert(folder: "/c\\d\ne", excluding: ["/c\\d\ne/x\ty"])
        let project = XcodeProject(
            path: "P.xcodeproj", developmentRegion: nil, knownRegions: ["e\tn"], files: files, shippedFolders: folders,
            referencedFolders: folders, projectFolder: "/c\\d", convertsStrings: false)
        let text = XcodeProjectRecord.text(of: project, key: "k\n1")
        #expect(text.split(separator: "\n").count == 11)
        // A folder below the project's folder is written after it; one outside it, whole.
        #expect(text.contains("\nd\t/a\\tb/fr.lproj\nf\tRS\tl.strings\n"))
        let back = try #require(XcodeProjectRecord.project(from: text, key: "k\n1", path: "P.xcodeproj"))
        #expect(Self.same(project, back))
        #expect(XcodeProjectRecord.project(from: text, key: "k\n2", path: "P.xcodeproj") == nil)
        #expect(XcodeProjectRecord.project(from: text.replacingOccurrences(of: "\\t", with: "\\q"), key: "k\n1", path: "P.xcodeproj") == nil)
    }

    @Test func filesBelowTheProjectFolderAreWrittenAfterIt() throws {
        var files = ProjectFiles()
        files.insert([.referenced, .shipped], file: "/App/Resources/fr.lproj/Localizable.strings")
        files.insert(.referenced, file: "/App/Resources/de.lproj/Localizable.strings")
        files.insert(.referenced, file: "/App/InfoPlist.strings")
        let project = XcodeProject(
            path: "App.xcodeproj", developmentRegion: "en", knownRegions: ["en", "fr", "de"], files: files, shippedFolders: FolderSet(),
            referencedFolders: FolderSet(), projectFolder: "/App", convertsStrings: true)
        let text = XcodeProjectRecord.text(of: project, key: "k")
        // Each folder is one line after the root: empty for the project's own folder, its path after it below.
        #expect(text.contains("\nroot\t/app/\n"))
        for folder in ["d\tresources/fr.lproj\nf\tRS\tlocalizable.strings\n", "d\tresources/de.lproj\nf\tR\tlocalizable.strings\n", "d\t\nf\tR\tinfoplist.strings\n"] {
            #expect(text.components(separatedBy: folder).count == 2, "\(folder)")
        }
        let back = try #require(XcodeProjectRecord.project(from: text, key: "k", path: "App.xcodeproj"))
        #expect(Self.same(project, back))
        #expect(back.ships("/App/Resources/fr.lproj/Localizable.strings") && !back.ships("/App/Resources/de.lproj/Localizable.strings"))
        #expect(back.membership(ofFolded: "/app/infoplist.strings") == .referenced)
        // A folder line before the root line, or a file line before any folder line, is not one the writer makes.
        let misordered = text.replacingOccurrences(of: "\nroot\t/app/\n", with: "\n")
        #expect(XcodeProjectRecord.project(from: misordered, key: "k", path: "App.xcodeproj") == nil)
        let orphan = text.replacingOccurrences(of: "\nroot\t/app/\nd\t", with: "\nroot\t/app/\nf\tR\tx.strings\nd\t")
        #expect(XcodeProjectRecord.project(from: orphan, key: "k", path: "App.xcodeproj") == nil)
    }

    /// Each folder's files are listed under one `d` line, however the walk met them, and the record
    /// reads back whole.
    @Test func eachFolderIsListedOnce() throws {
        var files = ProjectFiles()
        for path in ["/App/f/a.strings", "/App/f/g/b.strings", "/App/f/z.strings", "/x.strings", "/App/f/g/b.strings"] {
            files.insert([.referenced, .shipped], file: path)
        }
        let project = XcodeProject(
            path: "App.xcodeproj", developmentRegion: nil, knownRegions: [], files: files, shippedFolders: FolderSet(),
            referencedFolders: FolderSet(), projectFolder: "/App", convertsStrings: false)
        let text = XcodeProjectRecord.text(of: project, key: "k")
        for folder in ["\nd\tf\nf\tRS\ta.strings\nf\tRS\tz.strings\n", "\nd\tf/g\nf\tRS\tb.strings\n", "\nd\t/\nf\tRS\tx.strings\n"] {
            #expect(text.components(separatedBy: folder).count == 2, "\(folder)")
        }
        #expect(text.components(separatedBy: "\nd\t").count == 4)
        let back = try #require(XcodeProjectRecord.project(from: text, key: "k", path: "App.xcodeproj"))
        #expect(Self.same(project, back))
        // Written again from what was read, the record is the same text.
        #expect(XcodeProjectRecord.text(of: back, key: "k") == text)
    }
}
