import Foundation
import PushlocDiagnostics

/// The folders of a tree listed ahead of the bundle search, wave by wave over all cores.
///
/// The search walks a source tree depth first, one folder at a time, and most of its time is the
/// kernel listing folders (an app's repository has thousands). The walk's order decides which path of
/// a folder reached twice (through a link) is kept, so the walk stays as it is; it asks these listings
/// for each folder's identity and entries, which a breadth-first pass read beforehand, each wave of
/// folders in parallel. A folder the pass did not reach (below a second path of a linked folder) is
/// read when the walk asks for it, so the answers are the file system's either way.
struct FolderListings: Sendable {
    /// What was read of one folder.
    private struct Listing: Sendable {
        let identity: FolderIdentity?
        let entries: [DirectoryListing.Entry]?
        /// For a folder the search enters, what it takes of it.
        var searched: SearchedFolder?
        /// For an `.lproj` folder, what the search records of it.
        var lproj: LprojContents?

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

    /// The most entries kept: past it (a tree far larger than an app's), the pass stops and the walk
    /// reads the remaining folders itself, so that the listings never hold a huge tree in memory.
    static let entryBudget = 200_000

    /// Reads the folders under `root` that `discovery` would search, and the `.lproj` folders in them,
    /// until `entryBudget` entries are kept; with `preread`, the `.lproj` folders' language files too.
    init(of root: String, discovery: BundleDiscovery, boundary: LinkBoundary, preread: PrereadFiles? = nil, entryBudget: Int = Self.entryBudget) {
        self.preread = preread
        var wave = [root]
        var seen = Set<FolderIdentity>()
        var kept = 0
        while !wave.isEmpty, kept < entryBudget {
            // Each folder's subfolders to list next are found on the core that listed it; only the
            // bookkeeping that decides between two paths of one folder (a link) stays in wave order.
            let read = ParallelMap.map(wave) { path in
                let found = DirectoryListing.identityAndEntries(of: path, measuringLanguageFiles: Self.measuresFiles(of: path), preread: preread)
                let listing = Listing(identity: found.identity, entries: found.entries, path: path, root: root)
                return (listing, Self.subfolders(of: listing, root: root, discovery: discovery, boundary: boundary))
            }
            var next: [String] = []
            for (path, (listing, subfolders)) in zip(wave, read) {
                listings[path] = listing
                kept += listing.entries?.count ?? 0
                guard let identity = listing.identity, seen.insert(identity).inserted else { continue }
                next += subfolders
            }
            wave = next
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
