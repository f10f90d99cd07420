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

    /// An entry of many variables (more than a prepared combination's index holds) is expanded per
    /// request, each variable with the form its own count picks.
    @Test func manyVariablesEachTakeTheirForm() throws {
        let count = 30
        let formatKey = (1...count).map { "%\($0)$#@v\($0)@" }.joined(separator: " ")
        let variables = (1...count).map { index in
            "<key>v\(index)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>NSStringFormatValueTypeKey</key><string>d</string>"
                + "<key>one</key><string>%\(index)$d one</string><key>other</key><string>%\(index)$d many</string></dict>"
        }.joined()
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>WIDE</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>\(formatKey)</string>\(variables)</dict></dict></plist>
            """
        let localizer = try RenderTests.localizer(["L/en.lproj/Localizable.stringsdict": plist])
        // Argument n is n, but argument 7 is 1: `one` for arguments 1 and 7, `other` for the rest.
        let values = (1...count).map { $0 == 7 ? 1 : $0 }
        let text = localizer.localizedString(key: "WIDE", arguments: values.map { .int(Int64($0)) }, preferredLanguages: ["en"]).text
        let expected = values.map { $0 == 1 ? "1 one" : "\($0) many" }.joined(separator: " ")
        #expect(text == expected)
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
