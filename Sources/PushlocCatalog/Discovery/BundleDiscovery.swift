import PushlocFormats
import Foundation

/// Finds every bundle under a folder, as DESIGN.md section 5 defines one: a folder that directly holds
/// `<lang>.lproj` folders or files that hold every language of a table (String Catalogs; see
/// ``Formats/TableFormats/isCatalogFile(_:)``). A catalog inside an `.lproj` (`mul.lproj/Main.xcstrings`)
/// belongs to the folder above that `.lproj`.
///
/// Build and dependency output (`.build`, `DerivedData`, `Pods`, `Carthage`, `node_modules`), hidden
/// folders and the insides of Xcode's own packages (asset catalogs, projects and workspaces, whose
/// contents never become a bundle's `.lproj` folders) are skipped, and so is every path an exclude
/// pattern matches. Each folder is entered at most once, by its device and inode, so a symbolic-link
/// cycle is never followed round, and a link is followed only to a folder inside the project
/// (``LinkBoundary``).
public struct BundleDiscovery: Sendable {
    /// Folder names never searched: build and dependency output.
    public static let skippedFolderNames: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]
    /// Extensions of folders never searched: Xcode compiles an asset catalog into `Assets.car` and keeps
    /// projects and workspaces for itself, so no `.lproj` inside one is ever a localization on the device
    /// (a quarter of the folders of an app's source tree are asset catalogs' image and colour sets).
    public static let skippedFolderExtensions: Set<String> = ["xcassets", "xcodeproj", "xcworkspace"]
    /// At most this many folders are searched under one root (a bound, not a limit real apps meet).
    public static let folderLimit = 500_000

    /// Patterns of paths not to search (matched against the path relative to the working directory,
    /// and relative to the root being searched).
    public var excludes: [GlobPattern]
    /// The working directory that relative paths and patterns are read against.
    public var workingDirectory: String

    /// Creates a discovery.
    public init(excludes: [GlobPattern] = [], workingDirectory: String) {
        self.excludes = excludes
        self.workingDirectory = workingDirectory
    }

    /// Whether the discovery skips `path` (a folder or file below `root`).
    public func isExcluded(_ path: String, root: String) -> Bool {
        guard !excludes.isEmpty else { return false }
        let display = BundleLoader.displayPath(path, relativeTo: workingDirectory)
        let underRoot = BundleLoader.displayPath(path, relativeTo: root)
        return excludes.contains { $0.matches(display) || $0.matches(underRoot) }
    }

    /// Every bundle under `root`, sorted by path. `root` itself may be a bundle.
    public func bundles(under root: String) -> [DiscoveredBundle] {
        survey(under: root).bundles
    }

    /// What a search of `root` found: its bundles, sorted by path, and the Xcode projects and Swift
    /// package manifests beside them (which say what ships).
    package func survey(under root: String) -> DiscoverySurvey {
        survey(under: root, preread: nil)
    }

    /// ``survey(under:)``, with the `.lproj` folders' language files read into `preread` as they are
    /// listed, for a load that follows. With `listed`, the listings of `root` were read already, from
    /// the same discovery (``SurveyHeadStart``).
    func survey(under root: String, preread: PrereadFiles?, listed: FolderListings? = nil) -> DiscoverySurvey {
        // The walk below decides, in its own order, which folders are searched; the folders' identities
        // and entries come from listings read beforehand over all cores (a folder they lack is read here).
        let boundary = LinkBoundary(root: root, workingDirectory: workingDirectory)
        let listings = listed ?? FolderListings(of: root, discovery: self, boundary: boundary, preread: preread)
        var found: [String: DiscoveredBundle] = [:]
        var survey = DiscoverySurvey()
        var visited = Set<FolderIdentity>()
        var pending = [root]
        var searched = 0
        while let folder = pending.popLast(), searched < Self.folderLimit {
            guard let identity = listings.identity(of: folder), visited.insert(identity).inserted else { continue }
            searched += 1
            guard let searchedFolder = listings.searched(folder) else { continue }
            var bundle = DiscoveredBundle(path: folder)
            let lprojCount = searchedFolder.candidates.count { $0.entry.isDirectory && $0.entry.name.hasSuffix(".lproj") }
            if lprojCount > 1 {
                bundle.lprojFileNames.reserveCapacity(lprojCount)
                bundle.lprojLanguageBytes.reserveCapacity(lprojCount)
            }
            for manifest in searchedFolder.manifests {
                if manifest.isProject { survey.xcodeProjects.append(manifest.path) } else { survey.packageManifests.append(manifest.path) }
            }
            for (entry, full) in searchedFolder.candidates {
                let child = entry.name
                let isFolder = entry.isDirectory
                if isExcluded(full, root: root) || (entry.isLink && isFolder && !boundary.allows(full)) { continue }
                if isFolder && child.hasSuffix(".lproj") {
                    bundle.lprojFolders.append(full)
                    let contents = listings.lprojContents(full)
                    bundle.record(contents, of: full)
                    bundle.stringCatalogs += (contents?.stringCatalogs ?? []).filter { !isExcluded($0, root: root) }
                } else if !isFolder && TableFormats.isCatalogFile(child) {
                    bundle.stringCatalogs.append(full)
                } else if isFolder {
                    pending.append(full)
                }
            }
            if !bundle.lprojFolders.isEmpty || !bundle.stringCatalogs.isEmpty {
                bundle.stringCatalogs.sort()
                found[folder] = bundle
            }
        }
        survey.bundles = found.values.sorted { $0.path < $1.path }
        survey.listedFolders.add(listings, root: root, workingDirectory: workingDirectory)
        return survey
    }

    /// The path of `child` in `folder`, whose ``DirectoryListing/childPrefix(of:)`` is `prefix` (the
    /// search and its listings make paths alike, so that the listings answer for them).
    static func path(of child: String, in folder: String, prefix: String?) -> String {
        prefix.map { $0 + child } ?? (folder as NSString).appendingPathComponent(child)
    }

    /// The prefix ``path(of:in:prefix:)`` takes for the children of `folder`.
    static func childPrefix(of folder: String) -> String? {
        folder == "." ? "" : DirectoryListing.childPrefix(of: folder)
    }

    static func isSkipped(_ name: String) -> Bool {
        if name.hasPrefix(".") || skippedFolderNames.contains(name) { return true }
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        return skippedFolderExtensions.contains(name[name.utf8.index(after: dot)...].lowercased())
    }

    /// The String Catalogs among `names`, the entries of the `.lproj` folder `lproj`, sorted.
    static func stringCatalogs(named names: [String], in lproj: String) -> [String] {
        names.filter { TableFormats.isCatalogFile($0) && !$0.hasPrefix(".") }.sorted()
            .map { DirectoryListing.join(lproj, $0) }
    }

    static func isDirectory(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}

/// What ``BundleDiscovery/survey(under:)`` found.
package struct DiscoverySurvey: Sendable {
    /// The bundles, sorted by path.
    package var bundles: [DiscoveredBundle] = []
    /// The `.xcodeproj` folders, in the order the search met them.
    package var xcodeProjects: [String] = []
    /// The `Package.swift` files, in the order the search met them.
    package var packageManifests: [String] = []
    /// The folders the search listed, for later questions about what they hold.
    package var listedFolders = ListedFolders()
}

/// A folder's device and inode: the same folder reached through two paths (a symbolic link) has one.
struct FolderIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The identity in `status`, as `stat` or `fstat` gave it.
    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
