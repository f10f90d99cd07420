import PushlocCatalog

/// The folder listings a check keeps in the cache folder beside the pre-commit and project records
/// (``ListingCache``): one file per checked folder and working folder, named by a digest of both. They
/// count towards the folder's file limit, and the oldest go first, as the other records do.
struct FolderListingCache: FolderListingStore {
    /// The cache folder and its trimming.
    let cache: PreCommitCache

    func listings(for key: String) -> String? {
        cache.text(named: fileName(key), limit: PreCommitCache.listingByteLimit)
    }

    func storeListings(_ text: String, for key: String) {
        guard text.utf8.count <= PreCommitCache.listingByteLimit else { return }
        cache.store(text: text, named: fileName(key))
    }

    /// The listings file's name: a digest of the key.
    private func fileName(_ key: String) -> String {
        var digest = ContentDigest()
        digest.add("listings")
        digest.add(key)
        return digest.hex + ".cache"
    }
}
