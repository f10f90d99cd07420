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
        cache.text(named: fileName(key), limit: byteLimit + Self.sealLength).flatMap(Self.opened)
    }

    func store(_ record: String, for key: String) {
        guard record.utf8.count <= byteLimit else { return }
        cache.store(text: Self.sealed(record), named: fileName(key))
    }

    // A record is trusted as the file system's or the project's own answer: a folder whose stamp
    // matches takes the names its record lists. A record changed on disk (a damaged sector, a stray
    // edit) would then hide a language without a word, so each file starts with the digest of the
    // record, and a record that does not match it is a miss: the folder is listed, or the project
    // read, again.

    /// The bytes the seal adds before a record: its digest in hex and a line break.
    static let sealLength = 33

    /// `record` with its digest in front.
    static func sealed(_ record: String) -> String {
        var digest = ContentDigest()
        digest.add(record)
        return digest.hex + "\n" + record
    }

    /// The record of a stored `text`, or `nil` when the text does not start with the digest of the rest
    /// (a damaged record, or one written before records were sealed).
    static func opened(_ text: String) -> String? {
        let utf8 = text.utf8
        guard utf8.count >= sealLength else { return nil }
        let lineBreak = utf8.index(utf8.startIndex, offsetBy: sealLength - 1)
        guard utf8[lineBreak] == UInt8(ascii: "\n") else { return nil }
        let record = String(Substring(utf8[utf8.index(after: lineBreak)...]))
        var digest = ContentDigest()
        digest.add(record)
        return digest.hex.utf8.elementsEqual(utf8[..<lineBreak]) ? record : nil
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
