import Testing
import PushlocJSON
import PushlocStringCatalog

@Suite struct RoundTripTests {
    @Test func xcodeLayoutIsWrittenBackByteForByte() {
        let written = StringCatalogWriter.write(Fixture.document)
        #expect(written.count == Fixture.bytes.count)
        if written != Fixture.bytes {
            let index = zip(written, Fixture.bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(written.count, Fixture.bytes.count)
            Issue.record("first difference at byte \(index): \(String(decoding: written[index...].prefix(80), as: UTF8.self))")
        }
    }

    @Test func readWriteReadGivesAnEqualModel() {
        let again = StringCatalogReader.read(StringCatalogWriter.write(Fixture.document), path: Fixture.path)
        #expect(again == Fixture.document)
    }

    @Test func compactInputIsSortedIntoXcodeLayout() {
        let compact = String(decoding: JSONWriter.serialize(StringCatalogWriter.jsonValue(of: Fixture.document)), as: UTF8.self)
        #expect(!compact.contains("\n  "))
        let document = StringCatalogReader.read(compact, path: Fixture.path)
        #expect(document.diagnostics.isEmpty)
        #expect(StringCatalogWriter.write(document) == Fixture.bytes)
    }

    @Test func writesInXcodesKeyOrder() {
        let text = #"{"version":"1.0","strings":{"item 10":{},"Item 9":{},"b":{},"(x)":{},"-":{},"A":{}},"sourceLanguage":"en"}"#
        let written = String(decoding: StringCatalogWriter.write(StringCatalogReader.read(text, path: "o.xcstrings")), as: UTF8.self)
        #expect(written == """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "-" : {

            },
            "(x)" : {

            },
            "A" : {

            },
            "b" : {

            },
            "Item 9" : {

            },
            "item 10" : {

            }
          },
          "version" : "1.0"
        }
        """)
    }

    @Test func invalidValuesAndUnknownFieldsSurviveAWrite() {
        let text = #"{"sourceLanguage":"en","strings":{"B":7,"A":{"localizations":{"en":"raw","de":{"stringUnit":{"value":5}}},"x":[1,{"y":null}]}},"version":"1.0"}"#
        let document = StringCatalogReader.read(text, path: "i.xcstrings")
        let rewritten = StringCatalogReader.read(StringCatalogWriter.write(document), path: "i.xcstrings")
        #expect(JSONParser.parse(StringCatalogWriter.write(rewritten), path: "i").document?.root
            == JSONParser.parse(StringCatalogWriter.write(document), path: "i").document?.root)
        #expect(rewritten.diagnostics.map(\.message).sorted() == document.diagnostics.map(\.message).sorted())
        #expect(rewritten.entries?.first?.extraFields.first?.value == [1, ["y": nil]])
    }
}
