import Dispatch
import Foundation
import PushlocDiagnostics

/// The folders of a tree listed ahead of the bundle search, over all cores.
///
/// The search walks a source tree depth first, one folder at a time, and most of its time is the
/// kernel listing folders (an app's repository has thousands). The walk's order decides which path of
/// a folder reached twice (through a link) is kept, so the walk stays as it is; it asks these listings
/// for each folder's identity and entries, which a pass over all cores read beforehand. A folder the
/// pass did not reach (below a second path of a linked folder) is read when the walk asks for it, so
/// the answers are the file system's either way.
struct FolderListings: Sendable {
    /// What was read of one folder.
    private struct Listing: Sendable {
        let identity: FolderIdentity?
        let entries: [DirectoryListing.Entry]?
        /// For a folder the search enters, what it takes of it.
        var searched: SearchedFolder?
        /// For an `.lproj` folder, what the search records of it.
        var lproj: LprojContents?
        /// With a ``ListingCache``: the folder's listing as the cache keeps it, and whether the cache gave it.
        var cached: CachedFolder?
        var reused = false

        /// The listing of `path`, with what the search will take of it.
        init(identity: FolderIdentity?, entries: [DirectoryListing.Entry]?, path: String, root: String) {
            self.identity = identity
            self.entries = entries
            guard let entries else { return }
            if FolderListings.measuresFiles(of: path) { lproj = LprojContents(path, entries: entries) }
            if path == root || !FolderListings.measuresFiles(of: path) { searched = SearchedFolder(path, entries: entries) }
        }
    }

    private var listings: [String: Listing] = [:]
    /// Where the listings keep the language files they read, when they read them.
    let preread: PrereadFiles?
    /// The cache the folders were listed through, if any.
    private let cache: ListingCache?
    /// Whether the pass listed every folder it was to list (it was not stopped, and the entry budget lasted).
    private(set) var isComplete = true

    /// The most entries kept: past it (a tree far larger than an app's), the pass stops and the walk
    /// reads the remaining folders itself, so that the listings never hold a huge tree in memory.
    static let entryBudget = 200_000

    /// Reads the folders under `root` that `discovery` would search, and the `.lproj` folders in them,
    /// until `entryBudget` entries are kept; with `preread`, the `.lproj` folders' language files too.
    /// With `progress`, the projects and `.lproj` folders of each folder are told as it is listed (a
    /// folder reached again through a link is not told twice). Once `stopped` says so, no more folders
    /// are listed: the listings then hold those read so far, and the rest is read when asked.
    ///
    /// With `cache`, a folder whose stamp is the one the cache recorded is not listed again
    /// (``ListingCache``); ``cacheText()`` is then the text for the next check.
    ///
    /// One worker per core takes the next folder as soon as it is free, and a folder's subfolders join
    /// the queue as soon as it is listed: no core waits for a whole level of the tree to be listed
    /// before the next starts. The order the folders are listed in only decides which of two paths of
    /// one folder (a link) is listed below here; the walk asks for every folder by its own path, and
    /// one not listed here is read when asked, so the answers are the same in any order.
    init(
        of root: String, discovery: BundleDiscovery, boundary: LinkBoundary, preread: PrereadFiles? = nil,
        entryBudget: Int = Self.entryBudget, progress: ListingProgress? = nil, stopped: (@Sendable () -> Bool)? = nil,
        cache: ListingCache? = nil
    ) {
        self.preread = preread
        self.cache = cache
        let queue = ListingQueue(root: root, entryBudget: entryBudget, stopped: stopped)
        let work: @Sendable () -> Void = {
            // Each folder's subfolders to list next are found on the core that listed it.
            while let path = queue.next() {
                let measures = Self.measuresFiles(of: path)
                var listing: Listing
                if let cache {
                    let found = DirectoryListing.read(path, measuringLanguageFiles: measures, preread: preread, cache: cache)
                    listing = Listing(identity: found.identity, entries: found.entries, path: path, root: root)
                    listing.cached = found.listing
                    listing.reused = found.reused
                } else {
                    let found = DirectoryListing.identityAndEntries(of: path, measuringLanguageFiles: measures, preread: preread)
                    listing = Listing(identity: found.identity, entries: found.entries, path: path, root: root)
                }
                let isFirstPath = queue.finish(path, listing, subfolders: Self.subfolders(of: listing, root: root, discovery: discovery, boundary: boundary))
                guard isFirstPath else { continue }
                progress?.found(
                    projects: listing.searched?.manifests.compactMap { $0.isProject ? $0.path : nil } ?? [],
                    languageFolder: listing.lproj == nil ? nil : PathText.baseName(path))
            }
        }
        // The second worker is a thread of its own (``DetachedThread``), started at once: the default
        // global queue's first worker began 0.7-1.0 ms after it was asked for, on a small app's listing
        // of 1.5 ms. Any others (more cores) come from the global queue's threads, which are kept.
        let helpers = DispatchGroup()
        for index in 1..<ListingQueue.workers {
            helpers.enter()
            let helper: @Sendable () -> Void = {
                work()
                helpers.leave()
            }
            if index == 1 {
                DetachedThread.run(helper)
            } else {
                DispatchQueue.global().async(execute: helper)
            }
        }
        work()
        helpers.wait()
        listings = queue.listings
        isComplete = !queue.wasStopped
    }

    /// The text of these listings for the next check's ``ListingCache``; `nil` without a cache, when
    /// the pass was stopped, or when the text would record what the cache already holds.
    func cacheText() -> String? {
        guard let cache, isComplete else { return nil }
        var listed: [(path: String, folder: CachedFolder, reused: Bool)] = []
        listed.reserveCapacity(listings.count)
        for (path, listing) in listings {
            if let folder = listing.cached { listed.append((path, folder, listing.reused)) }
        }
        return cache.text(of: listed)
    }

    /// The folders still to list, shared by the workers of one pass.
    private final class ListingQueue: @unchecked Sendable {
        // Every stored property is read and written with `condition` locked.
        private let condition = NSCondition()
        private var pending: [String]
        private var active = 0
        private var kept = 0
        private let entryBudget: Int
        private let stopped: (@Sendable () -> Bool)?
        private var seen = Set<FolderIdentity>()
        private(set) var listings: [String: Listing] = [:]
        /// Whether a worker was told there was nothing more because the pass was stopped or its budget spent.
        private(set) var wasStopped = false

        /// The workers of a pass: one per core, at least two (one waits for the file system while the
        /// other works, even on one core).
        static let workers = max(2, sysconf(Int32(_SC_NPROCESSORS_ONLN)))

        init(root: String, entryBudget: Int, stopped: (@Sendable () -> Bool)?) {
            pending = [root]
            self.entryBudget = entryBudget
            self.stopped = stopped
        }

        /// The next folder to list, waiting while another worker may still add some; `nil` when every
        /// folder is listed or the budget is spent.
        func next() -> String? {
            condition.lock()
            defer { condition.unlock() }
            while true {
                let isStopped = kept >= entryBudget || stopped?() == true
                if !isStopped, let path = pending.popLast() {
                    active += 1
                    return path
                }
                if active == 0 || isStopped {
                    if isStopped && !pending.isEmpty { wasStopped = true }
                    condition.broadcast()
                    return nil
                }
                condition.wait()
            }
        }

        /// Keeps the listing of `path`, and queues `subfolders` unless the folder was already listed
        /// through another path; whether this is the folder's first path.
        func finish(_ path: String, _ listing: Listing, subfolders: [String]) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            active -= 1
            listings[path] = listing
            kept += listing.entries?.count ?? 0
            let isFirstPath = listing.identity.map { seen.insert($0).inserted } ?? false
            let added = isFirstPath ? subfolders : []
            pending += added
            // Wake the waiting workers when there is work for them (one folder is for this worker, the
            // rest for others), or when the last folder listed added nothing and they are done.
            if added.count > 1 || (added.isEmpty && active == 0) { condition.broadcast() }
            return isFirstPath
        }
    }

    /// The folders below the folder of `listing` that the pass lists next: none below an `.lproj`
    /// folder (listed for its files; the search does not enter it, so its listing has no
    /// ``SearchedFolder``), else every subfolder the search would enter.
    private static func subfolders(of listing: Listing, root: String, discovery: BundleDiscovery, boundary: LinkBoundary) -> [String] {
        guard listing.identity != nil, let searched = listing.searched else { return [] }
        var found: [String] = []
        for (entry, child) in searched.candidates where entry.isDirectory {
            if !discovery.isExcluded(child, root: root), !entry.isLink || boundary.allows(child) { found.append(child) }
        }
        return found
    }

    /// The identity of the folder at `path`, `nil` when it cannot be read.
    func identity(of path: String) -> FolderIdentity? {
        if let listing = listings[path] { return listing.identity }
        return FolderIdentity(path: path)
    }

    /// The entries of the folder at `path`, `nil` when it cannot be opened.
    func entries(of path: String) -> [DirectoryListing.Entry]? {
        if let listing = listings[path] { return listing.entries }
        return DirectoryListing.entries(of: path, measuringLanguageFiles: Self.measuresFiles(of: path), preread: preread)
    }

    /// What the search takes of the folder at `path` (``SearchedFolder``), `nil` when it cannot be opened.
    func searched(_ path: String) -> SearchedFolder? {
        if let searched = listings[path]?.searched { return searched }
        return entries(of: path).map { SearchedFolder(path, entries: $0) }
    }

    /// What the search records of the `.lproj` folder at `path` (``LprojContents``), `nil` when it
    /// cannot be opened.
    func lprojContents(_ path: String) -> LprojContents? {
        if let lproj = listings[path]?.lproj { return lproj }
        return entries(of: path).map { LprojContents(path, entries: $0) }
    }

    /// The entries of the folder at `path` when the pass listed it and could open it; `nil` otherwise,
    /// without reading anything.
    func listedEntries(of path: String) -> [DirectoryListing.Entry]? {
        listings[path]?.entries
    }

    /// Whether the language files of the folder at `path` are measured as it is listed: an `.lproj`
    /// folder's are, for the plan's sizes.
    static func measuresFiles(of path: String) -> Bool {
        path.hasSuffix(".lproj")
    }
}
