import Testing
@testable import PushlocStringsFile

/// ``StringsDocument/mayContainScalar(in:)`` is a prefilter: it may say `true` of a document none of
/// whose entries holds such a scalar (a comment, or a duplicate's value, may hold one), never `false`
/// of one that holds it, in the file's text, in an escape the parser decoded, or in an owned entry.
@Suite("Scalar prefilter of a document")
struct ScalarScanTests {
    static let bidi: [ClosedRange<UInt32>] = [0x202A...0x202E, 0x2066...0x2069]

    static func holds(_ document: StringsDocument) -> Bool {
        document.entries.contains { entry in
            (entry.key + entry.value).unicodeScalars.contains { scalar in bidi.contains { $0.contains(scalar.value) } }
        }
    }

    @Test(arguments: [
        (#""a" = "plain … text — with “quotes”";"#, false),
        ("\"a\" = \"x\u{202E}exe.pdf\";", true),
        (#""a" = "x\U202Eexe";"#, true),
        (#""a" = "x\U2069";"#, true),
        (#""a" = "x\U2065";"#, false),
        ("\"\u{2066}k\" = \"v\";", true),
        (#"/* nothing */"#, false),
    ])
    func findsTheControlsWhereverTheyAre(text: String, expected: Bool) {
        for input in [Array(text.utf8), encoded(text, .utf16LittleEndian)] {
            let document = StringsParser.parse(input, path: "x.strings")
            #expect(document.mayContainScalar(in: Self.bidi) == expected)
            #expect(Self.holds(document) == expected)
            let owned = StringsParser.parse(input, path: "x.strings", ownsStrings: true)
            #expect(owned.mayContainScalar(in: Self.bidi) == expected)
        }
    }

    @Test func neverMissesAScalarOverTheCorpus() {
        for bytes in EntryStorageTests.corpus() {
            var document = StringsParser.parse(bytes, path: "x.strings")
            if Self.holds(document) { #expect(document.mayContainScalar(in: Self.bidi)) }
            document.entries.append(StringsEntry(key: "k", value: "v\u{202D}", line: 1, column: 1))
            #expect(document.mayContainScalar(in: Self.bidi))
        }
    }

    @Test func rangesOfSeveralLeadsAreNotFiltered() {
        let document = StringsParser.parse(Array(#""a" = "b";"#.utf8), path: "x.strings")
        #expect(document.mayContainScalar(in: [0x41...0x42]))
        #expect(document.mayContainScalar(in: [0x0800...0x2000]))
    }
}
