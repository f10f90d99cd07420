import PushlocCatalog

/// Records a check keeps in the cache folder beside the pre-commit records: the Xcode projects it read
/// (``XcodeProjectRecord``) and the folders it listed (``ListingCache``). One file per record, named by
/// a digest of its kind, its key and, for a project, this build of pushloc (a new build never reads an
/// older one's reading of a project; a listing is the file system's, whichever build made it). They
/// count towards the folder's file limit, and the oldest go first, as the pre-commit records do.
struct CacheRecords: XcodeProjectStore, FolderListingStore {
    /// The cache folder and its trimming.
    let cache: PreCommitCache
    /// What the records are, in their files' names.
    let kind: String
    /// This build of pushloc, for records that depend on it.
    let toolIdentity: String?
    /// The largest record written or read.
    let byteLimit: Int

    /// The Xcode project records of this build.
    static func projects(in cache: PreCommitCache, toolIdentity: String) -> CacheRecords {
        CacheRecords(cache: cache, kind: "project", toolIdentity: toolIdentity, byteLimit: PreCommitCache.projectByteLimit)
    }

    /// The folder listings.
    static func listings(in cache: PreCommitCache) -> CacheRecords {
        CacheRecords(cache: cache, kind: "listings", toolIdentity: nil, byteLimit: PreCommitCache.listingByteLimit)
    }

    func record(for key: String) -> String? {
        cache.text(named: fileName(key), limit: byteLimit)
    }

    func store(_ record: String, for key: String) {
        guard record.utf8.count <= byteLimit else { return }
        cache.store(text: record, named: fileName(key))
    }

    /// The record file's name: a digest of the kind, the build when it matters, and the key.
    private func fileName(_ key: String) -> String {
        var digest = ContentDigest()
        digest.add(kind)
        if let toolIdentity { digest.add(toolIdentity) }
        digest.add(key)
        return digest.hex + ".cache"
    }
}
