import PushlocDevtodev
import PushlocJSON
import Foundation
import PushlocTestSupport
@testable import PushLocalization
import PushlocCatalog
import PushlocChecks
import PushlocDiagnostics
import PushlocFormatString
import PushlocICU
import PushlocPayloads
import PushlocStringCatalog
import PushlocStringsFile

/// The repository's shipped data, found from this source file's path.
enum DevtodevFixtures {
    /// The repository root.
    static let root: String = Repository.root.path

    /// `Localizations/`, loaded once, paths relative to the root.
    static let catalog: LocalizedBundle? = try? BundleLoader.load(paths: [root + "/Localizations"], workingDirectory: root)

    /// `templates/devtodev/*.json`, loaded once.
    static let templates: ButtonTemplateSet? = try? ButtonTemplateLoader.load(folder: root + "/templates/devtodev", workingDirectory: root)

    /// The bytes of a repository file.
    static func bytes(_ relative: String) -> [UInt8]? { Repository.bytes(relative) }

    /// A shipped sample message.
    static func sample(_ name: String) -> DevtodevMessage? {
        guard let bytes = bytes("templates/devtodev/messages/\(name).json"),
              let document = JSONParser.parse(bytes, path: name).document else { return nil }
        return DevtodevMessage(json: document.root)
    }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushloc-devtodev-\(UUID().uuidString)").path
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
