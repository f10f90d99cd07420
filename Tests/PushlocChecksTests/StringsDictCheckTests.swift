import PushlocCatalog
import PushlocDiagnostics
import Foundation
import PushlocTestSupport
import Testing
@testable import PushlocChecks
@testable import PushlocReporters

@Suite struct StringsDictCheckTests {
    static func plist(_ key: String, format: String, forms: [String: String]) -> String {
        let formLines = forms.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined(separator: "\n")
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        <key>\(key)</key>
        <dict>
        <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
        <key>n</key>
        <dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        \(formLines)
        </dict>
        </dict>
        </dict>
        </plist>
        """
    }

    private func check(_ files: [String: String]) throws -> [String] {
        let fixture = try TemporaryFolder()
        for (path, text) in files { try fixture.write(path, text) }
        let catalog = try BundleLoader.load(paths: [fixture.path("L")], workingDirectory: fixture.root.path)
        return InMemoryCheck.check(catalog).diagnostics.map { "\($0.rule) \($0.language ?? "") \($0.location?.line ?? 0)" }
    }

    private static let english = plist("MSGS", format: "%#@n@", forms: ["one": "%d message", "other": "%d messages"])

    @Test func completeFormsAreClean() throws {
        let found = try check([
            "L/en.lproj/Localizable.stringsdict": Self.english,
            "L/ru.lproj/Localizable.stringsdict": Self.plist("MSGS", format: "%#@n@", forms: ["one": "%d сообщение", "few": "%d сообщения", "many": "%d сообщений", "other": "%d сообщения"]),
            "L/ja.lproj/Localizable.stringsdict": Self.plist("MSGS", format: "%#@n@", forms: ["other": "%d件のメッセージ"]),
            "L/ar.lproj/Localizable.stringsdict": Self.plist("MSGS", format: "%#@n@", forms: ["zero": "لا رسائل", "one": "رسالة واحدة", "two": "رسالتان", "few": "%d رسائل", "many": "%d رسالة", "other": "%d رسالة"]),
        ])
        #expect(found.isEmpty, "\(found)")
    }

    @Test func missingOtherIsAnError() throws {
        let found = try check([
            "L/en.lproj/Localizable.stringsdict": Self.plist("MSGS", format: "%#@n@", forms: ["one": "%d message"]),
        ])
        #expect(found == ["plural-missing-other en 5"])
    }

    @Test func aCategoryTheLanguageNeedsOrNeverUsesIsAWarning() throws {
        let found = try check([
            "L/en.lproj/Localizable.stringsdict": Self.english,
            "L/pl.lproj/Localizable.stringsdict": Self.plist("MSGS", format: "%#@n@", forms: ["one": "%d wiadomość", "other": "%d wiadomości"]),
            "L/ja.lproj/Localizable.stringsdict": Self.plist("MSGS", format: "%#@n@", forms: ["one": "%d件", "other": "%d件"]),
        ])
        #expect(found.sorted() == ["plural-missing-category pl 5", "plural-unused-category ja 12"].sorted())
    }

    /// A language whose translator never wrote `few` and `many` lacks them in every entry: one finding
    /// per set of lacking forms, at the first entry, with the entries listed; a lone variable keeps the
    /// message that names it.
    @Test func entriesLackingTheSameFormsAreOneFinding() throws {
        func entry(_ key: String, _ forms: [String: String]) -> String {
            let lines = forms.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined()
            return "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>\(lines)</dict></dict>\n"
        }
        func file(_ entries: [String]) -> String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n" + entries.joined() + "</dict>\n</plist>\n"
        }
        let keys = ["A", "B", "C", "D"]
        let fixture = try TemporaryFolder()
        try fixture.write("L/en.lproj/Localizable.stringsdict", file(keys.map { entry($0, ["one": "%d x", "other": "%d xs"]) }))
        try fixture.write("L/pl.lproj/Localizable.stringsdict", file([
            entry("A", ["one": "%d a", "other": "%d a"]), entry("B", ["one": "%d b", "other": "%d b"]),
            entry("C", ["one": "%d c", "few": "%d c", "other": "%d c"]), entry("D", ["one": "%d d", "other": "%d d"]),
        ]))
        let catalog = try BundleLoader.load(paths: [fixture.path("L")], workingDirectory: fixture.root.path)
        let report = InMemoryCheck.check(catalog)
        let missing = report.diagnostics.filter { $0.rule == "plural-missing-category" }
        #expect(missing.count == 2, "\(missing.map(TextFormat.line(for:)))")
        let grouped = try #require(missing.first { $0.keys != nil })
        #expect(grouped.keys == ["A", "B", "D"])
        #expect(grouped.key == nil && grouped.language == "pl" && grouped.location?.line == 4)
        #expect(grouped.message == "3 plural entries in pl lack the 'few' and 'many' forms that pl uses (ICU: few, many, one, other); those numbers fall back to 'other': 'A', 'B', 'D'")
        let single = try #require(missing.first { $0.keys == nil })
        #expect(single.key == "C" && single.location?.line == 6)
        #expect(single.message == "plural variable 'n' of 'C' in pl lacks the 'many' form that pl uses (ICU: few, many, one, other); those numbers fall back to 'other'")
        let json = JSONFormat().render(report).filter { !$0.isWhitespace }
        #expect(json.contains(#""count":3,"keys":["A","B","D"]"#), "\(json.prefix(600))")
    }

    @Test func aFormThatReadsAnExtraArgumentIsAnError() throws {
        let found = try check([
            "L/en.lproj/Localizable.stringsdict": Self.english,
            "L/de.lproj/Localizable.stringsdict": Self.plist("MSGS", format: "%#@n@", forms: ["one": "%d Nachricht", "other": "%d Nachrichten von %@"]),
        ])
        // At the form's own line (its `<string>`), not the entry's.
        #expect(found == ["argument-extra de 13"])
    }

    private static let englishNamed = plist("FROM", format: "%#@n@ from %@", forms: ["one": "%d message", "other": "%d messages"])

    @Test func aFormThatLeavesOutItsOwnCountIsClean() throws {
        let found = try check([
            "L/en.lproj/Localizable.stringsdict": Self.plist("MSGS", format: "%@: %#@n@", forms: ["one": "%d message", "other": "%d messages"]),
            "L/ar.lproj/Localizable.stringsdict": Self.plist("MSGS", format: "%@: %#@n@", forms: [
                "zero": "لا رسائل", "one": "رسالة واحدة", "two": "رسالتان", "few": "%d رسائل", "many": "%d رسالة", "other": "%d رسالة"]),
            "L/he.lproj/Localizable.stringsdict": Self.plist("MSGS", format: "%@: %#@n@", forms: ["one": "הודעה אחת", "two": "שתי הודעות", "other": "%d הודעות"]),
        ])
        #expect(found.isEmpty, "\(found)")
    }

    @Test func aTranslationThatDropsAnotherArgumentIsAWarningOnce() throws {
        let found = try check([
            "L/en.lproj/Localizable.stringsdict": Self.englishNamed,
            "L/de.lproj/Localizable.stringsdict": Self.plist("FROM", format: "%#@n@", forms: ["one": "%d Nachricht", "other": "%d Nachrichten"]),
        ])
        #expect(found == ["argument-missing de 12"])
    }

    @Test func aFormThatReadsTheWrongTypeIsAnError() throws {
        let found = try check([
            "L/en.lproj/Localizable.stringsdict": Self.english,
            "L/de.lproj/Localizable.stringsdict": Self.plist("MSGS", format: "%#@n@", forms: ["one": "%d Nachricht", "other": "%@ Nachrichten"]),
        ])
        #expect(found == ["type-mismatch de 13"])
    }

    @Test func findingsPointAtTheEntryKeyWithFileLineAndColumn() throws {
        let fixture = try TemporaryFolder()
        try fixture.write("L/en.lproj/Localizable.stringsdict", Self.plist("MSGS", format: "%#@n@", forms: ["one": "%d message"]))
        let catalog = try BundleLoader.load(paths: [fixture.path("L")], workingDirectory: fixture.root.path)
        let finding = try #require(InMemoryCheck.check(catalog).diagnostics.first)
        #expect(finding.rule == "plural-missing-other")
        #expect(finding.severity == .error)
        #expect(finding.key == "MSGS")
        #expect(finding.table == "Localizable")
        let location = try #require(finding.location)
        #expect(location.file.hasSuffix("en.lproj/Localizable.stringsdict"))
        #expect(location.line == 5)
        #expect(location.column == 1)
    }

    @Test(arguments: [("ru", ["few", "many"]), ("pl", ["few", "many"]), ("ar", ["few", "many", "two", "zero"])])
    func theCategoriesICUSaysTheLanguageNeedsAreNamed(_ language: String, _ missing: [String]) throws {
        let fixture = try TemporaryFolder()
        try fixture.write("L/en.lproj/Localizable.stringsdict", Self.english)
        try fixture.write("L/\(language).lproj/Localizable.stringsdict", Self.plist("MSGS", format: "%#@n@", forms: ["one": "%d x", "other": "%d y"]))
        let catalog = try BundleLoader.load(paths: [fixture.path("L")], workingDirectory: fixture.root.path)
        let findings = InMemoryCheck.check(catalog).diagnostics.filter { $0.rule == "plural-missing-category" }
        #expect(findings.allSatisfy { $0.severity == .warning && $0.language == language })
        // One finding per variable, naming every missing form.
        #expect(findings.count == 1)
        let named = missing.filter { category in findings.first?.message.contains("'\(category)'") == true }
        #expect(named == missing)
    }
}
