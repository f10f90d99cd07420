@testable import PushlocChecking
import Foundation
import PushlocTestSupport
import Testing

/// A check whose folders are listed through the listings an earlier check kept reports exactly what a
/// check without the cache reports, after the tree changed too.
@Suite struct FolderListingCacheTests {
    @Test func aCheckThroughKeptListingsReportsWhatACheckWithoutReports() throws {
        let folder = try PreCommitCacheTests.app()
        let cache = try TemporaryFolder()
        folder.ageFolders()
        let plain = try PreCommitCacheTests.run(["App"], in: folder, cache: .off)
        let filling = try PreCommitCacheTests.run(["App"], in: folder, cache: .folder(cache.root.path))
        let kept = try FileManager.default.contentsOfDirectory(atPath: cache.root.path).filter(PreCommitCache.isCacheFile)
        #expect(kept.count == 1, "the listings of App")
        let served = try PreCommitCacheTests.run(["App"], in: folder, cache: .folder(cache.root.path))
        #expect(filling.text == plain.text && filling.exit == plain.exit)
        #expect(served.text == plain.text && served.exit == plain.exit)

        // A new language and a table removed since: the folders whose entries changed are listed again.
        try folder.write("App/pt.lproj/Localizable.strings", "\"A\" = \"%@ %@ convidou você\";\n")
        try FileManager.default.removeItem(atPath: folder.path("App/ja.lproj/Other.strings"))
        let changed = try PreCommitCacheTests.run(["App"], in: folder, cache: .folder(cache.root.path))
        let changedPlain = try PreCommitCacheTests.run(["App"], in: folder, cache: .off)
        #expect(changed.text == changedPlain.text && changed.exit == changedPlain.exit)
        #expect(changed.text.contains("pt.lproj"))
        #expect(!changed.text.contains("Other.strings"))
    }

    /// A kept record opens only as it was stored: changed, cut, empty or without its digest, it is a miss.
    @Test func aRecordOpensOnlyAsStored() {
        let record = "pushloc folder listings 1\nkey\u{0}1\u{0}App\u{0}end\u{0}"
        let sealed = CacheRecords.sealed(record)
        #expect(CacheRecords.opened(sealed) == record)
        #expect(CacheRecords.opened(CacheRecords.sealed("")) == "")
        #expect(CacheRecords.opened(sealed.replacingOccurrences(of: "App", with: "Apq")) == nil)
        #expect(CacheRecords.opened(String(sealed.dropLast())) == nil)
        #expect(CacheRecords.opened(record) == nil)
        #expect(CacheRecords.opened("") == nil)
        #expect(CacheRecords.opened(String(sealed.prefix(CacheRecords.sealLength - 1))) == nil)
    }
}
