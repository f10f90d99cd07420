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

    /// Creates a bundle.
    public init(path: String, lprojFolders: [String] = [], stringCatalogs: [String] = []) {
        self.path = path
        self.lprojFolders = lprojFolders
        self.stringCatalogs = stringCatalogs
    }
}
