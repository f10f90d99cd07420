import PushlocCatalog

/// The Xcode project records (``XcodeProjectRecord``) a check keeps in the cache folder beside the
/// pre-commit records: one file per project file and build of pushloc, named by a digest of both, so a
/// new build never reads an older one's records. They count towards the folder's file limit, and the
/// oldest go first, as the pre-commit records do.
struct ProjectRecordCache: XcodeProjectStore {
    /// The cache folder and its trimming.
    let cache: PreCommitCache
    /// This build of pushloc.
    let toolIdentity: String

    func record(for key: String) -> String? {
        cache.text(named: fileName(key), limit: PreCommitCache.projectByteLimit)
    }

    func store(_ record: String, for key: String) {
        guard record.utf8.count <= PreCommitCache.projectByteLimit else { return }
        cache.store(text: record, named: fileName(key))
    }

    /// The record file's name: a digest of the key and this build.
    private func fileName(_ key: String) -> String {
        var digest = ContentDigest()
        digest.add("project")
        digest.add(toolIdentity)
        digest.add(key)
        return digest.hex + ".cache"
    }
}
