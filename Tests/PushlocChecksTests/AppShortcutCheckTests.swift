import PushlocCatalog
import PushlocDiagnostics
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocChecks

/// App Shortcuts catalogs: every phrase in every language names the app as `${applicationName}`, and each
/// language's `${...}` tokens match the source's; no `syntax` error for `stringSet` units.
@Suite struct AppShortcutCheckTests {
    /// An `AppShortcuts.xcstrings` of `version` with one shortcut: en phrases (state `new`, as Xcode
    /// leaves the source) and the German, French and Japanese ones given.
    private static func catalog(version: String, de: [String], fr: [String], ja: [String], jaState: String = "translated") -> String {
        func set(_ state: String, _ phrases: [String]) -> String {
            let values = phrases.map { "\"\($0)\"" }.joined(separator: ",\n              ")
            return "{ \"stringSet\" : { \"state\" : \"\(state)\", \"values\" : [\n              \(values)\n            ] } }"
        }
        return """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Start a ${workout} in ${applicationName}" : {
              "localizations" : {
                "de" : \(set("translated", de)),
                "en" : \(set("new", ["Start a ${workout} in ${applicationName}", "Start ${applicationName}"])),
                "fr" : \(set("translated", fr)),
                "ja" : \(set(jaState, ja))
              }
            }
          },
          "version" : "\(version)"
        }
        """
    }

    private func check(_ files: [String: String]) throws -> [Diagnostic] {
        let fixture = try TemporaryFolder()
        for (path, text) in files { try fixture.write(path, text) }
        let project = try BundleLoader.loadProject(paths: [fixture.path("App")], workingDirectory: fixture.root.path)
        return InMemoryCheck.check(project).diagnostics
    }

    private func summary(_ found: [Diagnostic]) -> [String] {
        found.map { "\($0.rule) \($0.severity.rawValue) \($0.language ?? "-") \($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
    }

    @Test(arguments: ["1.0", "1.3"])
    func correctPhrasesAreClean(version: String) throws {
        let text = Self.catalog(version: version, de: ["Starte ein ${workout} in ${applicationName}", "${applicationName} starten"],
                                fr: ["Commencer un ${workout} dans ${applicationName}"], ja: ["${applicationName}で${workout}を開始"])
        let found = try check(["App/AppShortcuts.xcstrings": text])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func aPhraseWithoutTheAppNameIsAnErrorAtThePhrase() throws {
        let text = Self.catalog(version: "1.3", de: ["Starte ein ${workout} in ${applicationName}", "Starte ein ${workout}"],
                                fr: ["Commencer un ${workout} dans ${applicationName}"], ja: ["${applicationName}で${workout}を開始"])
        let found = try check(["App/AppShortcuts.xcstrings": text])
        #expect(summary(found) == ["app-shortcut-application-name error de 8:15"])
        #expect(found.first?.message.contains("\"Starte ein ${workout}\"") == true)
        #expect(found.first?.key == "Start a ${workout} in ${applicationName}")
        #expect(found.first?.table == "AppShortcuts")
    }

    @Test func aLanguageThatDropsOrInventsATokenIsFlagged() throws {
        let text = Self.catalog(version: "1.3", de: ["Starte ein ${training} in ${applicationName}"],
                                fr: ["Commencer dans ${applicationName}"], ja: ["${applicationName}で${workout}を開始"])
        let found = try check(["App/AppShortcuts.xcstrings": text])
        #expect(summary(found).sorted() == [
            "app-shortcut-placeholder error de 7:15",
            "app-shortcut-placeholder warning de 7:15",
            "app-shortcut-placeholder warning fr 14:15",
        ])
        #expect(found.first { $0.severity == .error }?.message.contains("uses ${training}, which no en phrase has") == true)
        #expect(found.last?.message.contains("no App Shortcut phrase of 'Start a ${workout} in ${applicationName}' in fr uses ${workout}") == true)
    }

    /// A unit of a kind pushloc does not know is a located warning of the check, not a `syntax` error; the
    /// string sets beside it are still checked.
    @Test func anUnknownUnitKindStillWarns() throws {
        let text = Self.catalog(version: "1.3", de: ["Starte ein ${workout} in ${applicationName}"],
                                fr: ["Commencer un ${workout} dans ${applicationName}"], ja: ["開始 ${workout}"])
            .replacingOccurrences(of: "\"fr\" : { \"stringSet\"", with: "\"fr\" : { \"stringRange\"")
        let found = try check(["App/AppShortcuts.xcstrings": text])
        #expect(summary(found) == ["xcstrings-unknown-unit warning fr 13:16", "app-shortcut-application-name error ja 17:15"])
    }

    /// A translation in state `new` is not shipped yet: its phrases are not judged.
    @Test func anUntranslatedLanguageIsLeftOut() throws {
        let text = Self.catalog(version: "1.0", de: ["Starte ein ${workout} in ${applicationName}"],
                                fr: ["Commencer un ${workout} dans ${applicationName}"], ja: ["開始"], jaState: "new")
        #expect(try check(["App/AppShortcuts.xcstrings": text]).isEmpty)
    }

    /// A source phrase without the app's name is its own error; the translation that names the app is
    /// right, and its `${applicationName}` is never an unknown token.
    @Test func theAppNameIsNeverAnUnknownToken() throws {
        let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Log brushing" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Zähneputzen in ${applicationName} eintragen" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Log brushing" } }
              }
            }
          },
          "version" : "1.3"
        }
        """
        let found = try check(["App/AppShortcuts.xcstrings": text])
        #expect(summary(found) == ["app-shortcut-application-name error en 7:69"])
    }

    /// Xcode may write an App Shortcuts catalog with one phrase per key as string units; the key is
    /// then the source phrase.
    @Test func stringUnitPhrasesOfAnAppShortcutsCatalogAreJudgedToo() throws {
        let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Log brushing in ${applicationName}" : {
              "extractionState" : "manual",
              "localizations" : {
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "记录刷牙" } }
              }
            }
          },
          "version" : "1.0"
        }
        """
        let found = try check(["App/AppShortcuts.xcstrings": text])
        #expect(summary(found) == ["app-shortcut-application-name error zh-Hans 7:74"])
    }
}
