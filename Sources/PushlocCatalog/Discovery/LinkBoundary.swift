import Foundation

/// Where the search for bundles may follow a symbolic link to a folder: only to a folder inside the
/// project, that is inside the folder being searched or the working directory, by their real paths.
///
/// A link out of the project (to `/`, to `/proc/self`, whose `root` leads back to `/`) would make the
/// walk list the whole machine: a link inside the project is followed, and the walk's device-and-inode
/// check keeps a cycle from being followed round.
struct LinkBoundary: Sendable {
    /// The real paths of the folders links may lead into, each ending in `/`.
    private let insides: [String]

    /// The boundary of a search of `root` from `workingDirectory`.
    init(root: String, workingDirectory: String) {
        insides = [root, workingDirectory].compactMap(Self.realPath).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    /// Whether the search may enter the linked folder at `path`.
    func allows(_ path: String) -> Bool {
        guard let real = Self.realPath(path) else { return false }
        let folder = real.hasSuffix("/") ? real : real + "/"
        return insides.contains { folder.hasPrefix($0) }
    }

    /// `path` with every link resolved, as `realpath(3)` gives it.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
