import PushlocDiagnostics
import PushlocFormats
import Foundation
import PushlocStringCatalog

/// Reads String Catalogs for the loader.
enum StringCatalogFiles {
    /// The table a catalog file holds: its name without its extension.
    static func tableName(of path: String) -> String {
        PathText.baseName(path)
    }

    /// Reads and parses one catalog; its diagnostics name it as `displayPath` shows it.
    static func read(_ path: String, workingDirectory: String) throws(BundleLoadError) -> StringCatalogDocument {
        let display = BundleLoader.displayPath(path, relativeTo: workingDirectory)
        let document: TableDocument
        do {
            document = try TableFormats.read(fileAt: path, displayPath: display)
        } catch {
            throw .unreadable(path: display, reason: error.localizedDescription)
        }
        // Discovery lists only files whose format holds every language, and each such format reads a
        // String Catalog document (a test holds every format to its document kind).
        guard case .stringCatalog(let catalog) = document else {
            throw .unreadable(path: display, reason: "its format does not read a String Catalog")
        }
        return catalog
    }
}
