import PushlocCatalog
import PushlocDevtodev
import PushlocDiagnostics
import Foundation
import PushlocTestSupport

/// The repository's shipped data (`Localizations/`, `templates/`), found from this source file's path.
enum DevtodevFixtures {
    /// The repository root.
    static let root: String = Repository.root.path

    /// `Localizations/`, loaded once, paths relative to the root.
    static let catalog: LocalizedBundle? = try? BundleLoader.load(paths: [root + "/Localizations"], workingDirectory: root)

    /// `templates/devtodev/*.json`, loaded once.
    static let templates: ButtonTemplateSet? = try? ButtonTemplateLoader.load(folder: root + "/templates/devtodev", workingDirectory: root)

    /// The bytes of a repository file.
    static func bytes(_ relative: String) -> [UInt8]? { Repository.bytes(relative) }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushloc-workflows-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}

extension Diagnostic {
    /// `rule severity path line:column`, for compact expectations.
    var devtodevSummary: String {
        let place = location.map { "\($0.line):\($0.column)" } ?? "-"
        return "\(rule) \(severity.rawValue) \(jsonPath ?? "-") \(place)"
    }
}
