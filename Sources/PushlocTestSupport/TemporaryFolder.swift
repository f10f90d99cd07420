import Foundation

/// A temporary folder for test fixtures (`.lproj` trees, templates), removed when released.
public final class TemporaryFolder {
    /// The folder.
    public let root: URL

    /// Creates an empty folder under the system's temporary directory.
    public init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("pushloc-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes `text` (UTF-8) to `relativePath`, creating folders.
    @discardableResult
    public func write(_ relativePath: String, _ text: String) throws -> URL {
        try write(relativePath, bytes: Array(text.utf8))
    }

    /// Writes raw bytes to `relativePath`, creating folders.
    @discardableResult
    public func write(_ relativePath: String, bytes: [UInt8]) throws -> URL {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url
    }

    /// Sets the modification time of every folder in the folder, and of the folder itself, `seconds`
    /// back (links are not followed), as a checkout made some time ago leaves them: a folder changed in
    /// the last seconds is never recorded in a listing cache.
    public func ageFolders(bySeconds seconds: Int = 600) {
        var times = [timespec](repeating: timespec(tv_sec: time(nil) - seconds, tv_nsec: 0), count: 2)
        var pending = [root.path]
        while let folder = pending.popLast() {
            utimensat(AT_FDCWD, folder, &times, AT_SYMLINK_NOFOLLOW)
            let children = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for child in children.map({ folder + "/" + $0 }) {
                var status = stat()
                if lstat(child, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { pending.append(child) }
            }
        }
    }

    /// The absolute path of `relativePath` inside the folder.
    public func path(_ relativePath: String) -> String {
        root.appendingPathComponent(relativePath).path
    }
}
