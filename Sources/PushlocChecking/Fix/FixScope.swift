import PushlocDiagnostics
import PushlocOutputFiles

/// Which files `check --fix` may rewrite: those the user named (a named file, or any file under a
/// named folder), and never one whose real path (links resolved) is outside the project root, the
/// working directory.
struct FixScope: Sendable {
    /// The working directory, links resolved.
    let projectRoot: String
    private let workingDirectory: String
    private let namedFiles: Set<String>
    private let namedFolders: [String]

    /// The scope of a session run in `workingDirectory` over `roots` (its folder and file arguments,
    /// or the default folder).
    init(roots: [String], workingDirectory: String) {
        self.workingDirectory = workingDirectory
        projectRoot = OutputFolder.realPath(workingDirectory) ?? workingDirectory
        var files: Set<String> = [], folders: [String] = []
        for root in roots {
            let full = LexicalPath.absolute(root, base: workingDirectory)
            if PlainFile.kind(full) == .folder || OutputFolder.realPath(full).map({ PlainFile.kind($0) == .folder }) == true {
                folders.append(full)
            } else {
                files.insert(full)
            }
        }
        namedFiles = files
        namedFolders = folders
    }

    /// The absolute path of `path` as the user wrote it (relative to the working directory),
    /// with `.` and `..` taken out but links kept.
    func absolute(_ path: String) -> String { LexicalPath.absolute(path, base: workingDirectory) }

    /// Whether the user named the file at the absolute path `full`, or a folder that holds it.
    func isNamed(_ full: String) -> Bool {
        namedFiles.contains(full) || namedFolders.contains { full.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    }

    /// Whether the real path `real` is the project root or inside it.
    func isInsideProject(_ real: String) -> Bool {
        projectRoot == "/" || real == projectRoot || real.hasPrefix(projectRoot + "/")
    }
}
