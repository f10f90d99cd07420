import Foundation

/// This repository's files, for tests that read the shipped data (`Localizations/`, `templates/`, `README.md`).
public enum Repository {
    /// The repository root: three folders above this file (`Sources/PushlocTestSupport/Repository.swift`).
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The absolute path of `relative`, a path from the root.
    public static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// The bytes of the file at `relative`, or `nil` when it cannot be read.
    public static func bytes(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path(relative)).map(Array.init)
    }
}
