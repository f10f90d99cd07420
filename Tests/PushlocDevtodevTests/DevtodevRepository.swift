import Foundation
import PushlocTestSupport

/// Files of this repository, found from this source file's path (tests read the shipped data).
enum DevtodevRepository {
    /// The repository root.
    static var root: URL {
        Repository.root
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
