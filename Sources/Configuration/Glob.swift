#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A shell-style path pattern (`*`, `?`, `[...]`), as `.swiftlint.yml` uses them.
///
/// `*` also matches `/`, so `**/Pods/**` and `Pods/*` both match everything below `Pods/`.
/// A pattern without wildcards matches that path and everything below it.
public struct Glob: Sendable, Hashable {
    /// The pattern as written.
    public var pattern: String

    /// Creates a glob.
    public init(pattern: String) {
        self.pattern = pattern
    }

    /// Whether `path` (relative to the working directory, `./` ignored) matches.
    public func matches(_ path: String) -> Bool {
        let path = Self.normalized(path)
        let pattern = Self.normalized(self.pattern)
        if fnmatch(pattern, path, 0) == 0 { return true }
        let folder = pattern.hasSuffix("/") ? pattern : pattern + "/"
        return !pattern.contains(where: { "*?[".contains($0) }) && path.hasPrefix(folder)
    }

    private static func normalized(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }
}
