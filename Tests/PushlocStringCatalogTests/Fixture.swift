import Foundation
import PushlocStringCatalog

/// The realistic catalog in `Fixtures/Localizable.xcstrings`, written in Xcode's layout.
enum Fixture {
    static let path = "App/Localizable.xcstrings"

    static let bytes: [UInt8] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Localizable.xcstrings")
        return (try? Array(Data(contentsOf: url))) ?? []
    }()

    static var document: StringCatalogDocument { StringCatalogReader.read(bytes, path: path) }

    static func entry(_ key: String, in document: StringCatalogDocument = document) -> StringCatalogEntry? {
        document.entries?.first { $0.key == key }
    }

    /// `line:column` of a location, for short expectations.
    static func place(_ location: (some CustomStringConvertible)?) -> String {
        guard let location else { return "nil" }
        return location.description.split(separator: ":").suffix(2).joined(separator: ":")
    }
}
