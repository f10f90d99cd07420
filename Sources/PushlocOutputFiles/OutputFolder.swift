import Foundation

/// A validated `--out` folder: the only place a command writes.
///
/// Validation happens before any work: the path must be non-empty, and name a folder that exists
/// (a symlink to a folder is followed once, here) or that can be made. Every write then goes to a
/// path inside it, and a folder on the way that is a symlink is refused, so nothing is ever written
/// outside the folder, whatever the templates or an earlier run put there.
package struct OutputFolder: Sendable {
    /// The path as the user gave it (for messages).
    package let path: String
    /// The folder's real path (symlinks resolved), where the files go.
    package let resolvedPath: String

    /// Validates `path`, creating the folder (and its parents) when it does not exist.
    package init(_ path: String) throws(AtomicFile.WriteError) {
        guard !path.isEmpty else { throw AtomicFile.WriteError(path: "''", reason: "the output folder is empty; name a folder") }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw AtomicFile.WriteError(path: path, reason: "not a folder; --out names the folder to write into")
            }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw AtomicFile.WriteError(path: path, reason: "the output folder cannot be made")
            }
        }
        guard let real = Self.realPath(path) else {
            throw AtomicFile.WriteError(path: path, reason: "the output folder cannot be resolved")
        }
        self.path = path
        self.resolvedPath = real
    }

    /// Writes `bytes` to `relative` inside the folder, atomically, making the folders on the way.
    package func write(_ bytes: [UInt8], to relative: String) throws(AtomicFile.WriteError) {
        try write(bytes, to: relative, writer: nil)
    }

    /// Writes `text` as UTF-8 to `relative` inside the folder.
    package func write(_ text: String, to relative: String) throws(AtomicFile.WriteError) {
        try write(Array(text.utf8), to: relative)
    }

    /// Writes `bytes` to a path that starts with ``path`` (as the reports build them from the
    /// folder the user gave), inside the folder.
    package func write(_ bytes: [UInt8], atPath full: String) throws(AtomicFile.WriteError) {
        try write(bytes, to: relativePath(of: full))
    }

    /// As ``write(_:to:)``, with an injected content writer for tests.
    package func write(_ bytes: [UInt8], to relative: String, writer: AtomicFile.ContentWriter?) throws(AtomicFile.WriteError) {
        let components = try Self.components(of: relative)
        var folder = resolvedPath
        for component in components.dropLast() {
            folder = (folder as NSString).appendingPathComponent(component)
            try Self.ensurePlainFolder(folder)
        }
        let target = (folder as NSString).appendingPathComponent(components[components.count - 1])
        if let writer {
            try AtomicFile.write(bytes, to: target, writer: writer)
        } else {
            try AtomicFile.write(bytes, to: target)
        }
    }

    /// The components of a plain relative path (no `.`, `..`, empty or leading `/` component).
    static func components(of relative: String) throws(AtomicFile.WriteError) -> [String] {
        let components = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !relative.hasPrefix("/"), !components.isEmpty,
              components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
        else {
            throw AtomicFile.WriteError(path: relative, reason: "not a plain path inside the output folder")
        }
        return components
    }

    /// The path inside the folder of `full`, a path that starts with ``path`` (as the reports build
    /// them from the folder the user gave).
    package func relativePath(of full: String) throws(AtomicFile.WriteError) -> String {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        guard full.hasPrefix(prefix) else {
            throw AtomicFile.WriteError(path: full, reason: "outside the output folder \(path)")
        }
        return String(full.dropFirst(prefix.count).drop { $0 == "/" })
    }

    /// Makes `folder` unless it exists; refuses a symlink or a file in its place.
    private static func ensurePlainFolder(_ folder: String) throws(AtomicFile.WriteError) {
        var status = stat()
        if lstat(folder, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw AtomicFile.WriteError(path: folder, reason: "not a plain folder (a symlink or a file); pushloc writes only inside the output folder")
            }
            return
        }
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
            throw AtomicFile.WriteError(path: folder, reason: String(cString: strerror(errno)))
        }
    }

    /// `realpath(3)`.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
