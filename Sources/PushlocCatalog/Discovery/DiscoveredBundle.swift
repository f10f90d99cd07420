import PushlocFormats

/// One bundle found on disk: a folder that directly holds `<lang>.lproj` folders or `.xcstrings` files.
public struct DiscoveredBundle: Sendable, Hashable {
    /// The bundle folder as found (relative to the working directory or absolute, as the root was given).
    public var path: String
    /// Its `<lang>.lproj` folders, sorted.
    public var lprojFolders: [String]
    /// Its String Catalogs (`.xcstrings`), directly inside it or inside one of its `.lproj` folders, sorted.
    public var stringCatalogs: [String]
    /// The entries of each `.lproj` folder as discovery listed them, so that sizing and loading the
    /// bundle do not list every folder again (a folder missing here is listed when it is loaded).
    package var lprojFileNames: [String: [String]] = [:]
    /// The bytes of each listed `.lproj` folder's `.strings`, `.stringsdict` and `.xcstrings` files, as
    /// the listing measured them, so that the plan sizes a bundle without a `stat` per file.
    package var lprojLanguageBytes: [String: Int] = [:]

    /// Creates a bundle.
    public init(path: String, lprojFolders: [String] = [], stringCatalogs: [String] = []) {
        self.path = path
        self.lprojFolders = lprojFolders
        self.stringCatalogs = stringCatalogs
    }
}

extension DiscoveredBundle {
    /// The names in the `.lproj` folder `folder`: as discovery listed them, else listed now.
    func fileNames(in folder: String) -> [String] {
        lprojFileNames[folder] ?? (DirectoryListing.entries(of: folder) ?? []).map(\.name)
    }

    /// Keeps the names that the listing of the `.lproj` folder `folder` found, and the bytes of its
    /// language files when the listing measured every one of them (else the plan reads the sizes
    /// itself).
    mutating func record(_ contents: LprojContents?, of folder: String) {
        lprojFileNames[folder] = contents?.names
        if let bytes = contents?.languageBytes { lprojLanguageBytes[folder] = bytes }
    }
}
