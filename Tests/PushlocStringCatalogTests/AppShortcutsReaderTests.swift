import Testing
import PushlocDiagnostics
import PushlocJSON
import PushlocStringCatalog

/// App Shortcuts catalogs: `stringSet` units (a list of phrases per language) are read with the place
/// of every phrase; catalog versions 1.x are read without a warning; a unit of an unknown kind is kept
/// with a warning.
@Suite struct AppShortcutsReaderTests {
    /// An `AppShortcuts.xcstrings` in Xcode's layout.
    static func catalog(version: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Start a ${workout} in ${applicationName}" : {
              "localizations" : {
                "de" : {
                  "stringSet" : {
                    "state" : "translated",
                    "values" : [
                      "Starte ein ${workout} in ${applicationName}",
                      "${applicationName} ${workout}"
                    ]
                  }
                },
                "en" : {
                  "stringSet" : {
                    "state" : "new",
                    "values" : [
                      "Start a ${workout} in ${applicationName}",
                      "Start ${applicationName}"
                    ]
                  }
                }
              }
            }
          },
          "version" : "\(version)"
        }
        """
    }

    @Test(arguments: ["1.0", "1.1", "1.3"])
    func stringSetsAreReadWithEveryPhraseLocated(version: String) throws {
        let document = StringCatalogReader.read(Self.catalog(version: version), path: "App/AppShortcuts.xcstrings")
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map(\.message))")
        let entry = try #require(document.entries?.first)
        let german = try #require(entry.unit(for: "de")?.stringSet)
        #expect(german.state == .translated)
        #expect(german.values?.map(\.value) == ["Starte ein ${workout} in ${applicationName}", "${applicationName} ${workout}"])
        #expect(german.values?.map { Fixture.place($0.location) } == ["10:15", "11:15"])
        let forms = try #require(entry.unit(for: "en")?.forms)
        #expect(forms.map(\.path) == ["stringSet.0", "stringSet.1"])
        #expect(forms.map(\.state) == [.new, .new])
    }

    @Test func anAppShortcutsCatalogIsWrittenBackByteForByte() {
        let text = Self.catalog(version: "1.3")
        let written = StringCatalogWriter.write(StringCatalogReader.read(text, path: "AppShortcuts.xcstrings"))
        #expect(String(decoding: written, as: UTF8.self) == text)
    }

    @Test func onlyANewMajorVersionWarns() {
        #expect(StringCatalogReader.reads(version: "1.3"))
        #expect(StringCatalogReader.reads(version: "1.10"))
        #expect(!StringCatalogReader.reads(version: "2.0"))
        #expect(!StringCatalogReader.reads(version: "1."))
        #expect(!StringCatalogReader.reads(version: "1.x"))
        let document = StringCatalogReader.read(Self.catalog(version: "2.0"), path: "AppShortcuts.xcstrings")
        #expect(document.diagnostics.map { "\(Fixture.place($0.location)) \($0.rule)" } == ["27:15 xcstrings-version"])
    }

    /// A kind of unit this reader does not know is a warning at the unit, kept for writing back; a
    /// phrase that is not a string is an error at the phrase.
    @Test func unknownUnitKindsWarnAndAreKept() throws {
        let text = #"{"sourceLanguage":"en","version":"1.3","strings":{"K":{"localizations":{"de":{"stringMap":{"a":"b"}},"en":{"stringSet":{"state":"translated","values":["Open ${applicationName}",7]}}}}}}"#
        let document = StringCatalogReader.read(text, path: "U.xcstrings")
        #expect(document.diagnostics.map { "\(Fixture.place($0.location)) \($0.rule) \($0.severity.rawValue)" } == [
            "1:78 xcstrings-unknown-unit warning", "1:178 syntax error",
        ])
        #expect(document.diagnostics.first?.message.contains("\"stringMap\"") == true)
        let german = try #require(document.entries?.first?.unit(for: "de"))
        #expect(german.extraFields.map(\.key) == ["stringMap"])
        let again = StringCatalogReader.read(StringCatalogWriter.write(document), path: "U.xcstrings")
        #expect(again.entries?.first?.unit(for: "de")?.extraFields == german.extraFields)
        #expect(again.entries?.first?.unit(for: "en")?.stringSet?.values?.last?.invalidValue == .number(JSONNumber(7)))
    }
}
