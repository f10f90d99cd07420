import PushlocCatalog
import PushlocChecking
import Foundation
import PushlocOutputFiles
import PushLocalization

/// The files and folders a workflow starts from (DESIGN.md section 8), each problem as a `WorkflowError`.
enum WorkflowFiles {
    /// The folder to use: an explicit one must exist; a missing default is `nil`.
    static func folder(explicit: String?, default fallback: String) throws(WorkflowError) -> String? {
        do {
            return try ProjectFolders.folder(explicit: explicit, default: fallback)
        } catch {
            throw WorkflowError(error.message)
        }
    }

    /// The validated `--out` folder, before any work: empty, a file, or a folder that cannot be
    /// made is an error, and nothing is written.
    static func output(_ out: String?) throws(WorkflowError) -> OutputFolder? {
        guard let out else { return nil }
        do {
            return try OutputFolder(out)
        } catch {
            throw WorkflowError("--out \(error.description)")
        }
    }

    /// The bytes of the input file at `path` (a template or message); a folder or an unreadable file is an error.
    static func read(_ path: String) throws(WorkflowError) -> [UInt8] {
        guard !ProjectFolders.isDirectory(path), let data = FileManager.default.contents(atPath: path) else {
            throw WorkflowError("\(path): cannot read the file")
        }
        return Array(data)
    }

    /// The canonical tags of `--locale` values; the first value that is not a language tag is an error.
    static func locales(_ locales: [String]) throws(WorkflowError) -> [String] {
        let (tags, invalid) = DevtodevSources.canonicalLocales(locales)
        if let invalid { throw WorkflowError("--locale \(invalid): not a language tag") }
        return tags
    }

    /// The catalog of the localizations folder (`--localizations`, else `Localizations/` when present;
    /// neither gives an empty catalog).
    static func catalog(explicit: String?, base: String? = nil, workingDirectory: String) throws(WorkflowError) -> LocalizedBundle {
        let folder = try folder(explicit: explicit, default: ProjectFolders.defaultLocalizations)
        do {
            return try BundleLoader.load(paths: folder.map { [$0] } ?? [], base: base, workingDirectory: workingDirectory)
        } catch {
            throw WorkflowError(error.description)
        }
    }
}
