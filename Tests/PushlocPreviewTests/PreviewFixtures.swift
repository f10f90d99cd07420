import PushlocCatalog
import Foundation
import PushLocalization

/// Localizers for the preview's tests, from tables written into a temporary folder.
enum PreviewFixtures {
    /// A localizer of `files` (path -> text); the folder is removed after loading, since lookups never
    /// touch files again.
    static func localizer(_ files: [String: String]) throws -> PushLocalizer {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pushloc-preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return PushLocalizer(catalog: try BundleLoader.load(paths: [root.path], workingDirectory: root.path))
    }
}
