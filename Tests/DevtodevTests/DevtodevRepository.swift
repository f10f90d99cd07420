import Foundation

/// Files of this repository, found from this source file's path (tests read the shipped data).
enum DevtodevRepository {
    /// The repository root: three folders above this file (`Tests/DevtodevTests/...`).
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String { "cannot read \(path)" }
    }

    /// The bytes of a repository file, and its path relative to the root.
    static func bytes(_ relative: String) throws -> (bytes: [UInt8], path: String) {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path) else {
            throw Missing(path: relative)
        }
        return (Array(data), relative)
    }
}
