import Foundation

/// The folder conventions of DESIGN.md section 8: the default localizations and templates folders,
/// and how an explicit folder differs from a default one.
package enum ProjectFolders {
    /// The default folder of `.lproj` trees.
    package static let defaultLocalizations = "Localizations"
    /// The default templates folder.
    package static let defaultTemplates = "templates"

    /// Whether anything exists at `path`.
    package static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// Whether `path` is a folder.
    package static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The folder to use: an explicit one must exist (else an error); a missing default is `nil`.
    package static func folder(explicit: String?, default fallback: String) throws(CheckSessionError) -> String? {
        if let explicit {
            guard isDirectory(explicit) else { throw CheckSessionError("\(explicit): no such directory") }
            return explicit
        }
        return isDirectory(fallback) ? fallback : nil
    }
}
