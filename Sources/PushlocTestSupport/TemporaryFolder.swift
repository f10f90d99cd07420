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

    /// The absolute path of `relativePath` inside the folder.
    public func path(_ relativePath: String) -> String {
        root.appendingPathComponent(relativePath).path
    }
}
