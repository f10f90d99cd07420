import Foundation

/// A temporary folder of `.lproj` trees and templates, removed when the fixture is released.
final class Fixture {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("pushloc-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes `text` (UTF-8) to `relativePath`, creating folders.
    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> URL {
        try write(relativePath, bytes: Array(text.utf8))
    }

    /// Writes raw bytes to `relativePath`, creating folders.
    @discardableResult
    func write(_ relativePath: String, bytes: [UInt8]) throws -> URL {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url
    }

    func path(_ relativePath: String) -> String {
        root.appendingPathComponent(relativePath).path
    }
}
