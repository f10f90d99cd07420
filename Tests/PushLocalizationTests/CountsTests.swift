import Foundation
import PushlocTestSupport
import Testing
@testable import PushLocalization
import PushlocCatalog
import PushlocFormatString
import PushlocICU
import PushlocJSON
import PushlocPayloads

/// Counts put in on the server: each language's CLDR form from the count in the loc-args, through the
/// payload producer, render and the library's count call, for `.stringsdict` entries, catalog
/// substitutions and catalog plural variations (the fixture app in Tests/Fixtures/Counts).
@Suite struct CountsTests {
    static let stringsdict = Repository.path("Tests/Fixtures/Counts/Stringsdict")
    static let catalog = Repository.path("Tests/Fixtures/Counts/Catalog")

    static func template(_ json: String) throws -> APNsPayload {
        APNsPayload(json: try #require(JSONParser.parse(Array(json.utf8), path: "t.json").document).root)
    }

    static func body(_ payload: LocalizedPayload) -> String? {
        let root = JSONParser.parse(payload.bytes, path: "p").document?.root
        guard case .object(let alert)? = root?.objectValue?["aps"]?.objectValue?["alert"] else { return nil }
        return alert.string("body")
    }

    static let russian: [(String, String)] = [
        ("21", "21 новое сообщение"), ("3", "3 новых сообщения"), ("5", "5 новых сообщений"), ("11", "11 новых сообщений"),
        ("1.5", "1.5 нового сообщения"),
    ]

    @Test func payloadsPutInEachRussianForm() throws {
        let localizer = try PushLocalizer.load(localizations: Self.stringsdict)
        let producer = localizer.payloadProducer(for: try Self.template(#"{"aps":{"alert":{"loc-key":"NEW_MESSAGES","loc-args":["2"]}}}"#))
        for (count, expected) in Self.russian {
            let payload = producer.payload(
                arguments: AlertArguments(body: [count]), preferredLanguages: ["ru"], options: .sizeOnly())
            #expect(Self.body(payload) == expected)
            #expect(payload.diagnostics.isEmpty, "\(payload.diagnostics)")
        }
        let english = producer.payload(arguments: AlertArguments(body: ["1"]), preferredLanguages: ["en"], options: .sizeOnly())
        #expect(Self.body(english) == "1 new message")
        #expect(Self.body(producer.payload(arguments: AlertArguments(body: ["1.5"]), preferredLanguages: ["en"], options: .sizeOnly()))
            == "1.5 new messages")
    }

    @Test func renderPicksTheSameForms() throws {
        let localizer = try PushLocalizer.load(localizations: Self.stringsdict)
        for (count, expected) in Self.russian {
            let template = try Self.template(#"{"aps":{"alert":{"loc-key":"NEW_MESSAGES","loc-args":["\#(count)"]}}}"#)
            #expect(localizer.render(template, preferredLanguages: ["ru"]).body == expected)
        }
    }

    @Test func theLibraryTakesACountAsANumber() throws {
        let localizer = try PushLocalizer.load(localizations: Self.stringsdict)
        let expected = [21: "21 новое сообщение", 3: "3 новых сообщения", 5: "5 новых сообщений", 11: "11 новых сообщений"]
        for (count, text) in expected {
            #expect(localizer.localizedString(key: "NEW_MESSAGES", count: count, preferredLanguages: ["ru"]).text == text)
        }
        #expect(localizer.localizedString(key: "NEW_MESSAGES", count: 1, preferredLanguages: ["en"]).text == "1 new message")
        // Arabic: zero and two have their own forms without the number; the rest in Arabic-Indic digits.
        #expect(localizer.localizedString(key: "NEW_MESSAGES", count: 0, preferredLanguages: ["ar"]).text == "لا رسائل جديدة")
        #expect(localizer.localizedString(key: "NEW_MESSAGES", count: 2, preferredLanguages: ["ar"]).text == "رسالتان جديدتان")
        #expect(localizer.localizedString(key: "NEW_MESSAGES", count: 3, preferredLanguages: ["ar"]).text == "٣ رسائل جديدة")
        // fil `one` covers 1, 2, 3, 5, 7, 8...; 4, 6 and 9 are `other`.
        #expect(localizer.localizedString(key: "NEW_MESSAGES", count: 5, preferredLanguages: ["fil"]).text == "5 bagong mensahe")
        #expect(localizer.localizedString(key: "NEW_MESSAGES", count: 6, preferredLanguages: ["fil"]).text == "6 na bagong mensahe")
        // A count with decimals, by its visible digits.
        #expect(localizer.localizedString(key: "NEW_MESSAGES", arguments: [.string("1.5")], preferredLanguages: ["cs"]).text
            == "1.5 nové zprávy")
    }

    @Test func catalogSubstitutionsAndPluralVariationsChooseToo() throws {
        let localizer = try PushLocalizer.load(localizations: Self.catalog)
        let photos = try Self.template(#"{"aps":{"alert":{"loc-key":"NEW_PHOTOS","loc-args":["Anna","2"]}}}"#)
        let producer = localizer.payloadProducer(for: photos)
        let cases: [(String, [String], String)] = [
            ("ru", ["Анна", "21"], "Анна отправил(а) вам 21 фото"),
            ("pl", ["Anna", "3"], "Anna wysłał(a) Ci 3 zdjęcia"), ("pl", ["Anna", "5"], "Anna wysłał(a) Ci 5 zdjęć"),
            ("pl", ["Anna", "22"], "Anna wysłał(a) Ci 22 zdjęcia"), ("en", ["Anna", "1"], "Anna sent you 1 photo"),
            ("ar", ["آنا", "0"], "أرسل إليك آنا لا صور"),
        ]
        for (language, arguments, expected) in cases {
            let payload = producer.payload(arguments: AlertArguments(body: arguments), preferredLanguages: [language], options: .sizeOnly())
            #expect(Self.body(payload) == expected, "\(language) \(arguments)")
        }
        let unread = localizer.payloadProducer(for: try Self.template(#"{"aps":{"alert":{"loc-key":"UNREAD_CHATS","loc-args":["1"]}}}"#))
        let cases2: [(String, String, String)] = [
            ("uk", "21", "21 непрочитаний чат"), ("uk", "4", "4 непрочитані чати"), ("uk", "12", "12 непрочитаних чатів"),
            ("cs", "4", "4 nepřečtené chaty"), ("cs", "5", "5 nepřečtených chatů"), ("en", "1", "1 unread chat"),
        ]
        for (language, count, expected) in cases2 {
            let payload = unread.payload(arguments: AlertArguments(body: [count]), preferredLanguages: [language], options: .sizeOnly())
            #expect(Self.body(payload) == expected, "\(language) \(count)")
        }
        #expect(localizer.localizedString(key: "UNREAD_CHATS", count: 12, preferredLanguages: ["uk"]).text == "12 непрочитаних чатів")
    }

    @Test func zeroIsTheZeroFormInEveryLanguageThatWritesOne() throws {
        var forms = ["zero": "No messages", "one": "%d message", "other": "%d messages"]
        let localizer = try RenderTests.localizer(["L/en.lproj/Localizable.stringsdict": StringsDictFixture.plist("M", forms: forms)])
        #expect(localizer.localizedString(key: "M", count: 0, preferredLanguages: ["en"]).text == "No messages")
        forms["zero"] = nil
        let without = try RenderTests.localizer(["L/en.lproj/Localizable.stringsdict": StringsDictFixture.plist("M", forms: forms)])
        #expect(without.localizedString(key: "M", count: 0, preferredLanguages: ["en"]).text == "0 messages")
    }

    @Test func aCountThatIsNotANumberIsAnError() throws {
        let localizer = try PushLocalizer.load(localizations: Self.stringsdict)
        let producer = localizer.payloadProducer(for: try Self.template(#"{"aps":{"alert":{"loc-key":"NEW_MESSAGES","loc-args":["2"]}}}"#))
        let payload = producer.payload(arguments: AlertArguments(body: ["five"]), preferredLanguages: ["ru"], options: .sizeOnly())
        #expect(payload.diagnostics.map(\.rule) == ["count-not-a-number"])
        #expect(Self.body(payload) == "five нового сообщения")
        let missing = producer.payload(arguments: .none, preferredLanguages: ["ru"], options: .sizeOnly())
        #expect(missing.missingText.map(\.rule) == ["loc-args-arity"])
        #expect(missing.missingText.first?.message.contains("AlertArguments.body") == true)
    }

    /// Every language pushloc ships, on ICU's own samples of each category (CLDR's `@integer` and
    /// `@decimal` lists, with their visible decimals): a form per category, and the count must show
    /// the form of its category, through the payload path (string loc-args) and the library (numbers).
    @Test func everyShippedLanguageOnICUsSamples() throws {
        let shipped = try FileManager.default.contentsOfDirectory(atPath: Repository.path("Localizations"))
            .filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }.sorted()
        #expect(shipped.count >= 40)
        var files: [String: String] = [:]
        var samples: [String: [(PluralCategory, String)]] = [:]
        for language in shipped {
            let rules = try #require(PluralRules(locale: language), "\(language)")
            let text = try #require(rules.ruleText, "\(language)")
            samples[language] = CLDRSamples.parse(text)
            let forms = Dictionary(uniqueKeysWithValues: rules.categories.map { ($0.rawValue, "[\($0.rawValue)] %d") })
            files["L/\(language).lproj/Localizable.stringsdict"] = StringsDictFixture.plist("COUNT", forms: forms)
        }
        let localizer = try RenderTests.localizer(files)
        let producer = localizer.payloadProducer(for: try Self.template(#"{"aps":{"alert":{"loc-key":"COUNT","loc-args":["1"]}}}"#))
        var checked = 0
        for language in shipped {
            let resolved = localizer.resolve(preferredLanguages: [language])
            for (category, sample) in samples[language] ?? [] {
                let payload = producer.payload(arguments: AlertArguments(body: [sample]), resolvedLanguage: resolved, options: .sizeOnly())
                #expect(Self.body(payload) == "[\(category.rawValue)] \(sample)", "\(language) \(sample)")
                if let whole = Int(sample) {
                    let text = localizer.localizedString(key: "COUNT", count: whole, preferredLanguages: [language]).text
                    #expect(text.hasPrefix("[\(category.rawValue)] "), "\(language) \(sample): \(text)")
                }
                checked += 1
            }
        }
        #expect(checked > 500)
    }
}

/// The samples CLDR lists in a language's plural rules (`one: i = 1 and v = 0 @integer 1; other:
/// @integer 0, 2~16, … @decimal 0.0~1.5, …`): each written sample and each end of a range, as written
/// (compact forms such as `1c6` left out).
enum CLDRSamples {
    static func parse(_ text: String) -> [(PluralCategory, String)] {
        var found: [(PluralCategory, String)] = []
        for rule in text.split(separator: ";") {
            let parts = rule.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let category = PluralCategory(rawValue: parts[0].trimmingCharacters(in: .whitespaces)) else { continue }
            for list in parts[1].split(separator: "@").dropFirst() {
                let words = list.split(separator: " ", maxSplits: 1)
                guard words.count == 2 else { continue }
                for item in words[1].split(separator: ",") {
                    for sample in item.trimmingCharacters(in: .whitespaces).split(separator: "~") {
                        let written = String(sample)
                        if WrittenNumber(written) != nil { found.append((category, written)) }
                    }
                }
            }
        }
        return found
    }
}
