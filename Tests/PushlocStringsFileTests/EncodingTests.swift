import PushlocDiagnostics
import Testing
@testable import PushlocStringsFile

@Suite("Encodings")
struct EncodingTests {
    static let sample = "/* Кнопка */\n\"buy\" = \"Купить 😀\";\n'é' = \"中文\";\n"

    @Test(arguments: StringsEncoding.allCases)
    func byteOrderMarkSelectsTheEncoding(encoding: StringsEncoding) {
        let bytes = encoded(Self.sample, encoding)
        let document = StringsParser.parse(bytes, path: "x.strings")
        #expect(document.encoding == encoding)
        #expect(document.hasByteOrderMark)
        #expect(document.diagnostics.isEmpty)
        #expect(document.entries == [
            StringsEntry(key: "buy", value: "Купить 😀", line: 2, column: 1, valueLine: 2, valueColumn: 9, comment: "Кнопка"),
            StringsEntry(key: "é", value: "中文", line: 3, column: 1, valueLine: 3, valueColumn: 7),
        ])
        #expect(document.serialized() == bytes)
    }

    @Test(arguments: StringsEncoding.allCases)
    func foundationReadsTheSameBytes(encoding: StringsEncoding) {
        let bytes = encoded(Self.sample, encoding)
        #expect(foundationTable(bytes) == ["buy": "Купить 😀", "é": "中文"])
    }

    @Test func noByteOrderMarkMeansUTF8() {
        let document = StringsParser.parse(Array(Self.sample.utf8), path: "x.strings")
        #expect(document.encoding == .utf8)
        #expect(!document.hasByteOrderMark)
        #expect(document.entries.count == 2)
    }

    @Test func detection() {
        #expect(StringsEncoding.detectingByteOrderMark(in: [0xFF, 0xFE, 0x00, 0x00, 0x41]) == .utf32LittleEndian)
        #expect(StringsEncoding.detectingByteOrderMark(in: [0xFF, 0xFE, 0x41, 0x00]) == .utf16LittleEndian)
        #expect(StringsEncoding.detectingByteOrderMark(in: [0x00, 0x00, 0xFE, 0xFF]) == .utf32BigEndian)
        #expect(StringsEncoding.detectingByteOrderMark(in: [0xFE, 0xFF]) == .utf16BigEndian)
        #expect(StringsEncoding.detectingByteOrderMark(in: [0xEF, 0xBB, 0xBF]) == .utf8)
        #expect(StringsEncoding.detectingByteOrderMark(in: [0xEF, 0xBB]) == nil)
        #expect(StringsEncoding.detectingByteOrderMark(in: Array("\"a\";".utf8)) == nil)
        #expect(StringsEncoding.utf16LittleEndian.rawValue == "utf-16le")
    }

    @Test func unpairedSurrogateInUTF16() throws {
        // "k" = "<D800>x";   in UTF-16 LE after the byte order mark.
        var bytes = StringsEncoding.utf16LittleEndian.byteOrderMark + SourceDecoder.encode("\"k\" = \"", as: .utf16LittleEndian)
        let offset = bytes.count
        bytes += [0x00, 0xD8]
        bytes += SourceDecoder.encode("x\";", as: .utf16LittleEndian)
        let document = StringsParser.parse(bytes, path: "x.strings")
        #expect(pairs(document) == [["k", "\u{FFFD}x"]])
        #expect(briefs(document) == ["1:8 syntax"])
        let message = try #require(document.diagnostics.first?.message)
        #expect(message.contains("invalid UTF-16 at byte offset \(offset)"))
        #expect(message.contains("unpaired surrogate"))
        #expect(document.serialized() == bytes)
    }

    @Test func oddTrailingByteInUTF16() throws {
        let bytes = encoded("\"k\" = \"v\";", .utf16BigEndian) + [0x00]
        let document = StringsParser.parse(bytes, path: "x.strings")
        #expect(pairs(document) == [["k", "v"]])
        #expect(briefs(document).first == "1:11 syntax")
        #expect(try #require(document.diagnostics.first).message.contains("byte offset \(bytes.count - 1)"))
    }

    @Test func invalidUTF32Value() throws {
        var bytes = encoded("\"k\" = \"", .utf32BigEndian)
        let offset = bytes.count
        bytes += [0x00, 0x11, 0x00, 0x00]
        bytes += SourceDecoder.encode("\";", as: .utf32BigEndian)
        let document = StringsParser.parse(bytes, path: "x.strings")
        #expect(pairs(document) == [["k", "\u{FFFD}"]])
        #expect(briefs(document) == ["1:8 syntax"])
        #expect(try #require(document.diagnostics.first).message.contains("invalid UTF-32 at byte offset \(offset)"))
    }

    @Test func utf8ByteOrderMarkIsNotPartOfTheFirstKey() {
        let document = StringsParser.parse(encoded("a = b;", .utf8), path: "x.strings")
        #expect(pairs(document) == [["a", "b"]])
        #expect(document.entries.first?.column == 1)
    }
}
