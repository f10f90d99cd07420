import Foundation
import Testing

/// The README, `Documentation/` and the library's DocC articles speak of the product as it is: they never narrate the work that
/// made it (a session, an issue by number).
@Suite struct DocumentationVoiceTests {
    @Test func noDocumentNamesASessionOrAnIssueNumber() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var documents = ["README.md"]
        for folderPath in ["Documentation", "Sources/PushLocalization/PushLocalization.docc"] {
            let folder = root.appendingPathComponent(folderPath)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".md") {
                documents.append(folderPath + "/" + name)
            }
        }
        var found: [String] = []
        for document in documents {
            let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
            for (number, line) in text.components(separatedBy: "\n").enumerated()
            where line.contains(/(?i)\bsession\s+\d+/) || line.contains(/(?i)\bissue\s*#?\d+/) {
                found.append("\(document):\(number + 1)")
            }
        }
        #expect(documents.count > 1)
        #expect(found.isEmpty, "\(found.prefix(5))")
    }
}
