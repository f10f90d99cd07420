import Testing
import PushlocDiagnostics
import PushlocJSON
import PushlocStringCatalog
import PushlocRules

/// The paths of the one-pass reader that a well-formed catalog never takes, pinned explicitly (the
/// differential tests compare them with the tree-based oracle too).
@Suite struct BadPathTests {
    private func summary(_ document: StringCatalogDocument) -> [String] {
        document.diagnostics.map { "\(Fixture.place($0.location)) \($0.rule) \($0.jsonPath ?? "-")" }
    }

    /// A known field written with escapes is still that field; the key's escapes are its own business.
    @Test func escapedFieldNamesAreTheFields() throws {
        let text = #"{"sourceLanguage":"en","version":"1.0","strings":{"A\n":{"localizations":{"en":{"str\u0069ngUnit":{"st\u0061te":"new","valu\u0065":"x\ty"}}}}}}"#
        let document = StringCatalogReader.read(text, path: "E.xcstrings")
        #expect(document.diagnostics.isEmpty)
        let entry = try #require(document.entries?.first)
        #expect(entry.key == "A\n")
        #expect(entry.keyHasEscapes)
        let unit = try #require(entry.unit(for: "en")?.stringUnit)
        #expect(unit.state == .new)
        #expect(unit.value == "x\ty")
        #expect(unit.hasEscapes)
        #expect(unit.extraFields.isEmpty)
    }

    /// Keys are compared as `String`s, as the parser compares them: canonically equivalent keys
    /// (`K` and the Kelvin sign, `é` precomposed or not) are duplicates.
    @Test func equivalentKeysAreDuplicates() {
        let text = "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\"K\":{},\"\u{212A}\":{},\"\u{E9}\":{},\"e\u{301}\":{}}}"
        let document = StringCatalogReader.read(text, path: "D.xcstrings")
        #expect(document.diagnostics.map(\.rule) == [RuleDescription.jsonDuplicateKey.id, RuleDescription.jsonDuplicateKey.id])
        #expect(document.entries?.count == 4)
    }

    /// A known field twice: each occurrence is read in turn, so a later one of the wrong type is
    /// reported and kept among the unknown fields, and the earlier good one stays.
    @Test func repeatedFieldOfTheWrongTypeKeepsTheFirst() throws {
        let text = #"{"sourceLanguage":"en","version":"1.0","strings":{"A":{"localizations":{"en":{"stringUnit":{"value":"one"},"stringUnit":7}}}}}"#
        let document = StringCatalogReader.read(text, path: "R.xcstrings")
        #expect(summary(document) == [
            "1:108 json-duplicate-key -", "1:121 syntax strings.A.localizations.en.stringUnit",
        ])
        let unit = try #require(document.entries?.first?.unit(for: "en"))
        #expect(unit.stringUnit?.value == "one")
        #expect(unit.extraFields == [JSONMember(key: "stringUnit", value: 7)])
    }

    /// A syntax error drops the model and the shape findings made before it, and keeps the JSON
    /// findings (byte order mark, duplicates) in front of it, as when the JSON was parsed first.
    @Test func syntaxErrorKeepsOnlyTheJSONFindingsBeforeIt() {
        let text = "\u{FEFF}{\"sourceLanguage\":5,\"strings\":{\"A\":{},\"A\":7},\"x\":[1,2,}"
        let document = StringCatalogReader.read(text, path: "S.xcstrings")
        #expect(document.diagnostics.map(\.rule) == [RuleDescription.jsonBom.id, RuleDescription.jsonDuplicateKey.id, RuleDescription.syntax.id])
        #expect(Fixture.place(document.diagnostics.last?.location) == "1:55")
        #expect(document.entries == nil)
        #expect(document.sourceLanguage == nil)
        #expect(document.extraFields.isEmpty)
    }

    /// Cut anywhere, a catalog gives one syntax error at the end (or earlier), never a crash.
    @Test func everyTruncationIsOneSyntaxError() {
        let bytes = Fixture.bytes.prefix(3_000)
        var checked = 0
        for length in stride(from: 0, to: bytes.count, by: 7) {
            let document = StringCatalogReader.read(Array(bytes.prefix(length)), path: "T.xcstrings")
            #expect(document.diagnostics.last?.rule == RuleDescription.syntax.id, "\(length)")
            #expect(document.entries == nil)
            checked += 1
        }
        #expect(checked > 400)
    }
}
