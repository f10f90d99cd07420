import Testing
import PushlocDiagnostics
import PushlocStringCatalog
import PushlocRules

@Suite struct DiagnosticTests {
    /// `line:column rule severity` of each finding, for short expectations.
    private func summary(_ document: StringCatalogDocument) -> [String] {
        document.diagnostics.map { "\(Fixture.place($0.location)) \($0.rule) \($0.severity.rawValue)" }
    }

    @Test func malformedJSONIsOneLocatedSyntaxError() {
        let document = StringCatalogReader.read("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : { \"localizations\" : { } },\n  }\n}", path: "L.xcstrings")
        #expect(summary(document) == ["4:36 syntax error"])
        #expect(document.diagnostics.first?.message.contains("Trailing comma") == true)
        #expect(document.entries == nil)
        let truncated = StringCatalogReader.read("{\"sourceLanguage\":\"en\",\"strings\":{\"A\":{", path: "T.xcstrings")
        #expect(summary(truncated) == ["1:40 syntax error"])
        #expect(StringCatalogReader.read("", path: "E.xcstrings").diagnostics.map(\.rule) == [RuleDescription.syntax.id])
    }

    @Test func wrongShapesAreLocatedAndTheRestIsRead() throws {
        let text = """
        {
          "strings" : {
            "A" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : 5 } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Fine" } },
                "fr" : { "note" : "neither" },
                "ru" : { "variations" : { "plural" : { "several" : { "stringUnit" : { "state" : "new", "value" : "x" } } } } },
                "ja" : { "variations" : { "device" : { "fridge" : { "stringUnit" : { "state" : "new", "value" : "y" } } } } },
                "it" : "Ciao"
              }
            },
            "B" : 7,
            "C" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Still read" } } } }
          },
          "version" : "2.0"
        }
        """
        let document = StringCatalogReader.read(text, path: "L.xcstrings")
        #expect(summary(document) == [
            "5:69 syntax error", "7:16 xcstrings-unknown-unit warning", "8:48 syntax error", "9:48 xcstrings-unknown-device warning",
            "10:16 syntax error", "13:11 syntax error", "16:15 xcstrings-version warning", "1:1 syntax error",
        ])
        let first = try #require(document.diagnostics.first)
        #expect(first.key == "A")
        #expect(first.language == "de")
        #expect(first.jsonPath == "strings.A.localizations.de.stringUnit.value")
        #expect(first.message == "\"value\" must be a string, not a number")
        #expect(document.diagnostics.last?.message.contains("sourceLanguage") == true)
        #expect(document.entries?.map(\.key) == ["A", "B", "C"])
        #expect(document.entries?.last?.unit(for: "en")?.stringUnit?.value == "Still read")
        #expect(document.entries?.first?.unit(for: "en")?.forms.map(\.value) == ["Fine"])
        #expect(document.entries?.first?.unit(for: "ru")?.forms.map(\.path) == ["plural.several"])
        #expect(document.entries?[1].invalidValue == 7)
        // The bad value is kept, so writing back loses nothing.
        #expect(document.entries?.first?.unit(for: "de")?.stringUnit?.extraFields.first?.value == 5)
    }

    @Test func stringsMustBeAnObject() {
        let document = StringCatalogReader.read(#"{"sourceLanguage":"en","strings":[],"version":"1.0"}"#, path: "L.xcstrings")
        #expect(summary(document) == ["1:34 syntax error"])
        #expect(document.diagnostics.first?.message == "\"strings\" must be an object of keys, not an array")
        #expect(document.entries == nil)
        #expect(document.extraFields.map(\.key) == ["strings"])
        let notObject = StringCatalogReader.read("[1]", path: "A.xcstrings")
        #expect(summary(notObject) == ["1:1 syntax error"])
    }

    @Test func substitutionShapes() {
        let text = #"{"sourceLanguage":"en","version":"1.0","strings":{"K":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":0,"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg"}}}}},"m":"x"}}}}}}"#
        let document = StringCatalogReader.read(text, path: "S.xcstrings")
        #expect(document.diagnostics.map(\.jsonPath) == ["strings.K.localizations.en.substitutions.n.argNum", "strings.K.localizations.en.substitutions.m"])
        #expect(document.diagnostics.allSatisfy { $0.rule == RuleDescription.syntax.id && $0.location?.line == 1 })
        #expect(document.entries?.first?.unit(for: "en")?.forms.map(\.path) == ["", "substitutions.n.plural.other"])
    }

    @Test func duplicateKeysAreWarnedByTheJSONParserAndKept() {
        let text = #"{"sourceLanguage":"en","version":"1.0","strings":{"K":{},"K":{"comment":"second"}}}"#
        let document = StringCatalogReader.read(text, path: "D.xcstrings")
        #expect(document.diagnostics.map(\.rule) == ["json-duplicate-key"])
        #expect(document.entries?.map(\.comment) == [nil, "second"])
    }
}
