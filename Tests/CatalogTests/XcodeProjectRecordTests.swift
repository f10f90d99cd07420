import Diagnostics
import Foundation
import TestSupport
import Testing
@testable import Catalog

/// A project read once is taken from its record while its file is unchanged (``XcodeProjectRecord``).
@Suite struct XcodeProjectRecordTests {
    /// A store in memory that counts what it is asked.
    private final class MemoryStore: XcodeProjectStore, @unchecked Sendable {
        private let lock = NSLock()
        private var records: [String: String] = [:]
        private(set) var reads = 0
        private(set) var writes = 0

        func record(for key: String) -> String? {
            lock.withLock { reads += 1; return records[key] }
        }

        func store(_ record: String, for key: String) {
            lock.withLock { writes += 1; records[key] = record }
        }

        func tamper(_ change: (String) -> String) {
            lock.withLock { records = records.mapValues(change) }
        }
    }

    private static func project(_ folder: TemporaryFolder, store: MemoryStore) throws -> XcodeProject {
        try XcodeProject.read(folder.path("Tasks.xcodeproj"), absoluteBase: folder.root.path, store: store)
    }

    private static func same(_ a: XcodeProject, _ b: XcodeProject) -> Bool {
        a.path == b.path && a.developmentRegion == b.developmentRegion && a.knownRegions == b.knownRegions
            && a.projectFolder == b.projectFolder && a.convertsStrings == b.convertsStrings
            && a.shipped.files == b.shipped.files && a.referenced.files == b.referenced.files
            && a.shipped.folders.map(\.path) == b.shipped.folders.map(\.path)
            && a.shipped.folders.map(\.excluded) == b.shipped.folders.map(\.excluded)
            && a.referenced.folders.map(\.path) == b.referenced.folders.map(\.path)
    }

    @Test func aRecordGivesTheSameProjectAndAChangedFileIsReadAgain() throws {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        let store = MemoryStore()
        let read = try Self.project(folder, store: store)
        #expect(store.writes == 1)
        let recorded = try Self.project(folder, store: store)
        #expect(store.writes == 1 && store.reads == 2)
        #expect(Self.same(read, recorded))
        #expect(!read.shipped.files.isEmpty && !read.shipped.folders.isEmpty && read.shipped.folders.contains { !$0.excluded.isEmpty })
        // An edit gives the file a new key: the project is read again and recorded anew.
        let file = folder.path("Tasks.xcodeproj/project.pbxproj")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "developmentRegion = \"en-US\"", with: "developmentRegion = fr").write(toFile: file, atomically: true, encoding: .utf8)
        let edited = try Self.project(folder, store: store)
        #expect(edited.developmentRegion == "fr")
        #expect(store.writes == 2)
    }

    @Test func aDamagedRecordIsAMiss() throws {
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        let store = MemoryStore()
        let read = try Self.project(folder, store: store)
        for damage: (String) -> String in [
            { String($0.dropLast(5)) },                                     // truncated
            { $0.replacingOccurrences(of: "pushloc Xcode project record 2", with: "pushloc Xcode project record 1") },  // foreign
            { $0.replacingOccurrences(of: "\nf\tRS\t", with: "\nf\tRS") },  // a file line without its path
            { $0.replacingOccurrences(of: "\nconverts\t", with: "\nconvert\t") },  // an unknown line
            { $0 + "x" },                                                   // no final newline
        ] {
            store.tamper(damage)
            let again = try Self.project(folder, store: store)
            #expect(Self.same(read, again))
        }
        #expect(store.writes == 6)
    }

    @Test func pathsWithTabsNewlinesAndBackslashesSurviveTheRecord() throws {
        var shipped = PathSet()
        shipped.insert(file: "/a\tb/fr.lproj/L.strings")
        shipped.insert(folder: "/c\\d\ne", excluding: ["/c\\d\ne/x\ty"])
        let project = XcodeProject(
            path: "P.xcodeproj", developmentRegion: nil, knownRegions: ["e\tn"], shipped: shipped, referenced: shipped,
            projectFolder: "/c\\d", convertsStrings: false)
        let text = XcodeProjectRecord.text(of: project, key: "k\n1")
        #expect(text.split(separator: "\n").count == 10)
        // A file below the project's folder is written after it; one outside it, whole.
        #expect(text.contains("\nf\tRS\t/a\\tb/fr.lproj/l.strings\n"))
        let back = try #require(XcodeProjectRecord.project(from: text, key: "k\n1", path: "P.xcodeproj"))
        #expect(Self.same(project, back))
        #expect(XcodeProjectRecord.project(from: text, key: "k\n2", path: "P.xcodeproj") == nil)
        #expect(XcodeProjectRecord.project(from: text.replacingOccurrences(of: "\\t", with: "\\q"), key: "k\n1", path: "P.xcodeproj") == nil)
    }

    @Test func filesBelowTheProjectFolderAreWrittenAfterIt() throws {
        var referenced = PathSet()
        referenced.insert(file: "/App/Resources/fr.lproj/Localizable.strings")
        referenced.insert(file: "/App/Resources/de.lproj/Localizable.strings")
        var shipped = PathSet()
        shipped.insert(file: "/App/Resources/fr.lproj/Localizable.strings")
        let project = XcodeProject(
            path: "App.xcodeproj", developmentRegion: "en", knownRegions: ["en", "fr", "de"], shipped: shipped, referenced: referenced,
            projectFolder: "/App", convertsStrings: true)
        let text = XcodeProjectRecord.text(of: project, key: "k")
        #expect(text.contains("\nroot\t/app/\nf\tR\tresources/de.lproj/localizable.strings\nf\tRS\tresources/fr.lproj/localizable.strings\n"))
        let back = try #require(XcodeProjectRecord.project(from: text, key: "k", path: "App.xcodeproj"))
        #expect(Self.same(project, back))
        #expect(back.shipped.contains("/App/Resources/fr.lproj/Localizable.strings") && !back.shipped.contains("/App/Resources/de.lproj/Localizable.strings"))
        // A file line before the root line is not one the writer makes.
        let misordered = text.replacingOccurrences(of: "\nroot\t/app/\n", with: "\n") + ""
        #expect(XcodeProjectRecord.project(from: misordered, key: "k", path: "App.xcodeproj") == nil)
    }
}
