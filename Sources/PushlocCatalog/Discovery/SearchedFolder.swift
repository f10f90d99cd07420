import PushlocFormats

/// What the bundle search takes from one listed folder, worked out from its entries alone: the
/// listing pass makes it on the core that listed the folder, so that the search, which runs on one
/// thread in its own order, only decides (excludes, links, folders reached twice) and assembles.
struct SearchedFolder: Sendable {
    /// A folder's `Package.swift` files and `.xcodeproj` folders, in listing order, by full path.
    var manifests: [(path: String, isProject: Bool)] = []
    /// Its subfolders and String Catalogs that the search considers (not hidden, not build output,
    /// not inside Xcode's own packages), sorted by name, each with its full path.
    var candidates: [(entry: DirectoryListing.Entry, path: String)] = []

    /// The search's view of `folder`, whose entries are `entries`.
    init(_ folder: String, entries: [DirectoryListing.Entry]) {
        let prefix = BundleDiscovery.childPrefix(of: folder)
        for entry in entries where entry.name == "Package.swift" || (entry.isDirectory && entry.name.hasSuffix(".xcodeproj")) {
            manifests.append((BundleDiscovery.path(of: entry.name, in: folder, prefix: prefix), entry.isDirectory))
        }
        // Most of a source tree is files that are not String Catalogs: they are left out before the
        // sort and before any path is made for them.
        let considered = entries.filter { ($0.isDirectory || TableFormats.isCatalogFile($0.name)) && !BundleDiscovery.isSkipped($0.name) }
        candidates = considered.sorted { $0.name < $1.name }.map { ($0, BundleDiscovery.path(of: $0.name, in: folder, prefix: prefix)) }
    }
}

/// What the search records of one `.lproj` folder from its entries: their names, the bytes of its
/// language files when the listing measured every one, and its String Catalogs (sorted, by full path).
struct LprojContents: Sendable {
    let names: [String]
    let languageBytes: Int?
    let stringCatalogs: [String]

    /// The contents of the `.lproj` folder `folder`, whose entries are `entries`.
    init(_ folder: String, entries: [DirectoryListing.Entry]) {
        names = entries.map(\.name)
        var bytes: Int? = 0
        for entry in entries where TableFormats.isLanguageFile(entry.name) {
            guard let size = entry.byteSize, let sum = bytes else { bytes = nil; break }
            bytes = sum + size
        }
        languageBytes = bytes
        stringCatalogs = BundleDiscovery.stringCatalogs(named: names, in: folder)
    }
}
