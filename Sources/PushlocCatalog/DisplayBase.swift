import Foundation
import PushlocDiagnostics

/// The directory that paths are shown relative to, standardized once, with the process's directory
/// that relative paths are read against.
///
/// A load shows the path of every folder and file it reads. Standardizing the directory again and
/// asking the system for the current directory for each of them is most of the cost of showing a
/// path: a tenth of loading an app of six hundred small files.
struct DisplayBase: Sendable {
    /// The directory, absolute and standardized.
    private let directory: String
    /// The process's directory when the base was made.
    private let current: String
    /// Whether the process's directory is the directory (a check run where it checks, as most are).
    private let isCurrent: Bool

    /// The base for paths shown relative to `directory`.
    init(_ directory: String) {
        current = FileManager.default.currentDirectoryPath
        self.directory = LexicalPath.absolute(directory, base: Self.isAbsolute(directory) ? "/" : current)
        isCurrent = LexicalPath.absolute(current, base: "/") == self.directory
    }

    /// The standardized `path` relative to the directory: empty for the directory itself, `nil` when
    /// `path` is not inside it (``BundleLoader/displayPath(_:relativeTo:)``'s rule).
    func relativePart(of path: String) -> String? {
        // A plain relative path is read against the process's directory: when that is the directory,
        // the path is already relative to it, as it is.
        if isCurrent && LexicalPath.isPlainRelative(path) { return path }
        let absolute = LexicalPath.absolute(path, base: Self.isAbsolute(path) ? "/" : current)
        if absolute == directory { return "" }
        // Paths are compared as bytes: a name that starts with a combining mark joins the `/` before
        // it into one `Character`, which `hasPrefix` would then not find.
        let prefix = directory.utf8.last == UInt8(ascii: "/") ? directory : directory + "/"
        guard absolute.utf8.starts(with: prefix.utf8) else { return nil }
        return String(decoding: absolute.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
    }

    /// `path` as shown: relative to the directory when inside it, else as given.
    func displayPath(_ path: String) -> String {
        relativePart(of: path) ?? path
    }

    /// What ``displayPath(_:)`` puts before the name of a file in `folder` (`App/en.lproj/`, or nothing
    /// for the directory itself), or `nil` when `folder` is not inside the directory (a file there is
    /// shown by its path as given). A file's name is one component, never `.` or `..`, so its
    /// standardized path is its folder's and the name.
    func displayPrefix(ofFolder folder: String) -> String? {
        relativePart(of: folder).map { $0.isEmpty ? "" : $0 + "/" }
    }

    private static func isAbsolute(_ path: String) -> Bool {
        path.utf8.first == UInt8(ascii: "/")
    }
}
