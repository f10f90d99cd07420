import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocCatalog

/// Folders listed through the listings an earlier check recorded answer exactly as the file system
/// does now, whatever changed in between; a recorded text is read back as written, and a damaged one
/// is no cache.
@Suite struct ListingCacheTests {
    /// An app with a nested bundle, files of every kind, a link to a folder and a name with a newline.
    private func app() throws -> TemporaryFolder {
        let fixture = try TemporaryFolder()
        try fixture.write("App/en.lproj/Localizable.strings", "\"A\" = \"a %@\";\n")
        try fixture.write("App/de.lproj/Localizable.strings", "\"A\" = \"a %@\";\n")
        try fixture.write("App/de.lproj/Localizable.stringsdict", "<plist/>")
        try fixture.write("App/Sources/View.swift", "let a = 1\n")
        try fixture.write("App/Sources/Deep/More/notes.txt", "")
        try fixture.write("App/Widget/fr.lproj/Widget.strings", "\"W\" = \"w\";\n")
        try fixture.write("App/Widget/odd\nname/readme.md", "")
        try fixture.write("Shared/es.lproj/Shared.strings", "\"S\" = \"s\";\n")
        try FileManager.default.createSymbolicLink(atPath: fixture.path("App/SharedLink"), withDestinationPath: fixture.path("Shared"))
        return fixture
    }

    /// The listings of `root`, through `cache` when given.
    private func list(_ root: String, in fixture: TemporaryFolder, cache: ListingCache? = nil) -> (FolderListings, PrereadFiles) {
        let preread = PrereadFiles(budget: 1 << 20)
        let listings = FolderListings(
            of: root, discovery: BundleDiscovery(workingDirectory: fixture.root.path),
            boundary: LinkBoundary(root: root, workingDirectory: fixture.root.path), preread: preread, cache: cache)
        return (listings, preread)
    }

    /// Every folder under `root` (following links once) with what a listing says of it.
    private func described(_ listings: FolderListings, _ preread: PrereadFiles, folders: [String]) -> [String] {
        folders.map { folder in
            let entries = (listings.listedEntries(of: folder) ?? []).sorted { $0.name < $1.name }.map { entry -> String in
                let read = preread.take(folder + "/" + entry.name).map { String(decoding: $0, as: UTF8.self) } ?? "-"
                return "\(entry.name) dir=\(entry.isDirectory) link=\(entry.isLink) size=\(entry.byteSize ?? -1) read=\(read)"
            }
            return "\(folder) \(listings.identity(of: folder).map { "\($0.device):\($0.inode)" } ?? "none")\n  " + entries.joined(separator: "\n  ")
        }
    }

    private static let folders = [
        "App", "App/en.lproj", "App/de.lproj", "App/Sources", "App/Sources/Deep", "App/Sources/Deep/More", "App/Widget",
        "App/Widget/fr.lproj", "App/Widget/odd\nname", "App/SharedLink", "App/SharedLink/es.lproj", "App/New", "App/New/it.lproj",
    ]

    @Test func aFolderListedThroughTheCacheIsTheFileSystemsAfterEveryChange() throws {
        let fixture = try app()
        let root = fixture.path("App")
        let key = ListingCache.key(root: root, workingDirectory: fixture.root.path)
        fixture.ageFolders()
        let folders = Self.folders.map(fixture.path)

        let first = list(root, in: fixture, cache: ListingCache(key: key, text: nil))
        let recorded = try #require(first.0.cacheText(), "every folder is old enough to record")
        let plain = list(root, in: fixture)
        #expect(described(first.0, first.1, folders: folders) == described(plain.0, plain.1, folders: folders))

        // Nothing changed: every folder comes from the cache, and there is nothing new to record.
        let second = list(root, in: fixture, cache: ListingCache(key: key, text: recorded))
        #expect(second.0.cacheText() == nil, "every folder was answered by the cache")
        let again = list(root, in: fixture)
        #expect(described(second.0, second.1, folders: folders) == described(again.0, again.1, folders: folders))

        // A new language, a removed and a renamed file, a file made a folder, an edited table (its
        // folder's times do not change), a new folder with a table, and a folder made unreadable.
        try fixture.write("App/Widget/it.lproj/Widget.strings", "\"W\" = \"w\";\n")
        try FileManager.default.removeItem(atPath: fixture.path("App/de.lproj/Localizable.stringsdict"))
        try FileManager.default.moveItem(atPath: fixture.path("App/Sources/View.swift"), toPath: fixture.path("App/Sources/Renamed.swift"))
        try FileManager.default.removeItem(atPath: fixture.path("App/Sources/Deep/More/notes.txt"))
        try fixture.write("App/Sources/Deep/More/notes.txt/inside.txt", "")
        try fixture.write("App/en.lproj/Localizable.strings", "\"A\" = \"a longer %@\";\n\"B\" = \"b\";\n")
        try fixture.write("App/New/it.lproj/Localizable.strings", "\"N\" = \"n\";\n")
        let third = list(root, in: fixture, cache: ListingCache(key: key, text: recorded))
        let fresh = list(root, in: fixture)
        let changed = folders + ["App/Widget/it.lproj", "App/Sources/Deep/More/notes.txt"].map(fixture.path)
        #expect(described(third.0, third.1, folders: changed) == described(fresh.0, fresh.1, folders: changed))
        #expect(third.0.listedEntries(of: fixture.path("App/New/it.lproj"))?.map(\.name) == ["Localizable.strings"])
    }

    @Test func aFolderChangedWithinTheSettleTimeIsNotRecorded() throws {
        let fixture = try app()
        let root = fixture.path("App")
        let key = ListingCache.key(root: root, workingDirectory: fixture.root.path)
        // Just made: no folder is old enough, so nothing is recorded.
        #expect(list(root, in: fixture, cache: ListingCache(key: key, text: nil)).0.cacheText() == nil)
        fixture.ageFolders()
        try fixture.write("App/Widget/it.lproj/Widget.strings", "")
        let text = try #require(list(root, in: fixture, cache: ListingCache(key: key, text: nil)).0.cacheText())
        let recorded = try #require(ListingCache.parse(text, key: key))
        #expect(recorded[fixture.path("App/Widget")] == nil, "modified just now")
        #expect(recorded[fixture.path("App/Widget/it.lproj")] == nil)
        #expect(recorded[fixture.path("App/Sources")] != nil)
    }

    @Test func aTextReadsBackAsWritten() throws {
        let stamp = FolderStamp(identity: FolderIdentity(device: UInt64.max, inode: 1 << 63), modified: -5, changed: 1_796_318_828_426_939_749)
        var folder = CachedFolder(stamp: stamp)
        for (name, type) in [("a\nb", UInt8(8)), ("tab\tname", 4), ("ünï 文件", 10), ("end", 0), ("1", 8)] { folder.append(name, type: type) }
        let key = ListingCache.key(root: "/repo/App", workingDirectory: "/repo")
        let text = ListingCache.serialize([("/repo/App", folder), ("/repo/App/end", CachedFolder(stamp: stamp))], key: key)
        let read = try #require(ListingCache.parse(text, key: key))
        #expect(read.count == 2)
        #expect(read["/repo/App"]?.names == folder.names)
        #expect(read["/repo/App"]?.types == folder.types)
        #expect(read["/repo/App"]?.stamp == stamp)
        #expect(read["/repo/App/end"]?.names == [])
        #expect(ListingCache.parse(text, key: ListingCache.key(root: "/repo/App", workingDirectory: "/other")) == nil, "another key")
    }

    @Test func aDamagedTextIsNoCache() throws {
        var folder = CachedFolder(stamp: FolderStamp(identity: FolderIdentity(device: 1, inode: 2), modified: 3, changed: 4))
        folder.append("en.lproj", type: 4)
        let key = "/w\u{0}App"
        let text = ListingCache.serialize([("App", folder), ("App/en.lproj", CachedFolder(stamp: folder.stamp))], key: key)
        let bytes = Array(text.utf8)
        for cut in 0..<bytes.count {
            #expect(ListingCache.parse(String(decoding: bytes[..<cut], as: UTF8.self), key: key) == nil, "cut at \(cut)")
        }
        let header = ListingCache.header + "\n/w\u{0}App\u{0}"
        for damaged in [
            header + "99999999999999999999999\u{0}end\u{0}", header + "-1\u{0}end\u{0}", header + "1\u{0}App\u{0}1\u{0}2\u{0}3\u{0}4\u{0}9999999\u{0}end\u{0}",
            header + "1\u{0}App\u{0}1\u{0}2\u{0}3\u{0}4\u{0}1\u{0}256\u{0}x\u{0}end\u{0}", header + "2\u{0}App\u{0}1\u{0}2\u{0}3\u{0}4\u{0}0\u{0}App\u{0}1\u{0}2\u{0}3\u{0}4\u{0}0\u{0}end\u{0}",
            text.replacingOccurrences(of: ListingCache.header, with: "pushloc folder listings 0"), text + "x",
        ] {
            #expect(ListingCache.parse(damaged, key: key) == nil, "\(damaged.debugDescription)")
        }
        let cache = ListingCache(key: key, text: "not a cache")
        #expect(cache.previousCount == 0)
    }
}
