@testable import PushlocJSON
import PushlocTestSupport
import Testing

@Suite struct JSONWriterTests {
    static let escapes: [(String, String)] = [
        ("plain", #""plain""#),
        ("say \"hi\"", #""say \"hi\"""#),
        ("back\\slash", #""back\\slash""#),
        ("a/b</script>", #""a/b</script>""#),
        ("\u{8}\u{C}\n\r\t", #""\b\f\n\r\t""#),
        ("\u{0}\u{1}\u{1F}", #""\u0000\u0001\u001f""#),
        ("\u{7F}", "\"\u{7F}\""),
        ("é ü ß", "\"é ü ß\""),
        ("👩‍👩‍👧‍👦 🇫🇷", "\"👩‍👩‍👧‍👦 🇫🇷\""),
        ("\u{2028}\u{2029}", "\"\u{2028}\u{2029}\""),
        ("", #""""#),
    ]

    @Test(arguments: escapes)
    func stringEscaping(_ input: String, _ expected: String) {
        let bytes = JSONWriter.serialize(.string(input))
        #expect(bytes == Array(expected.utf8))
        #expect(JSONWriter.escapedByteCount(of: input) == bytes.count - 2)
    }

    @Test func nonASCIIIsRawUTF8() {
        #expect(JSONWriter.serialize(.string("é")) == [0x22, 0xC3, 0xA9, 0x22])
    }

    @Test func valuesAreCompactAndKeepOrder() {
        let value: JSONValue = ["z": 1, "a": [true, false, nil, 1.5, "x"], "m": [:], "e": []]
        let text = String(decoding: JSONWriter.serialize(value), as: UTF8.self)
        #expect(text == #"{"z":1,"a":[true,false,null,1.5,"x"],"m":{},"e":[]}"#)
    }

    @Test func keysAreEscapedToo() {
        let value: JSONValue = ["a\"b\n": 1]
        #expect(String(decoding: JSONWriter.serialize(value), as: UTF8.self) == #"{"a\"b\n":1}"#)
    }

    @Test(arguments: [
        #"{"aps":{"alert":{"title":"Hi","body":"x"},"badge":0,"sound":{"critical":1,"name":"default","volume":0.75}},"id":"12"}"#,
        #"[-0,1E+2,1.5e-7,12345678901234567890,0.1,-3]"#,
        #"{"a\"b":"\\ \n \u0001 \t é 😀 /","":[],"x":{},"n":null,"t":true,"f":false}"#,
        #"{"dup":1,"dup":2}"#,
        #""just a string""#,
        "[[[[[]]]]]",
    ])
    func compactJSONRoundTripsByteForByte(_ text: String) throws {
        let document = try #require(parseJSON(text).document)
        #expect(JSONWriter.serialize(document.root) == Array(text.utf8))
    }

    @Test func escapedByteCountMatchesTheWriterOnRandomText() {
        var generator = SeededGenerator(seed: 42)
        let pool: [Unicode.Scalar] = ["a", "\"", "\\", "/", "\n", "\u{0}", "\u{1F}", "\u{7F}", "é", "क", "\u{301}", "😀", "\u{200D}", "\u{2028}", "中"]
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<Int.random(in: 0...30, using: &generator) {
                text.unicodeScalars.append(pool[Int.random(in: 0..<pool.count, using: &generator)])
            }
            let bytes = JSONWriter.serialize(.string(text))
            #expect(JSONWriter.escapedByteCount(of: text) == bytes.count - 2)
            #expect(parseJSON(String(decoding: bytes, as: UTF8.self)).document?.root == .string(text))
        }
    }

    @Test func numbersFromDoublesAreJSON() throws {
        for value in [0.25, 1e-5, 1.5e20, -3.0, 1e15, 123456.789] {
            let number = try #require(JSONNumber(value))
            #expect(JSONNumber(text: number.text) != nil, "\(number.text)")
            #expect(number.doubleValue == value)
        }
        #expect(JSONNumber(Double.nan) == nil)
        #expect(JSONNumber(Double.infinity) == nil)
        #expect(JSONNumber(text: "01") == nil)
        #expect(JSONNumber(text: "1.0")?.int64Value == 1)
        #expect(JSONNumber(text: "1e999")?.doubleValue == nil)
    }

    /// The word-at-a-time escape scan against a byte-at-a-time reference, on strings that put `"`, `\`,
    /// controls, DEL and multi-byte scalars at every offset of every length up to 40 (so across and
    /// inside the 8-byte words), in the byte count, the array writer and the exact-size cursor.
    @Test func wordAtATimeEscapingMatchesTheByteReference() {
        func reference(_ string: String) -> [UInt8] {
            var out: [UInt8] = []
            for byte in string.utf8 {
                switch byte {
                case UInt8(ascii: "\""): out += Array("\\\"".utf8)
                case UInt8(ascii: "\\"): out += Array("\\\\".utf8)
                case 0x08: out += Array("\\b".utf8)
                case 0x0C: out += Array("\\f".utf8)
                case 0x0A: out += Array("\\n".utf8)
                case 0x0D: out += Array("\\r".utf8)
                case 0x09: out += Array("\\t".utf8)
                case ..<0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
                default: out.append(byte)
                }
            }
            return out
        }
        let pieces: [String] = ["a", "Z", " ", "\"", "\\", "\n", "\u{0}", "\u{1F}", "\u{7F}", "é", "€", "😀", "!", "~", "]", "\u{20}"]
        var random = SeededGenerator(seed: 2026)
        for length in 0...40 {
            for _ in 0..<40 {
                let string = (0..<length).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
                let expected = reference(string)
                #expect(JSONWriter.escapedByteCount(of: string) == expected.count, "\(Array(string.utf8))")
                var written: [UInt8] = []
                JSONWriter.writeStringContents(string, into: &written)
                #expect(written == expected, "\(Array(string.utf8))")
                var pieces: [UInt8] = []
                JSONWriter.forEachEscapedPiece(of: string) { pieces.append(contentsOf: $0) }
                #expect(pieces == expected, "\(Array(string.utf8))")
            }
        }
    }
}
