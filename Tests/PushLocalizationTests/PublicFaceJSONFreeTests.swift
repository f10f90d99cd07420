import Foundation
import Testing

/// `import PushLocalization` exposes no type of the `JSON` module: no public declaration of the
/// library, or of a type it re-exports, names one (read from the sources, so a new member is checked too).
@Suite struct PublicFaceJSONFreeTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    static let jsonTypes = ["JSONValue", "JSONObject", "JSONMember", "JSONNumber", "JSONDocument", "JSONWriter", "JSONParser"]

    static func swiftFiles(_ folder: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    }

    @Test func noPublicDeclarationNamesAJSONType() throws {
        let face = try String(contentsOf: Self.sources.appendingPathComponent("PushLocalization/PushLocalization.swift"), encoding: .utf8)
        let exported = face.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("@_exported import"), let name = line.split(separator: ".").last else { return nil }
            return String(name)
        }
        #expect(exported.contains("APNsPayload") && exported.contains("PayloadValue"))
        var files = Self.swiftFiles(Self.sources.appendingPathComponent("PushLocalization"))
        for file in Self.swiftFiles(Self.sources.appendingPathComponent("Payloads")) {
            let text = try String(contentsOf: file, encoding: .utf8)
            if exported.contains(where: { name in
                ["struct", "enum", "class", "extension"].contains { text.contains("\($0) \(name) ") || text.contains("\($0) \(name):") }
            }) {
                files.append(file)
            }
        }
        var found: [String] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated() {
                let code = line.drop { $0 == " " }
                guard code.hasPrefix("public ") || code.hasPrefix("@_exported") else { continue }
                if let type = Self.jsonTypes.first(where: { code.contains($0) }) {
                    found.append("\(file.lastPathComponent):\(number + 1): \(type)")
                }
            }
        }
        #expect(found.isEmpty, "\(found)")
    }
}
