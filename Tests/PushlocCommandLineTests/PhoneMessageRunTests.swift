import Foundation
import PushlocTestSupport
import Testing

/// Messages that say what the phone shows, and the defect kinds of issue 43, through the binary. What
/// CoreFoundation does is pinned against Foundation on this machine (Linux formats with
/// `__CFStringAppendFormatCore` and parses tables with `CFOldStylePList.c`) where that is safe, and
/// against CF's source where it is not.
@Suite struct PhoneMessageRunTests {
    /// One finding: rule, severity, message, language, file and line.
    struct Finding {
        var rule: String
        var severity: String
        var message: String
        var language: String?
        var file: String?
        var line: Int?
    }

    /// The findings and notes of `pushloc check . --format json` (plus `arguments`) in `folder`.
    static func check(_ folder: TemporaryFolder, _ arguments: [String] = []) throws -> (findings: [Finding], notes: [String]) {
        let run = try PushlocProcess.run(["check", ".", "--format", "json"] + arguments, in: folder.root)
        let report = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any], "\(run.standardError)")
        let findings = (report["diagnostics"] as? [[String: Any]] ?? []).map { finding in
            Finding(rule: finding["rule"] as? String ?? "", severity: finding["severity"] as? String ?? "",
                    message: finding["message"] as? String ?? "", language: finding["language"] as? String,
                    file: finding["file"] as? String, line: finding["line"] as? Int)
        }
        let summary = report["summary"] as? [String: Any]
        return (findings, summary?["notes"] as? [String] ?? [])
    }

    /// A plural `.stringsdict` of one entry `K` whose variable `n` has `forms`.
    static func plural(_ forms: [(String, String)]) -> String {
        let body = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
        return #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>K</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>"# + body + "</dict></dict></dict></plist>\n"
    }

    /// The value Foundation's old-style parser (CF's, the phone's) gives `key` in `text`, or `nil` when
    /// it rejects the text.
    static func parsed(_ text: String) -> [String: String]? {
        try? PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: String]
    }

    // MARK: - %s is not %@

    @Test func aCStringReadOfAnObjectIsGarbageOrACrash() throws {
        // CF's CFFormatCharsType takes the argument as a `const char *` and runs strlen over it: an
        // NSString's address is no C string (CFString.c, __CFStringAppendFormatCore). Not formatted
        // here: it may crash the test process.
        let folder = try TemporaryFolder()
        try folder.write("L/en.lproj/Localizable.strings", "\"hello\" = \"Hello %@\";\n")
        try folder.write("L/de.lproj/Localizable.strings", "\"hello\" = \"%s hallo\";\n")
        let findings = try Self.check(folder).findings
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.rule == "type-mismatch" && finding.severity == "error")
        #expect(finding.message.contains("the phone shows garbage or the app crashes: it reads argument 1, an object, as a C string"), "\(finding.message)")
        #expect(!finding.message.contains("Anna hallo"))
    }

    // MARK: - \ n

    @Test func aBackslashSpaceBeforeNIsAWarningThatNamesTheLineBreak() throws {
        #expect(Self.parsed(#""k" = "a:\ n\ nb";"#)?["k"] == "a: n nb")
        let folder = try TemporaryFolder()
        try folder.write("L/en.lproj/Localizable.strings", "\"moved\" = \"Moved to:\\n\\n%@\";\n")
        try folder.write("L/ru.lproj/Localizable.strings", "\"moved\" = \"Адрес:\\ n\\ n%@\";\n\"x\" = \"a\\ b\";\n")
        let findings = try Self.check(folder).findings.filter { $0.rule == "unknown-escape" }
        #expect(findings.count == 3)
        let warnings = findings.filter { $0.severity == "warning" }
        #expect(warnings.count == 2)
        #expect(warnings.first?.message.contains("'\\ n' shows ' n'") == true && warnings.first?.message.contains("'\\n' (a line break) was probably meant") == true, "\(findings)")
        // Before another letter the space is shown as meant: still a note.
        #expect(findings.filter { $0.severity == "note" }.count == 1)
    }

    // MARK: - The copy step

    @Test func swiftBuildsValidationStopsWhereThePhoneStops() throws {
        // The copy step validates with PropertyListSerialization (swift-build's PropertyList.fromString):
        // it accepts a doubled ';' with the entries before it, and rejects a missing ';'.
        #expect(Self.parsed("\"a\" = \"A\";;\n\"b\" = \"B\";\n") == ["a": "A"])
        #expect(Self.parsed("\"a\" = \"A\"\n\"b\" = \"B\";\n") == nil)
        let folder = try TemporaryFolder()
        try ShippingAppFixture.write(into: folder)
        try folder.write("Tasks/Resources/de.lproj/Localizable.strings", "\"greeting\" = \"Hallo %@\";;\n\"other\" = \"X\";\n")
        let syntax = try #require(try Self.check(folder).findings.first { $0.rule == "syntax" })
        #expect(syntax.message.contains("the build succeeds and ships the table, and the phone loads the 1 entry before line 1"), "\(syntax.message)")
        #expect(!syntax.message.contains("validation failed"))
    }

    // MARK: - %'d in the development string

    @Test func theDevelopmentStringsQuoteFlagIsOneErrorThere() throws {
        #expect(String(format: "%'d steps today", 5) == "'d steps today")
        let folder = try TemporaryFolder()
        try folder.write("L/en.lproj/Localizable.strings", "\"steps\" = \"%'d steps today\";\n")
        try folder.write("L/de.lproj/Localizable.strings", "\"steps\" = \"%'d Schritte heute\";\n")
        try folder.write("L/fr.lproj/Localizable.strings", "\"steps\" = \"%d pas\";\n")
        let findings = try Self.check(folder).findings
        #expect(findings.count == 1, "\(findings)")
        let finding = try #require(findings.first)
        #expect(finding.rule == "invalid-specifier" && finding.severity == "error" && finding.language == "en")
        #expect(finding.message.contains(#"the phone shows "'d steps today" where "5 steps today" is meant"#), "\(finding.message)")
        #expect(finding.message.contains(#"Write "%d steps today""#))
    }

    // MARK: - %0 and %1 the app replaces

    @Test func droppedPercentTokensAreReported() throws {
        // The app replaces these itself: formatted, CF would read `%0 o` as an octal with flags.
        #expect(String(format: "Downloaded %0 of %1", arguments: []) != "Downloaded %0 of %1")
        let folder = try TemporaryFolder()
        try folder.write("L/en.lproj/Localizable.strings", "\"a\" = \"Downloaded %0 of %1\";\n\"b\" = \"Sent to %0.\";\n\"c\" = \"Up 50%5 today\";\n")
        try folder.write("L/de.lproj/Localizable.strings", "\"a\" = \"%0 von %2 geladen\";\n\"b\" = \"Gesendet.\";\n\"c\" = \"Heute plus 50\";\n")
        let findings = try Self.check(folder).findings.filter { $0.rule == "placeholder-missing" }
        #expect(findings.count == 2, "\(findings)")
        #expect(findings.contains { $0.message.contains("'a' in de drops '%1'") })
        #expect(findings.contains { $0.message.contains("'b' in de drops '%0'") })
    }

    // MARK: - One finding per defect

    @Test func aFormBrokenWhereItsCountWasIsOneFinding() throws {
        let folder = try TemporaryFolder()
        try folder.write("L/en.lproj/Localizable.stringsdict", Self.plural([("one", "%d person"), ("other", "%d people")]))
        try folder.write("L/ca.lproj/Localizable.stringsdict", Self.plural([("one", "%d persona"), ("other", "%Id gent")]))
        let findings = try Self.check(folder).findings
        #expect(findings.map(\.rule) == ["broken-specifier"], "\(findings)")
    }

    // MARK: - Plural forms the phone never picks

    @Test func unusedPluralFormsAreNotes() throws {
        let folder = try TemporaryFolder()
        try folder.write("L/en.lproj/Localizable.stringsdict", Self.plural([("one", "%d item"), ("other", "%d items")]))
        try folder.write("L/ja.lproj/Localizable.stringsdict", Self.plural([("one", "%d 件"), ("other", "%d 件")]))
        try folder.write("L/he.lproj/Localizable.stringsdict", Self.plural([("one", "פריט אחד"), ("two", "שני פריטים"), ("many", "%d פריטים"), ("other", "%d פריטים")]))
        let run = try PushlocProcess.run(["check", "."], in: folder.root)
        #expect(run.status == 0)
        let findings = try Self.check(folder).findings
        #expect(findings.map(\.rule) == ["plural-unused-category", "plural-unused-category"], "\(findings)")
        #expect(findings.allSatisfy { $0.severity == "note" && $0.message.contains("the phone never picks") })
        #expect(findings.contains { $0.language == "he" && $0.message.contains("'many'") })
        #expect(findings.contains { $0.language == "ja" && $0.message.contains("ICU's plural rules for ja give only other") })
    }

    // MARK: - Why a key is missing

    @Test func aKeyAfterTheStopNamesTheStop() throws {
        let folder = try TemporaryFolder()
        try folder.write("L/en.lproj/Localizable.strings", "\"a\" = \"A\";\n\"push.count\" = \"%d new\";\n")
        try folder.write("L/de.lproj/Localizable.strings", "\"a\" = \"A\";;\n\"x\" = \"X\";\n\"push.count\" = \"%d neu\";\n")
        try folder.write("L/fr.lproj/Localizable.strings", "\"a\" = \"A\";\n\"push.count\" = \"%d nouveaux\";\n")
        try folder.write("templates/notifications/count.json", #"{"aps":{"alert":{"loc-key":"push.count","loc-args":["3"]}}}"# + "\n")
        let findings = try Self.check(folder).findings
        let missing = try #require(findings.first { $0.rule == "loc-key-not-found" })
        #expect(missing.message.contains("is on line 3 of the Localizable table in de, but the phone's parser stops at ';;' on line 1 and loads only the 1 entry before it"), "\(missing.message)")
        #expect(missing.message.contains("(de: L/de.lproj/Localizable.strings:1:11)"))
        let specifier = try #require(findings.first { $0.rule == "push-specifier" })
        #expect(specifier.message.contains("in 2 languages (en, fr)"), "\(specifier.message)")
    }

    // MARK: - Localization exports

    @Test func xclocExportsAreNotShipped() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
        try folder.write("Exports/de.xcloc/Source Contents/App/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
        try folder.write("Exports/de.xcloc/Source Contents/App/en.lproj/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#)
        let leftOut = try Self.check(folder)
        #expect(leftOut.findings.isEmpty, "\(leftOut.findings)")
        #expect(leftOut.notes.contains { $0.hasPrefix("not checked: 2 tables in 1 Xcode localization export (Exports/de.xcloc)") }, "\(leftOut.notes)")
        let included = try Self.check(folder, ["--include-unshipped"])
        #expect(included.findings.contains { $0.rule == "duplicate-table" })
        #expect(!included.notes.contains { $0.contains("xcloc") })
    }
}
