import Foundation
import Testing
@testable import PushLocalization

@Suite struct AtomicFileTests {
    @Test func writesReplacesAndLeavesNoTemporaryFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushloc-atomic-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out/fr.json").path
        try AtomicFile.write("first", to: path)
        try AtomicFile.write("second", to: path)
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self) == "second")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)
        #expect(names == ["fr.json"])
    }

    @Test func anUnwritableTargetIsAClearError() throws {
        #expect(throws: AtomicFile.WriteError.self) {
            try AtomicFile.write("x", to: "/proc/pushloc-cannot-write/fr.json")
        }
    }
}
