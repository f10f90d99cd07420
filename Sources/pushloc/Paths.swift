import Checking
import Foundation
import PushLocalization
import Catalog
import Checks
import Devtodev
import Diagnostics
import FormatString
import ICU
import JSON
import Payloads
import StringCatalog
import StringsFile

/// Folder conventions of DESIGN.md section 8.
enum Paths {
    /// The default folder of `.lproj` trees.
    static let defaultLocalizations = ProjectFolders.defaultLocalizations
    /// The default templates folder.
    static let defaultTemplates = ProjectFolders.defaultTemplates

    static func exists(_ path: String) -> Bool {
        ProjectFolders.exists(path)
    }

    static func isDirectory(_ path: String) -> Bool {
        ProjectFolders.isDirectory(path)
    }

    /// The folder to use: an explicit one must exist (else a usage error); a missing default is `nil`.
    static func folder(explicit: String?, default fallback: String) throws -> String? {
        try UsageError.wrapping { () throws(CheckSessionError) in try ProjectFolders.folder(explicit: explicit, default: fallback) }
    }

    /// The validated `--out` folder, before any work: empty, a file, or a folder that cannot be
    /// made is a usage error (exit 2), and nothing is written.
    static func output(_ out: String?) throws -> OutputFolder? {
        guard let out else { return nil }
        do {
            return try OutputFolder(out)
        } catch {
            throw UsageError("--out \(error.description)")
        }
    }

    static var workingDirectory: String { FileManager.default.currentDirectoryPath }
}
