import Testing
import PushlocDiagnostics
import PushlocJSON
import PushlocStringCatalog
import PushlocTestSupport

/// The one-pass reader against the tree-based one it replaced (`TreeCatalogReader`, the oracle): the
/// same model (fields, `extraFields` in order, invalid values, locations, `hasEscapes`) and the same
/// findings in the same order, for valid, wrong-shaped and malformed catalogs.
@Suite struct DifferentialTests {
    /// `nil` when both readers agree on `bytes`, else what differs first. `String` equality is
    /// canonical equivalence, so the scalars are compared too: every string of the model through the
    /// writer's bytes (which carry every key, value, unknown field and kept invalid value as read), and
    /// the findings through their dumps. The model's other fields are compared exactly by `==`.
    static func difference(_ bytes: [UInt8]) -> String? {
        let new = StringCatalogReader.read(bytes, path: "L.xcstrings")
        let old = TreeCatalogReader.read(bytes, path: "L.xcstrings")
        if new.diagnostics != old.diagnostics {
            let place = Array(zip(new.diagnostics, old.diagnostics)).firstIndex { $0 != $1 } ?? min(new.diagnostics.count, old.diagnostics.count)
            func describe(_ findings: [Diagnostic]) -> String {
                place < findings.count ? "\(findings[place].location?.description ?? "-") \(findings[place].message)" : "none"
            }
            return "finding \(place): new \(describe(new.diagnostics)) | old \(describe(old.diagnostics))"
        }
        if new != old { return "models differ" }
        if StringCatalogWriter.write(new) != StringCatalogWriter.write(old) { return "models differ in their scalars" }
        if Array(dumped(new.diagnostics).utf8) != Array(dumped(old.diagnostics).utf8) { return "findings differ in their scalars" }
        return nil
    }

    /// The findings as `dump` writes them: every field, keys and JSON paths included, scalar for scalar.
    private static func dumped(_ findings: [Diagnostic]) -> String {
        var text = ""
        dump(findings, to: &text)
        return text
    }

    /// Two catalogs whose keys and values are canonically equivalent but not the same scalars: `==`
    /// calls them equal, and the writer's bytes, which the comparison above relies on, tell them apart.
    @Test func theScalarComparisonSeesWhatEqualityDoesNot() {
        func read(_ text: String) -> StringCatalogDocument {
            StringCatalogReader.read(Array(text.utf8), path: "L.xcstrings")
        }
        let composed = read(#"{"sourceLanguage":"en","strings":{"caf\u00E9":{"comment":"\u00E9"}},"version":"1.0"}"#)
        let decomposed = read(#"{"sourceLanguage":"en","strings":{"cafe\u0301":{"comment":"e\u0301"}},"version":"1.0"}"#)
        #expect(composed == decomposed)
        #expect(StringCatalogWriter.write(composed) != StringCatalogWriter.write(decomposed))
    }

    @Test func fixtureAgrees() {
        #expect(Self.difference(Fixture.bytes) == nil)
        var crlf: [UInt8] = [0xEF, 0xBB, 0xBF]
        for byte in Fixture.bytes {
            if byte == 0x0A { crlf.append(0x0D) }
            crlf.append(byte)
        }
        #expect(Self.difference(crlf) == nil)
        #expect(Self.difference(Fixture.bytes.map { $0 == 0x0A ? 0x0D : $0 }) == nil)
    }

    /// 700 generated catalogs, in seven batches of 100 seeds that run side by side.
    @Test(arguments: 0..<7) func generatedCatalogsAgree(batch: Int) {
        var failures: [String] = []
        var findings = 0
        for seed in batch * 100..<(batch + 1) * 100 {
            var generator = CatalogGenerator(seed: UInt64(seed))
            let bytes = generator.catalog()
            findings += StringCatalogReader.read(bytes, path: "L.xcstrings").diagnostics.count
            if let difference = Self.difference(bytes) { failures.append("seed \(seed): \(difference)") }
        }
        #expect(failures.prefix(3) == [])
        #expect(findings > 50)
    }

    /// Generated catalogs cut short, or with bytes changed, removed or inserted: syntax errors where
    /// the parser stopped, with the findings made before them.
    @Test func corruptedCatalogsAgree() {
        var random = SeededGenerator(seed: 0xC0_22)
        let interesting: [UInt8] = Array(#"{}[]",:\ 1tnu-"#.utf8) + [0x0A, 0x0D, 0x00, 0x1F, 0xFF, 0xC3, 0xED, 0xA0, 0xF4, 0x90, 0xC0, 0x80]
        var failures: [String] = []
        for seed in 0..<700 {
            var generator = CatalogGenerator(seed: UInt64(seed) &+ 10_000)
            var bytes = generator.catalog()
            guard !bytes.isEmpty else { continue }
            for _ in 0...Int.random(in: 0..<3, using: &random) where !bytes.isEmpty {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes[index] = interesting[Int.random(in: 0..<interesting.count, using: &random)]
                case 1: bytes.remove(at: index)
                case 2: bytes.insert(interesting[Int.random(in: 0..<interesting.count, using: &random)], at: index)
                default: bytes.removeSubrange(index...)
                }
            }
            if let difference = Self.difference(bytes) { failures.append("seed \(seed): \(difference)") }
        }
        #expect(failures.prefix(3) == [])
    }

    @Test func mutatedFixtureAgrees() {
        var random = SeededGenerator(seed: 0xF1_C5)
        let original = Fixture.bytes
        var failures: [Int] = []
        for round in 0..<200 {
            var bytes = original
            let index = Int.random(in: 0..<bytes.count, using: &random)
            switch round % 3 {
            case 0: bytes.removeSubrange(index...)
            case 1: bytes[index] = [0x22, 0x7B, 0x7D, 0x5B, 0x2C, 0x3A, 0x5C, 0xFF][round % 8]
            default: bytes.insert(contentsOf: Array(#"{"x":[1,{"y":null}]},"#.utf8), at: index)
            }
            if Self.difference(bytes) != nil { failures.append(round) }
        }
        #expect(failures.prefix(5) == [])
    }

    /// Nesting at and past the parser's limit of 512, in an unknown field, in a wrong-shaped value and
    /// in the schema itself (device variations inside device variations): the same error at the same
    /// place, and no stack overflow.
    private static let nestingHead = #"{"sourceLanguage":"en","version":"1.0","strings":{"K":{"localizations":{"en":"#

    @Test(arguments: [500, 505, 506, 507, 508, 509, 510, 100_000])
    func deepNestingAgrees(depth: Int) {
        let unknown = #"{"stringUnit":{"value":"v"},"x":"# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        #expect(Self.difference(Array((Self.nestingHead + unknown + "}}}}").utf8)) == nil, "unknown \(depth)")
        let wrong = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        #expect(Self.difference(Array((Self.nestingHead + wrong + "}}}}").utf8)) == nil, "wrong \(depth)")
    }

    /// Each level is a unit, its `variations`, and `device`: three objects.
    @Test(arguments: [100, 167, 168, 169, 170, 5_000])
    func deepVariationsAgree(levels: Int) {
        let open = String(repeating: #"{"variations":{"device":{"iphone":"#, count: levels)
        let close = String(repeating: "}}}", count: levels)
        let text = Self.nestingHead + open + #"{"stringUnit":{"value":"deep"}}"# + close + "}}}}"
        #expect(Self.difference(Array(text.utf8)) == nil, "levels \(levels)")
    }

    /// A `strings` object with many keys (indexed for duplicates), duplicates among them, and
    /// canonically equivalent keys, which `String` equality makes duplicates.
    @Test func manyKeysAndEquivalentDuplicatesAgree() {
        var members = (0..<300).map { #""K\#($0)":{}"# }
        members.insert(#""K7":{"comment":"again"}"#, at: 200)
        members.append(#""café":{}"#)
        members.append(#""cafe\#u{301}":{}"#)
        members.append(#""\u004b1":{}"#)
        let text = #"{"sourceLanguage":"en","version":"1.0","strings":{"# + members.joined(separator: ",") + "}}"
        #expect(Self.difference(Array(text.utf8)) == nil)
        let document = StringCatalogReader.read(text, path: "L.xcstrings")
        #expect(document.diagnostics.map(\.rule) == ["json-duplicate-key", "json-duplicate-key", "json-duplicate-key"])
    }
}
