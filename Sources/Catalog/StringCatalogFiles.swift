import Foundation
import StringCatalog
import StringsFile

/// Reads `.xcstrings` files for the loader.
enum StringCatalogFiles {
    /// The table a catalog file holds: its name without `.xcstrings`.
    static func tableName(of path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// Reads and parses one catalog; its diagnostics name it as `displayPath` shows it.
    static func read(_ path: String, workingDirectory: String) throws(CatalogError) -> StringCatalogDocument {
        let display = CatalogLoader.displayPath(path, relativeTo: workingDirectory)
        do {
            let bytes = try FileBytes.read(atPath: path)
            return StringCatalogReader.read(bytes, path: display)
        } catch {
            throw .unreadable(path: display, reason: error.localizedDescription)
        }
    }
}
