@testable import PushlocJSON
import PushlocTestSupport
import PushlocDiagnostics
import Testing

/// A malformed JSON text and where its error must be reported.
struct MalformedCase: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let position: String
    let message: String

    init(_ name: String, _ text: String, _ position: String, _ message: String) {
        self.init(name, Array(text.utf8), position, message)
    }

    init(_ name: String, _ bytes: [UInt8], _ position: String, _ message: String) {
        self.name = name
        self.bytes = bytes
        self.position = position
        self.message = message
    }

    var testDescription: String { name }
}

@Suite struct JSONParserTests {
    static let malformed: [MalformedCase] = [
        MalformedCase("unterminated string at end", #"{"a": "abc"#, "1:7", "Unterminated string"),
        MalformedCase("unterminated string runs into a line break", "{\"a\": \"abc\n}", "1:11", "Line break inside a string"),
        MalformedCase("bad escape", #"{"a": "x\qy"}"#, "1:9", #"Invalid escape '\q'"#),
        MalformedCase("bad unicode escape", #"["\u12G4"]"#, "1:3", "expected 4 hex digits"),
        MalformedCase("trailing comma in object", #"{"a": 1,}"#, "1:8", "Trailing comma before '}'"),
        MalformedCase("trailing comma in array", "[1, 2,\n]", "1:6", "Trailing comma before ']'"),
        MalformedCase("missing colon", #"{"a" 1}"#, "1:6", "expected ':' after the key \"a\""),
        MalformedCase("missing comma", "[1 2]", "1:4", "expected ',' or ']'"),
        MalformedCase("lone high surrogate", #"["\ud800"]"#, "1:3", "Lone surrogate \\ud800"),
        MalformedCase("high surrogate then a non-surrogate", #"["ab\ud800\u0041"]"#, "1:5", "Lone surrogate \\ud800"),
        MalformedCase("lone low surrogate", #"["\udc00"]"#, "1:3", "Lone surrogate \\udc00"),
        MalformedCase("invalid UTF-8 byte", [UInt8](#"{"a": "x"#.utf8) + [0xFF] + [UInt8](#"y"}"#.utf8), "1:9", "Invalid UTF-8"),
        MalformedCase("truncated UTF-8 sequence on line 2", [UInt8]("{\n  \"é\": \"".utf8) + [0xC3, 0x28] + [UInt8]("\"}".utf8), "2:9", "Invalid UTF-8"),
        MalformedCase("overlong UTF-8", [UInt8]("[\"".utf8) + [0xC0, 0xAF] + [UInt8]("\"]".utf8), "1:3", "Invalid UTF-8"),
        MalformedCase("UTF-8 encoded surrogate", [UInt8]("[\"".utf8) + [0xED, 0xA0, 0x80] + [UInt8]("\"]".utf8), "1:3", "Invalid UTF-8"),
        MalformedCase("invalid UTF-8 outside a string", [UInt8]("[1, ".utf8) + [0xFE] + [UInt8]("]".utf8), "1:5", "Invalid UTF-8"),
        MalformedCase("empty document", "", "1:1", "Empty document"),
        MalformedCase("whitespace only", "  \n ", "2:2", "Empty document"),
        MalformedCase("line comment", "{\"a\": 1 // c\n}", "1:9", "Comments are not allowed"),
        MalformedCase("block comment", "/* c */ {}", "1:1", "Comments are not allowed"),
        MalformedCase("single quotes", "{'a': 1}", "1:2", "double quotes"),
        MalformedCase("unquoted key", "{a: 1}", "1:2", "expected a key in double quotes"),
        MalformedCase("leading zero", "[01]", "1:2", "leading zero"),
        MalformedCase("no digits after point", "[1.]", "1:4", "after '.'"),
        MalformedCase("lone minus", "[-]", "1:3", "expected a digit"),
        MalformedCase("empty exponent", "[1e]", "1:4", "exponent"),
        MalformedCase("NaN", "[NaN]", "1:2", "Unexpected 'N'"),
        MalformedCase("capitalised literal", "[True]", "1:2", "Unexpected 'T'"),
        MalformedCase("truncated literal", "[tru]", "1:2", "lowercase"),
        MalformedCase("raw tab in a string", "[\"a\tb\"]", "1:4", "Control character U+0009"),
        MalformedCase("content after the value", "{} x", "1:4", "expected the end of the document"),
        MalformedCase("end inside an object", #"{"a":1"#, "1:7", "Unexpected end of the document"),
        MalformedCase("end after a key", #"{"a""#, "1:5", "expected ':'"),
        MalformedCase("CRLF line counting", "{\r\n\"a\":\r\n}", "3:1", "expected a value"),
        MalformedCase("lone CR line counting", "[\r1,\r]", "2:2", "Trailing comma"),
        MalformedCase("columns count scalars, not bytes", #"{"ключ": 1,}"#, "1:11", "Trailing comma"),
        MalformedCase("no-break space outside a string", "{\u{A0}}", "1:2", "U+00A0"),
        MalformedCase("byte order mark is not a column", "\u{FEFF}[,]", "1:2", "Unexpected ','"),
        MalformedCase("stray closer", "[1]]", "1:4", "expected the end of the document"),
        MalformedCase("nesting deeper than 512", String(repeating: "[", count: 513) + String(repeating: "]", count: 513), "1:513", "Nesting deeper than 512"),
    ]

    @Test(arguments: malformed)
    func malformedJSONIsASyntaxErrorWithExactLocation(_ testCase: MalformedCase) {
        #expect(syntaxErrorPosition(testCase.bytes) == testCase.position)
        let result = JSONParser.parse(testCase.bytes, path: "t.json")
        let message = result.diagnostics.last?.message ?? ""
        #expect(message.contains(testCase.message), "message: \(message)")
        #expect(result.diagnostics.last?.location?.file == "t.json")
    }

    @Test func nestingOf512LevelsIsAccepted() throws {
        let text = String(repeating: "[", count: 512) + "1" + String(repeating: "]", count: 512)
        let result = parseJSON(text)
        let document = try #require(result.document)
        #expect(result.diagnostics.isEmpty)
        var value = document.root
        var depth = 0
        while case .array(let elements) = value, let first = elements.first {
            value = first
            depth += 1
        }
        #expect(depth == 512)
        #expect(document.location(of: String(repeating: "[0]", count: 512)) == SourceLocation(file: "t.json", line: 1, column: 513))
    }

    @Test func deepNestingBeyondTheLimitDoesNotOverflowTheStack() {
        let text = String(repeating: "{\"a\":", count: 100_000)
        #expect(syntaxErrorPosition(Array(text.utf8)) == "1:2561")
    }

    @Test func scalarsAndStrings() throws {
        let text = #"[null, true, false, -0, 12, 1.5e-7, 1E+2, 9223372036854775808, "a\"b\\c\/d\b\f\n\r\t\u00e9\ud83d\ude00", "", "é😀"]"#
        let result = parseJSON(text)
        let document = try #require(result.document)
        #expect(result.diagnostics.isEmpty)
        let elements = try #require(document.root.arrayValue)
        #expect(elements.count == 11)
        #expect(elements[0] == .null)
        #expect(elements[1] == .bool(true))
        #expect(elements[2] == .bool(false))
        #expect(elements[3].numberValue?.text == "-0")
        #expect(elements[3].numberValue?.int64Value == 0)
        #expect(elements[4].numberValue?.int64Value == 12)
        #expect(elements[5].numberValue?.text == "1.5e-7")
        #expect(elements[5].numberValue?.doubleValue == 1.5e-7)
        #expect(elements[5].numberValue?.int64Value == nil)
        #expect(elements[6].numberValue?.int64Value == 100)
        #expect(elements[7].numberValue?.int64Value == nil)
        #expect(elements[7].numberValue?.text == "9223372036854775808")
        #expect(elements[8] == .string("a\"b\\c/d\u{8}\u{C}\n\r\té😀"))
        #expect(elements[9] == .string(""))
        #expect(elements[10] == .string("é😀"))
    }

    @Test func escapedNULIsKept() throws {
        let document = try #require(parseJSON(#"["a\u0000b"]"#).document)
        #expect(document.root == .array([.string("a\u{0}b")]))
    }

    @Test func topLevelScalarsAreJSON() throws {
        #expect(try #require(parseJSON(" 42 ").document).root == .number(JSONNumber(42)))
        #expect(try #require(parseJSON("\"x\"").document).root == .string("x"))
    }

    @Test func duplicateKeysAreKeptAndWarnedAndTheLastWins() throws {
        let text = "{\n  \"a\": 1,\n  \"b\": 2,\n  \"a\": 3\n}"
        let result = parseJSON(text)
        let document = try #require(result.document)
        let object = try #require(document.root.objectValue)
        #expect(object.keys == ["a", "b", "a"])
        #expect(object["a"] == .number(JSONNumber(3)))
        #expect(object.duplicateKeys == ["a"])
        #expect(result.diagnostics.map(\.summary) == ["json-duplicate-key warning - 4:3"])
        #expect(result.diagnostics.first?.message.contains("first at 2:3") == true)
        #expect(document.location(of: "a") == SourceLocation(file: "t.json", line: 4, column: 8))
    }

    @Test func byteOrderMarkIsAWarning() throws {
        let result = JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8), path: "t.json")
        let document = try #require(result.document)
        #expect(result.diagnostics.map(\.summary) == ["json-bom warning - 1:1"])
        #expect(document.location(of: "a") == SourceLocation(file: "t.json", line: 1, column: 7))
    }

    @Test func locationsOfValuesAndKeys() throws {
        let text = """
        {
          "aps" : {
            "alert" : { "loc-key" : "GAME", "loc-args" : [ "Jenna",
        "Frank" ] },
            "ключ": "é", "x": 1
          },
          "a.b": [ { "c": null } ]
        }
        """
        let document = try #require(parseJSON(text).document)
        func at(_ path: String) -> String? {
            document.location(of: path).map { "\($0.line):\($0.column)" }
        }
        #expect(at("") == "1:1")
        #expect(at("aps") == "2:11")
        #expect(at("aps.alert") == "3:15")
        #expect(at("aps.alert.loc-key") == "3:29")
        #expect(at("aps.alert.loc-args") == "3:50")
        #expect(at("aps.alert.loc-args[0]") == "3:52")
        #expect(at("aps.alert.loc-args[1]") == "4:1")
        #expect(at("aps.x") == "5:23")
        #expect(at(#"["a.b"][0].c"#) == "7:19")
        #expect(at("aps.alert.loc-args[2]") == nil)
        #expect(at("aps.missing") == nil)
        #expect(at("aps[0]") == nil)
        #expect(at("aps..x") == nil)
        #expect(document.keyLocation(of: "aps.x").map { "\($0.line):\($0.column)" } == "5:18")
        #expect(document.keyLocation(of: "aps.ключ").map { "\($0.line):\($0.column)" } == "5:5")
        #expect(document.keyLocation(of: "") == nil)
        #expect(document.value(at: JSONPath(components: [.key("aps"), .key("ключ")])) == .string("é"))
    }

    @Test func fuzzedInputNeverCrashesAndErrorsAreLocatedInsideTheText() {
        let seeds = [
            #"{"aps":{"alert":{"loc-key":"K","loc-args":["a","b\n"]},"badge":1},"x":[1.5,-2e3,true,null]}"#,
            "{\n  \"é\": [\"😀\", {\"a\": \"\\u00e9\\ud83d\\ude00\"}]\n}",
        ]
        var generator = SeededGenerator(seed: 0x5EED)
        let alphabet: [UInt8] = Array(#"{}[]:,"\ u0123456789abcdefnrt-+.eE"#.utf8) + [0x0A, 0x0D, 0x09, 0x00, 0xC3, 0xA9, 0xFF, 0xED, 0xF0, 0x9F]
        for _ in 0..<3000 {
            var bytes = Array(seeds[Int.random(in: 0..<seeds.count, using: &generator)].utf8)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[at] = alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
                case 1: bytes.insert(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)], at: at)
                default: bytes.remove(at: at)
                }
                if bytes.isEmpty { bytes = [UInt8(ascii: "x")] }
            }
            let result = JSONParser.parse(bytes, path: "f.json")
            let errors = result.diagnostics.filter(\.isError)
            if let document = result.document {
                #expect(errors.isEmpty)
                // What parses re-serialises to JSON that parses to the same value.
                let again = JSONParser.parse(JSONWriter.serialize(document.root), path: "f.json").document
                #expect(again?.root == document.root)
            } else {
                #expect(errors.count == 1)
                let location = errors.first?.location
                let lines = bytes.split(omittingEmptySubsequences: false) { $0 == 0x0A || $0 == 0x0D }.count
                #expect((location?.line ?? 0) >= 1 && (location?.line ?? 0) <= lines + 1)
                #expect((location?.column ?? 0) >= 1 && (location?.column ?? 0) <= bytes.count + 1)
            }
        }
    }
}
