import Foundation
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

@Suite struct PluralTests {
    static let forms: [String: [String: String]] = [
        "en": ["one": "%d message", "other": "%d messages"],
        "ru": ["one": "%d сообщение", "few": "%d сообщения", "many": "%d сообщений", "other": "%d сообщения"],
        "pl": ["one": "%d wiadomość", "few": "%d wiadomości", "many": "%d wiadomości!", "other": "%d wiadomości?"],
        "ar": ["zero": "zero", "one": "one", "two": "two", "few": "few %d", "many": "many %d", "other": "other %d"],
        "ja": ["other": "%d件"],
    ]

    static func localizer() throws -> PushLocalizer {
        var files: [String: String] = [:]
        for (language, forms) in forms {
            files["L/\(language).lproj/Localizable.stringsdict"] = StringsDictFixture.plist("MSGS", forms: forms)
        }
        return try RenderTests.localizer(files)
    }

    @Test(arguments: [
        ("en", 0, "0 messages"), ("en", 1, "1 message"), ("en", 2, "2 messages"), ("en", 101, "101 messages"),
        ("ru", 1, "1 сообщение"), ("ru", 2, "2 сообщения"), ("ru", 5, "5 сообщений"), ("ru", 11, "11 сообщений"),
        ("ru", 21, "21 сообщение"), ("ru", 22, "22 сообщения"), ("ru", 25, "25 сообщений"), ("ru", 101, "101 сообщение"),
        ("pl", 1, "1 wiadomość"), ("pl", 3, "3 wiadomości"), ("pl", 5, "5 wiadomości!"), ("pl", 22, "22 wiadomości"), ("pl", 25, "25 wiadomości!"),
        ("ar", 0, "zero"), ("ar", 1, "one"), ("ar", 2, "two"), ("ar", 3, "few ٣"), ("ar", 11, "many ١١"), ("ar", 101, "other ١٠١"),
        ("ja", 1, "1件"), ("ja", 25, "25件"),
    ])
    func pluralFormsFollowICU(_ language: String, _ count: Int, _ expected: String) throws {
        let localizer = try Self.localizer()
        let result = localizer.localizedString(key: "MSGS", arguments: [.int(Int64(count))], preferredLanguages: [language])
        #expect(result.text == expected)
        #expect(result.found)
    }

    @Test func aFractionIsOtherInEnglish() throws {
        let localizer = try Self.localizer()
        #expect(localizer.localizedString(key: "MSGS", arguments: [.double(1.5)], preferredLanguages: ["ja"]).found)
        let english = localizer.localizedString(key: "MSGS", arguments: [.double(1.5)], preferredLanguages: ["en"]).text
        #expect(english.hasSuffix("messages"))
    }
}

enum StringsDictFixture {
    static func plist(_ key: String, forms: [String: String]) -> String {
        let lines = forms.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined()
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>\(key)</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>\(lines)</dict></dict></dict></plist>
        """
    }
}
