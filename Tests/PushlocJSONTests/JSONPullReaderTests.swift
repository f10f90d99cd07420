@testable import PushlocJSON
import PushlocTestSupport
import PushlocDiagnostics
import Testing

/// `JSONPullReader` against `JSONParser`, its oracle: the same values, the same findings in the same
/// order, and the same positions for every value and key.
@Suite struct JSONPullReaderTests {
    /// The value and findings of reading `bytes` with the pull reader.
    private func pulled(_ bytes: [UInt8]) -> (JSONValue?, [Diagnostic]) {
        JSONPullReader.read(bytes, file: "t.json") { (reader: inout JSONPullReader) throws(JSONSyntaxError) in try reader.readValue() }
    }

    private func parsed(_ bytes: [UInt8]) -> (JSONValue?, [Diagnostic]) {
        let (document, diagnostics) = JSONParser.parse(bytes, path: "t.json")
        return (document?.root, diagnostics)
    }

    /// Whether both readers agree on `bytes`; `String` equality is canonical equivalence, so the
    /// values are also compared by their dumps' UTF-8.
    private func agree(_ bytes: [UInt8]) -> Bool {
        let (pullValue, pullFindings) = pulled(bytes)
        let (parseValue, parseFindings) = parsed(bytes)
        return pullValue == parseValue && pullFindings == parseFindings
            && Array(dumped(pullValue).utf8) == Array(dumped(parseValue).utf8)
            && Array(dumped(pullFindings).utf8) == Array(dumped(parseFindings).utf8)
    }

    private func dumped(_ value: some Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }

    @Test func malformedCasesGiveTheParsersFindings() {
        let failing = JSONParserTests.malformed.filter { !agree($0.bytes) }.map(\.name)
        #expect(failing == [])
    }

    @Test func edgeCasesAgree() {
        let texts: [String] = [
            "", " ", "\n\r\n\r", "0", "-0", "1.5e+10", "-", "01", "1.", "1e", "tru", "nul", "True", "[]", "{}", "[ ]", "{ }",
            "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{\"a\":}", "{,}", "[,1]", "{\"a\":1 \"b\":2}", "[1 2]", "{1:2}", "{'a':1}",
            "\"\\ud83d\\ude00\"", "\"\\ud83d\"", "\"\\udc00\"", "\"\\u00E9\\u00e9\"", "\"a\\/b\\\\c\\\"d\\b\\f\\n\\r\\t\"", "\"\\x\"",
            "\"\u{7}\"", "\"tab\there\"", "[\"a\"]  x", "{} {}", "// c\n{}", "/* c */{}", "{\"a\":1}//", "[1]\n\n\n]",
            "{\"a\":1,\"a\":2,\"b\":{\"a\":3,\"a\":4}}", "{\"é\":1,\"e\u{301}\":2}", "{\"K\":1,\"\u{212A}\":2}", "{\"A\":1,\"\\u0041\":2}",
            "{\"a\\nb\":1,\"a\\u000ab\":2}", "[\"😀\",\"日本\",\"\\u65E5\"]", "{\"a\":[{\"b\":[{\"c\":null}]}],\"d\":true,\"e\":false}",
            "{\"\":1,\"\":2}", "[1,\r\n2,\r3]", "\t[\t1\t]\t", "{\"a\":1}}", "[[[[", "]]]]", "{\"a\"", "{\"a\":", "{\"a\":1", "[1,",
        ]
        let failing = texts.filter { !agree(Array($0.utf8)) }
        #expect(failing == [])
        let bytes: [[UInt8]] = [
            [0xEF, 0xBB, 0xBF], [0xEF, 0xBB, 0xBF, 0x5B, 0x5D], [0xEF, 0xBB], [0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22],
            [0x22, 0xE0, 0x80, 0x80, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],
            [0x22, 0xF0, 0x9F, 0x98, 0x22], [0x22, 0xEF, 0xBF, 0xBF, 0x22], [0x5B, 0xC3, 0xA9, 0x5D], [0x22, 0x00, 0x22],
        ]
        #expect(bytes.filter { !agree($0) } == [])
    }

    /// Objects with many members switch to an index of their keys; duplicates are found on both sides.
    @Test func manyMembersAndTheirDuplicates() {
        for count in [11, 12, 13, 40] {
            var members = (0..<count).map { "\"k\($0)\":\($0)" }
            members.append("\"k3\":0")
            members.append("\"\\u006b5\":0")
            members.insert("\"é\":1", at: count / 2)
            members.append("\"e\u{301}\":2")
            #expect(agree(Array(("{" + members.joined(separator: ",") + "}").utf8)), "\(count)")
        }
    }

    @Test func nestingLimitIsTheParsers() {
        for depth in [510, 511, 512, 513, 100_000] {
            for (open, close) in [("[", "]"), ("{\"a\":", "}")] {
                let text = String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
                #expect(agree(Array(text.utf8)), "\(depth) \(open)")
                let empty = String(repeating: "[", count: depth - 1) + (open == "[" ? "[]" : "{}") + String(repeating: "]", count: depth - 1)
                #expect(agree(Array(empty.utf8)), "\(depth) empty \(open)")
            }
        }
    }

    /// Every value's and key's position, in document order, as the parser's location tree has them.
    @Test func positionsAreTheParsers() throws {
        var generator = SeededGenerator(seed: 0x9051)
        for round in 0..<200 {
            let text = RandomJSON.text(depth: 4, using: &generator)
            let bytes = Array(text.utf8)
            let (document, _) = JSONParser.parse(bytes, path: "t.json")
            let parsed = try #require(document, "\(round)")
            var expected: [String] = []
            func walk(_ node: JSONLocationNode) {
                if node.keyLine > 0 { expected.append("k\(node.keyLine):\(node.keyColumn)") }
                expected.append("v\(node.line):\(node.column)")
                node.children.forEach(walk)
            }
            walk(parsed.rootNode)
            let (positions, _) = JSONPullReader.read(bytes, file: "t.json") { (reader: inout JSONPullReader) throws(JSONSyntaxError) in
                var positions: [String] = []
                try Self.walk(&reader, into: &positions)
                return positions
            }
            #expect(positions == expected, "round \(round)")
        }
    }

    private static func walk(_ reader: inout JSONPullReader, into positions: inout [String]) throws(JSONSyntaxError) {
        let place = reader.position
        positions.append("v\(place.line):\(place.column)")
        switch try reader.peekValue() {
        case .object:
            var state = try reader.beginObject()
            while let key = try reader.nextKey(&state) {
                positions.append("k\(key.position.line):\(key.position.column)")
                try walk(&reader, into: &positions)
            }
        case .array:
            var state = try reader.beginArray()
            while try reader.nextElement(&state) { try walk(&reader, into: &positions) }
        case .string: _ = try reader.readString()
        case .number: _ = try reader.readNumber()
        case .literal: _ = try reader.readLiteral()
        }
    }

    /// Random documents, and the same with bytes changed, cut or inserted.
    @Test func randomAndMutatedDocumentsAgree() {
        var generator = SeededGenerator(seed: 0xB0B)
        let interesting: [UInt8] = Array(#"{}[]",:\ 1tnu-e."#.utf8) + [0x0A, 0x0D, 0x09, 0x00, 0xFF, 0xC3, 0xA9, 0xED, 0xF0, 0x80]
        var failing: [Int] = []
        for round in 0..<1500 {
            var bytes = Array(RandomJSON.text(depth: 5, using: &generator).utf8)
            if round % 3 != 0 && !bytes.isEmpty {
                for _ in 0...Int.random(in: 0..<3, using: &generator) {
                    let index = Int.random(in: 0..<bytes.count, using: &generator)
                    switch Int.random(in: 0..<4, using: &generator) {
                    case 0: bytes[index] = interesting.randomElement(using: &generator) ?? 0
                    case 1: bytes.remove(at: index)
                    case 2: bytes.insert(interesting.randomElement(using: &generator) ?? 0, at: index)
                    default: bytes.removeSubrange(index...)
                    }
                    if bytes.isEmpty { break }
                }
            }
            if !agree(bytes) { failing.append(round) }
        }
        #expect(failing.prefix(5) == [])
    }
}

/// Random JSON texts with the features that matter to a reader: escapes, non-ASCII and non-BMP text,
/// numbers of every form, duplicate and equivalent keys, and mixed whitespace and line endings.
enum RandomJSON {
    static let strings = [
        "", "a", "plain text", "é", "e\u{301}", "K", "\u{212A}", "日本語", "😀", "\\n", "\\\"q\\\"", "\\u00e9", "\\ud83d\\ude00",
        "\\/", "\\\\", "\\t\\b\\f\\r", "%lld", "%#@count@", "a\\u0041", "A",
    ]
    static let numbers = ["0", "-0", "7", "-12", "3.25", "1e3", "1E-3", "-2.5e+8", "12345678901234567890", "1e999", "0.0"]
    static let spaces = ["", " ", "  ", "\n", "\r\n", "\r", "\t", "\n    ", "\n\t\t"]

    static func text(depth: Int, using generator: inout SeededGenerator) -> String {
        value(depth: depth, using: &generator)
    }

    private static func space(_ generator: inout SeededGenerator) -> String {
        spaces[Int.random(in: 0..<spaces.count, using: &generator)]
    }

    private static func string(_ generator: inout SeededGenerator) -> String {
        "\"" + strings[Int.random(in: 0..<strings.count, using: &generator)] + "\""
    }

    private static func value(depth: Int, using generator: inout SeededGenerator) -> String {
        let kind = Int.random(in: 0..<(depth > 0 ? 8 : 5), using: &generator)
        switch kind {
        case 0: return string(&generator)
        case 1: return numbers[Int.random(in: 0..<numbers.count, using: &generator)]
        case 2: return ["true", "false", "null"][Int.random(in: 0..<3, using: &generator)]
        case 3: return string(&generator)
        case 4: return numbers[Int.random(in: 0..<numbers.count, using: &generator)]
        case 5:
            let count = Int.random(in: 0..<5, using: &generator)
            let elements = (0..<count).map { _ in space(&generator) + value(depth: depth - 1, using: &generator) + space(&generator) }
            return "[" + elements.joined(separator: ",") + "]"
        default:
            let count = Int.random(in: 0..<(kind == 7 ? 15 : 5), using: &generator)
            let members = (0..<count).map { _ in
                space(&generator) + string(&generator) + space(&generator) + ":" + space(&generator) + value(depth: depth - 1, using: &generator)
            }
            return "{" + members.joined(separator: ",") + space(&generator) + "}"
        }
    }
}
