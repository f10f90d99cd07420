import PushlocCatalog
import PushlocDiagnostics
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocChecks

/// Plural forms that lose the count (DESIGN.md section 5): every form of a language without it is
/// `argument-missing`; a form for a category of several numbers without it is `plural-form-drops-count`;
/// a category of one number may leave it out. ICU decides which numbers each category covers.
@Suite struct PluralCountTests {
    private static let english = StringsDictCheckTests.plist("FILES", format: "%#@n@", forms: ["one": "%d file deleted", "other": "%d files deleted"])

    private struct Finding {
        let rule: String
        let language: String
        let place: String
        let message: String
    }

    /// The findings of a bundle `L` of `.stringsdict` files (en first), or of the files given.
    private func check(_ translations: [String: [String: String]], english: String = Self.english) throws -> [Finding] {
        var files = ["L/en.lproj/Localizable.stringsdict": english]
        for (language, forms) in translations {
            files["L/\(language).lproj/Localizable.stringsdict"] = StringsDictCheckTests.plist("FILES", format: "%#@n@", forms: forms)
        }
        return try check(files: files)
    }

    private func check(files: [String: String]) throws -> [Finding] {
        let fixture = try TemporaryFolder()
        for (path, text) in files { try fixture.write(path, text) }
        let project = try BundleLoader.loadProject(paths: [fixture.path("L")], workingDirectory: fixture.root.path)
        return InMemoryCheck.check(project).diagnostics
            .filter { $0.rule != "plural-missing-category" }
            .map { Finding(rule: $0.rule, language: $0.language ?? "-", place: "\($0.location?.line ?? 0):\($0.location?.column ?? 0)", message: $0.message) }
    }

    /// Where the `category` form of a plist made by `StringsDictCheckTests.plist` starts: forms are
    /// written one a line from line 12, sorted by category, after `<key>CATEGORY</key><string>`.
    private func place(of category: String, among categories: [String]) -> String {
        let line = 12 + (categories.sorted().firstIndex(of: category) ?? 0)
        return "\(line):\("<key>\(category)</key><string>".count + 1)"
    }

    @Test func russianOneWithoutTheCountIsWrongFor21() throws {
        let found = try check([
            "ru": ["one": "Удалён один файл", "few": "Удалено %d файла", "many": "Удалено %d файлов", "other": "Удалено %d файла"],
            "de": ["one": "Eine Datei gelöscht", "other": "%d Dateien gelöscht"],
        ])
        #expect(found.map { "\($0.rule) \($0.language) \($0.place)" } == [
            "plural-form-drops-count ru \(place(of: "one", among: ["one", "few", "many", "other"]))",
        ])
        let message = try #require(found.first?.message)
        #expect(message.hasPrefix("ru \"one\" is shown for 1, 21, 31, 41, 51, 61, …: \"Удалён один файл\" reads wrong for 21."), "\(message)")
        #expect(message.contains("The 'one' form of 'n' in 'FILES' (ru) leaves out the count"), "\(message)")
    }

    @Test func aFixedOneIsNamedAsSuch() throws {
        let found = try check(["uk": ["one": "1 файл видалено", "few": "%d файли видалено", "many": "%d файлів видалено", "other": "%d файлу видалено"]])
        #expect(found.map(\.rule) == ["plural-form-drops-count"])
        #expect(found.first?.message.contains("writes a fixed \"1\" instead of the count") == true)
        #expect(PluralCountLoss.writesFixedOne("1 файл"))
        #expect(!PluralCountLoss.writesFixedOne("10 файлов за %1$d дней, 1.5 ч"))
    }

    @Test(arguments: ["sr", "hr", "bs"])
    func otherSlavicOnesCoverSeveralNumbers(language: String) throws {
        let found = try check([language: ["one": "Jedna datoteka", "few": "%d datoteke", "other": "%d datoteka"]])
        #expect(found.map { "\($0.rule) \($0.language)" } == ["plural-form-drops-count \(language)"])
    }

    /// fr `one` is 0 and 1 for whole counts, pt-BR and hi `one` too; 0 does not make a category one of
    /// several counts (a zero form, or the app, takes it), so they may leave the count out like de `one`.
    /// lv `zero` is 0, 10, 11, …: several counts besides 0.
    @Test func zeroAloneDoesNotMakeSeveralCounts() throws {
        let found = try check([
            "fr": ["one": "Un fichier supprimé", "other": "%d fichiers supprimés"],
            "pt-BR": ["one": "Um arquivo excluído", "other": "%d arquivos excluídos"],
            "hi": ["one": "एक फ़ाइल हटाई गई", "other": "%d फ़ाइलें हटाई गईं"],
            "lv": ["zero": "Neviens fails nav dzēsts", "one": "Izdzēsts %d fails", "other": "Izdzēsti %d faili"],
        ])
        #expect(found.map { "\($0.rule) \($0.language) \($0.place)" } == ["plural-form-drops-count lv \(place(of: "zero", among: ["zero", "one", "other"]))"])
        #expect(found.first?.message.hasPrefix("lv \"zero\" is shown for 10, 11, 12, 13, 14, 15, …: \"Neviens fails nav dzēsts\" reads wrong for 10") == true)
    }

    /// fil `one` covers 1, 2, 3, 5, 7, 8, …: a `one` form "daily" is also shown for "every 2 days",
    /// as wrong as a ru `one` without the count.
    @Test func filipinoOneCoversMostCounts() throws {
        let english = StringsDictCheckTests.plist("FILES", format: "%#@n@", forms: ["one": "daily", "other": "every %d days"])
        let found = try check(["fil": ["one": "araw-araw", "other": "tuwing %d araw"]], english: english)
        #expect(found.map { "\($0.rule) \($0.language)" } == ["plural-form-drops-count fil"])
        let message = try #require(found.first?.message)
        #expect(message.hasPrefix("fil \"one\" is shown for 1, 2, 3, 5, 7, 8, …: \"araw-araw\" reads wrong for 2."), "\(message)")
    }

    @Test func oneNumberCategoriesMayLeaveTheCountOut() throws {
        let found = try check([
            "de": ["one": "Eine Datei gelöscht", "other": "%d Dateien gelöscht"],
            "ar": ["zero": "لم يُحذف أي ملف", "one": "حُذف ملف واحد", "two": "حُذف ملفان", "few": "حُذفت %d ملفات", "many": "حُذف %d ملفًا", "other": "حُذف %d ملف"],
            "en-GB": ["zero": "No files deleted", "one": "A file deleted", "other": "%d files deleted"],
            "ja": ["other": "%d件のファイルを削除しました"],
        ])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func everyFormWithoutTheCountIsArgumentMissing() throws {
        let found = try check([
            "ja": ["other": "ファイルを削除しました"],
            "de": ["one": "Eine Datei gelöscht", "other": "Dateien gelöscht"],
        ])
        #expect(found.map { "\($0.rule) \($0.language) \($0.place)" }.sorted() == [
            "argument-missing de \(place(of: "other", among: ["one", "other"]))",
            "argument-missing ja \(place(of: "other", among: ["other"]))",
        ])
        #expect(found.first { $0.language == "ja" }?.message.contains("no form of 'n' in 'FILES' (ja) shows the count (argument 1), which en shows") == true)
    }

    /// A source that never shows the number gives its translations nothing to lose.
    @Test func aSourceWithoutTheCountLosesNothing() throws {
        let english = StringsDictCheckTests.plist("FILES", format: "%#@n@", forms: ["one": "A file deleted", "other": "Files deleted"])
        let found = try check(["ru": ["one": "Файл удалён", "few": "Файлы удалены", "many": "Файлы удалены", "other": "Файлы удалены"]], english: english)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// The same rules hold for a String Catalog's plural, at the form's place in the JSON.
    @Test func aCatalogPluralIsJudgedTheSameWay() throws {
        let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld files deleted" : {
              "localizations" : {
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "Eine Datei gelöscht" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dateien gelöscht" } }
                } } },
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file deleted" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files deleted" } }
                } } },
                "ru" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "Удалён один файл" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "Удалено %lld файла" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "Удалено %lld файлов" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Удалено %lld файла" } }
                } } }
              }
            }
          },
          "version" : "1.0"
        }
        """
        let found = try check(files: ["L/Localizable.xcstrings": catalog])
        #expect(found.map { "\($0.rule) \($0.language) \($0.place)" } == ["plural-form-drops-count ru 15:72"])
    }
}
