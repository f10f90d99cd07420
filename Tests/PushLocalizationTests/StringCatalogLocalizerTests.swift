import Foundation
import PushlocTestSupport
import Testing
@testable import PushLocalization
import PushlocCatalog
import PushlocChecks
import PushlocDevtodev
import PushlocDiagnostics
import PushlocFormatString
import PushlocICU
import PushlocJSON
import PushlocPayloads
import PushlocStringCatalog
import PushlocStringsFile

/// A server loads an app's String Catalogs with the same one call, and gets the device's strings.
@Suite struct StringCatalogLocalizerTests {
    private static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "INVITE" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "ipad" : { "stringUnit" : { "state" : "translated", "value" : "%@ invited you to play on iPad" } },
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "%@ invited you" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%@ invited you to play" } }
            } } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "%@ vous a invité" } },
            "ja" : { "stringUnit" : { "state" : "new", "value" : "" } }
          }
        },
        "%lld new posts" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld new post" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld new posts" } }
            } } },
            "ru" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld новая публикация" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld новые публикации" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld новых публикаций" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld новой публикации" } }
            } } }
          }
        },
        "Only in code" : { }
      },
      "version" : "1.0"
    }
    """

    private func localizer() throws -> (PushLocalizer, TemporaryFolder) {
        let fixture = try TemporaryFolder()
        try fixture.write("Resources/Localizable.xcstrings", Self.catalog)
        return (try PushLocalizer.load(localizations: fixture.path("Resources")), fixture)
    }

    @Test func aPushAlertShowsTheIPhoneForm() throws {
        let (localizer, fixture) = try localizer()
        _ = fixture
        #expect(localizer.localizedString(key: "INVITE", arguments: ["Sam"], preferredLanguages: ["en-US"]).text == "Sam invited you")
        #expect(localizer.localizedString(key: "INVITE", arguments: ["Sam"], preferredLanguages: ["fr-CA"]).text == "Sam vous a invité")
    }

    @Test func anUntranslatedUnitIsMissingFromItsLanguage() throws {
        let (localizer, fixture) = try localizer()
        _ = fixture
        // A unit in state `new` is not built into ja's table: like any key missing from the chosen table
        // (DESIGN.md section 5), the device shows the key, and the lookup says it was not found.
        let shown = localizer.localizedString(key: "INVITE", arguments: ["Sam"], preferredLanguages: ["ja"])
        #expect(shown.language == "ja")
        #expect(!shown.found)
    }

    @Test func pluralsComeFromICU() throws {
        let (localizer, fixture) = try localizer()
        _ = fixture
        #expect(localizer.localizedString(key: "%lld new posts", arguments: [.int(3)], preferredLanguages: ["ru"]).text == "3 новые публикации")
        #expect(localizer.localizedString(key: "%lld new posts", arguments: [.int(21)], preferredLanguages: ["ru"]).text == "21 новая публикация")
        #expect(localizer.localizedString(key: "%lld new posts", arguments: [.int(1)], preferredLanguages: ["en"]).text == "1 new post")
    }

    @Test func aKeyWithoutASourceEntryIsItsOwnValue() throws {
        let (localizer, fixture) = try localizer()
        _ = fixture
        #expect(localizer.localizedString(key: "Only in code", preferredLanguages: ["en"]).text == "Only in code")
        #expect(localizer.localizedString(key: "Only in code", preferredLanguages: ["en"]).found)
    }
}
