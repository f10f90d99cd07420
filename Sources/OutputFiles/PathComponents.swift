/// A path split at its last `/`, without Foundation's `NSString` path methods (on Linux,
/// `deletingLastPathComponent` traps on some one-character paths such as `a` and `b/`).
///
/// Trailing slashes are ignored, as in `NSString`: `a/` is the folder `a` in `""`, `/` is the root
/// in the root, and the empty path has an empty parent and name. The parent loses the slashes that
/// separated it from the name (`a//b` is `b` in `a`), except the root's own (`/a` is `a` in `/`).
package struct PathComponents: Sendable, Equatable {
    /// Everything before the last component: `""` when the path has one component and no leading
    /// slash, `/` for a component of the root.
    package let parent: String
    /// The last component: `""` for the empty path, `/` for the root.
    package let name: String

    /// Splits `path` at its last `/`.
    package init(_ path: String) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        if trimmed == "/" {
            parent = "/"
            name = "/"
            return
        }
        guard let slash = trimmed.lastIndex(of: "/") else {
            parent = ""
            name = String(trimmed)
            return
        }
        name = String(trimmed[trimmed.index(after: slash)...])
        var head = trimmed[..<slash]
        while head.hasSuffix("/") { head = head.dropLast() }
        parent = head.isEmpty ? "/" : String(head)
    }

    /// `name` inside `folder`: `folder/name`, with one slash between them; `name` alone when
    /// `folder` is empty.
    package static func joining(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `path` without trailing slashes and trailing `.` components (`link/.` and `link/./` are
    /// `link`, `./` is `.`, `/` stays `/`), so a check of what the last component is (a symbolic
    /// link) sees the entry the path names rather than the folder's own `.` entry.
    package static func withoutTrailingDots(_ path: String) -> String {
        var trimmed = Substring(path)
        while true {
            if trimmed.count > 1, trimmed.hasSuffix("/") {
                trimmed = trimmed.dropLast()
            } else if trimmed.hasSuffix("/.") {
                trimmed = trimmed.dropLast()
            } else {
                return String(trimmed)
            }
        }
    }
}
