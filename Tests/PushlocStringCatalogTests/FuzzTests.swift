import Testing
import PushlocDiagnostics
import PushlocStringCatalog
import PushlocTestSupport

@Suite struct FuzzTests {
    /// Byte mutations of the realistic catalog: the reader never crashes, and every diagnostic has a
    /// location inside the file (an existing line, a column at most one past its end).
    @Test func mutatedCatalogsAreReadWithLocatedDiagnostics() {
        var generator = SeededGenerator(seed: 0x5EED_C0DE)
        let original = Fixture.bytes
        let lineLengths = { (bytes: [UInt8]) -> [Int] in
            String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.unicodeScalars.count }
        }
        let interesting: [UInt8] = Array(#"{}[]",:\0 1tnu-"#.utf8) + [0x0A, 0x0D, 0xFF, 0xC3, 0x80]
        var outOfFile: [String] = []
        var diagnosed = 0
        for round in 0..<300 {
            var bytes = original
            for _ in 0...Int.random(in: 0..<4, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] = interesting[Int.random(in: 0..<interesting.count, using: &generator)]
                case 1: bytes.remove(at: index)
                default: bytes.insert(interesting[Int.random(in: 0..<interesting.count, using: &generator)], at: index)
                }
            }
            let document = StringCatalogReader.read(bytes, path: "F.xcstrings")
            diagnosed += document.diagnostics.isEmpty ? 0 : 1
            let lengths = lineLengths(bytes)
            for diagnostic in document.diagnostics {
                guard let location = diagnostic.location, location.line >= 1, location.line <= lengths.count,
                      location.column >= 1, location.column <= lengths[location.line - 1] + 1 else {
                    outOfFile.append("round \(round): \(diagnostic.location?.description ?? "nil") \(diagnostic.message)")
                    continue
                }
            }
            if document.diagnostics.isEmpty {
                // A mutation that still reads cleanly must also write and read back cleanly.
                #expect(StringCatalogReader.read(StringCatalogWriter.write(document), path: "F.xcstrings").diagnostics.isEmpty)
            }
        }
        #expect(outOfFile.prefix(3) == [])
        #expect(diagnosed > 100)
    }
}
