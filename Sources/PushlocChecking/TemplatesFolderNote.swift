import Foundation
import PushlocDiagnostics

/// What a check says when it found no templates folder but the folders it checks have one near them:
/// `pushloc check ../app/Localizations` run from another folder looks for `templates/` in the working
/// directory, and would otherwise leave the template checks out without a word.
enum TemplatesFolderNote {
    /// How many folders above a checked folder are looked at.
    private static let levels = 3

    /// The note, or `nil` when no checked folder has a `templates/` folder within ``levels`` folders
    /// above it (or in it) that differs from the working directory's.
    static func note(roots: [String], workingDirectory: String) -> String? {
        let here = standardized(workingDirectory)
        for root in roots {
            var folder = standardized(root.hasPrefix("/") ? root : (workingDirectory as NSString).appendingPathComponent(root))
            for _ in 0...levels {
                guard folder != here, folder != "/" else { break }
                let candidate = (folder as NSString).appendingPathComponent(ProjectFolders.defaultTemplates)
                if ProjectFolders.isDirectory((candidate as NSString).appendingPathComponent("notifications")) {
                    let shown = relative(candidate, to: here)
                    return "no \(ProjectFolders.defaultTemplates)/ folder in the working directory, so no notification template was checked; \(shown) has templates: pass --templates \(shown) to check their loc-args"
                }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return nil
    }

    /// `path` as `NSString.standardizingPath` gives it, which resolves each component's link: when an
    /// absolute `path` is where it lies on disk (`realpath` finds its lexical normal form), there is
    /// no link to follow and that form is the answer, without Foundation's walk (an error value for
    /// every component that is not a link). A relative path, a path with a link or a missing folder on
    /// the way, or one under `/private` or `/var/automount` (prefixes Foundation strips), is Foundation's
    /// to resolve.
    static func standardized(_ path: String) -> String {
        guard path.hasPrefix("/") else { return (path as NSString).standardizingPath }
        let lexical = LexicalPath.absolute(path, base: "/")
        if !lexical.hasPrefix("/private"), !lexical.hasPrefix("/var/automount"), let physical = realpath(path, nil) {
            defer { free(physical) }
            if String(cString: physical) == lexical { return lexical }
        }
        return (path as NSString).standardizingPath
    }

    /// `path` relative to `folder` when inside it, else with `../` steps when they share a parent, else as is.
    private static func relative(_ path: String, to folder: String) -> String {
        let target = path.split(separator: "/"), base = folder.split(separator: "/")
        var common = 0
        while common < min(target.count, base.count) && target[common] == base[common] { common += 1 }
        guard common > 0 else { return path }
        let steps = Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)
        return steps.joined(separator: "/")
    }
}
