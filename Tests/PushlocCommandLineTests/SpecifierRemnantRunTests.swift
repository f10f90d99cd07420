import Foundation
import PushlocTestSupport
import Testing

/// Every specifier remnant is an error, with a message that says what the phone shows. Each test
/// states what CoreFoundation does, pinned against Foundation's `String(format:)` on this machine
/// (Linux formats with CoreFoundation's `__CFStringAppendFormatCore`) where no argument is read as
/// an object, and then runs `pushloc check` on a table that has the case.
@Suite struct SpecifierRemnantRunTests {
    /// One finding of `pushloc check`: its rule, severity and message.
    struct Finding {
        var rule: String
        var severity: String
        var message: String
    }

    /// The findings `pushloc check` reports for `key` in `language`, whose en string is `source` and
    /// translation `translation`.
    static func check(source: String, translation: String, language: String = "de", key: String = "K") throws -> [Finding] {
        let folder = try TemporaryFolder()
        try folder.write("L/en.lproj/Localizable.strings", "\"\(key)\" = \"\(source)\";\n")
        try folder.write("L/\(language).lproj/Localizable.strings", "\"\(key)\" = \"\(translation)\";\n")
        let run = try PushlocProcess.run(["check", "L", "--format", "json"], in: folder.root)
        let report = try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any])
        return (report["diagnostics"] as? [[String: Any]] ?? []).compactMap { finding in
            guard finding["key"] as? String == key, let rule = finding["rule"] as? String, let severity = finding["severity"] as? String,
                  let message = finding["message"] as? String else { return nil }
            return Finding(rule: rule, severity: severity, message: message)
        }
    }

    /// What Foundation's formatter shows for `format` with `arguments` (no object is read).
    static func foundation(_ format: String, _ arguments: CVarArg...) -> String {
        String(format: format, arguments: arguments)
    }

    @Test func theQuoteIsNoFlag() throws {
        // CF has no `'` flag: `%'d` writes `'`, reads nothing, and the later `%d` takes the first argument.
        #expect(Self.foundation("%'d Elemente", 5) == "'d Elemente")
        #expect(Self.foundation("%'d, %d", 5, 7) == "'d, 5")
        let findings = try Self.check(source: "%d items", translation: "%'d Elemente")
        #expect(findings.count == 1)
        #expect(findings.first?.rule == "broken-specifier" && findings.first?.severity == "error")
        #expect(findings.first?.message.contains(#"the phone shows "'d Elemente" (en shows "5 items")"#) == true, "\(findings)")
        #expect(findings.first?.message.contains("no ' flag") == true)
    }

    @Test func theQuoteInAPluralFormIsAnErrorThoughAFormMayDropItsCount() throws {
        // `one` may leave the count out ("ein Element"), but `%'d` shows "'d Element" on the phone.
        let plural = { (one: String, other: String) in
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>K</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>"# + one + "</string><key>other</key><string>" + other + "</string></dict></dict></dict></plist>\n"
        }
        let folder = try TemporaryFolder()
        try folder.write("L/en.lproj/Localizable.stringsdict", plural("%d item", "%d items"))
        try folder.write("L/de.lproj/Localizable.stringsdict", plural("%'d Element", "%d Elemente"))
        try folder.write("L/fr.lproj/Localizable.stringsdict", plural("un élément", "%d éléments"))
        let run = try PushlocProcess.run(["check", "L"], in: folder.root)
        let printed = String(decoding: run.standardOutput, as: UTF8.self)
        #expect(run.status == 1)
        #expect(printed.contains(#"the 'one' form of 'n' in 'K' (de) has a broken specifier (the phone has no ' flag"#), "\(printed)")
        #expect(printed.components(separatedBy: "[broken-specifier]").count == 2, "\(printed)")
        #expect(!printed.contains("(fr)"), "\(printed)")
    }

    @Test func theQuoteInTheDevelopmentStringIsAnError() throws {
        let findings = try Self.check(source: "%'d of %d items", translation: "%d Elemente", language: "de")
        let invalid = findings.first { $0.rule == "invalid-specifier" }
        #expect(invalid?.severity == "error")
        #expect(invalid?.message.contains("the phone shows ''' in its place") == true, "\(findings)")
    }

    @Test func aSpaceFlagBeforeAWordEatsTheLetter() throws {
        // CF reads `% d` as a conversion with the space flag: "+% daha" shows "+ 5aha".
        #expect(Self.foundation("+% daha", 5) == "+ 5aha")
        let findings = try Self.check(source: "+%d more", translation: "+% daha", language: "tr")
        #expect(findings.count == 1)
        #expect(findings.first?.rule == "broken-specifier" && findings.first?.severity == "error")
        #expect(findings.first?.message.contains(#"the phone shows "+ 5aha" (en shows "+5 more")"#) == true, "\(findings)")
    }

    @Test func aSpaceFlagBeforeASpaceIsOnlyASpace() throws {
        // "+% d daha" shows "+ 5 daha": the number, with a space before it. Nothing is lost.
        #expect(Self.foundation("+% d daha", 5) == "+ 5 daha")
        #expect(try Self.check(source: "+%d more", translation: "+% d daha", language: "tr").isEmpty)
    }

    @Test func aNumberAndDollarWithNoConversionIsAnError() throws {
        // `%1$ x`: CF writes the scalar after the `%` ("1") for the whole piece and reads nothing; the
        // unread position 1 shifts the later reads, so `%2$d` takes the first argument.
        #expect(Self.foundation("%2$d x %1$ y", 5, 7) == "5 x 1")
        // With an object at position 2 and a number at 1 the app crashes: cited, not run
        // (`__CFStringAppendFormatCore` collects the values in position order, taking no argument
        // for a position no specifier reads).
        let findings = try Self.check(source: "%1$d items in %2$@", translation: "%2$@ في %1$ عناصر", language: "ar")
        let broken = findings.first { $0.rule == "broken-specifier" }
        #expect(broken?.severity == "error")
        #expect(broken?.message.contains("the app crashes") == true, "\(findings)")
        #expect(!findings.contains { $0.rule == "argument-missing" })
    }

    @Test func aNumberAndDollarInAStringNeverFormattedIsAnError() throws {
        // The app never formats a string whose development text reads nothing: `%1$` shows as written.
        let findings = try Self.check(source: "Save up to 40 percent.", translation: "Sparen Sie bis zu 40%1$ Ihres Zeit.")
        #expect(findings.count == 1)
        #expect(findings.first?.rule == "broken-specifier" && findings.first?.severity == "error")
        #expect(findings.first?.message.contains(#"the phone shows "Sparen Sie bis zu 40%1$ Ihres Zeit." as written"#) == true, "\(findings)")
    }

    @Test func aPercentInProseOfAStringNeverFormattedIsNoRemnant() throws {
        let findings = try Self.check(source: "Save up to 40 percent.", translation: "Bis zu 40 % (netto) sparen.")
        #expect(!findings.contains { $0.rule == "broken-specifier" || $0.severity == "error" })
    }

    @Test func aWidthIsNoPosition() throws {
        // `%3lld` reads the next argument padded to 3 characters, not argument 3.
        #expect(Self.foundation("%3lld", 42) == " 42")
        let findings = try Self.check(source: "%3$lld of %1$@ %2$@", translation: "%3lld / %1$@ %2$@", language: "zh-Hant")
        let broken = findings.first { $0.rule == "broken-specifier" }
        #expect(broken?.severity == "error")
        #expect(broken?.message.contains("padded to 3 characters, not as argument 3") == true, "\(findings)")
        #expect(!findings.contains { $0.rule == "argument-missing" || $0.rule == "type-mismatch" })
    }

    @Test func aBareAtSignThatLostItsPercentIsAnError() throws {
        // Only a `%` starts a specifier: a bare `@` shows as written.
        #expect(Self.foundation("إضافة @؟") == "إضافة @؟")
        let findings = try Self.check(source: "Add %@?", translation: "إضافة @؟", language: "ar")
        #expect(findings.count == 1)
        #expect(findings.first?.rule == "broken-specifier" && findings.first?.severity == "error")
        #expect(findings.first?.message.contains(#"the phone shows "إضافة @؟" (en shows "Add Anna?")"#) == true, "\(findings)")
    }

    @Test func aBareDThatLostItsPercentIsAnError() throws {
        #expect(Self.foundation("+d de plus") == "+d de plus")
        let findings = try Self.check(source: "+%d more", translation: "+d de plus", language: "fr")
        #expect(findings.first?.rule == "broken-specifier" && findings.first?.severity == "error", "\(findings)")
    }

    @Test func anEmailOrAHandleIsNoLostPercent() throws {
        let findings = try Self.check(source: "Write to %@", translation: "Schreib an support@example.com oder @team")
        #expect(findings.map(\.rule) == ["argument-missing"])
        #expect(findings.first?.severity == "warning")
    }

    @Test func lookAlikePercentSignsAreErrors() throws {
        // U+066A and U+FF05 are no `%` to CF: shown as written, nothing read.
        #expect(Self.foundation("آخر ٪@") == "آخر ٪@")
        #expect(Self.foundation("最後 ％@") == "最後 ％@")
        for (language, translation) in [("ar", "آخر ٪@"), ("zh-Hant", "最後 ％@")] {
            let findings = try Self.check(source: "Last %@", translation: translation, language: language)
            #expect(findings.count == 1)
            #expect(findings.first?.rule == "broken-specifier" && findings.first?.severity == "error")
            #expect(findings.first?.message.contains(#"the phone shows "\#(translation)""#) == true, "\(findings)")
        }
    }

    @Test func anotherToolsPlaceholderIsAnError() throws {
        #expect(Self.foundation("ភាគ {0}") == "ភាគ {0}")
        let findings = try Self.check(source: "Episode %1$@", translation: "ភាគ {0}", language: "km")
        #expect(findings.first?.rule == "broken-specifier" && findings.first?.severity == "error", "\(findings)")
    }

    @Test func aVariableOutsideAStringsDictReadsAnObject() throws {
        // Not run: with a number argument it crashes. `__CFParseFormatSpec` takes `#` as a flag, and
        // `@name@` after it as an object conversion (`kCFStringFormatExternalSpecFlag`, type
        // `CFFormatCFType`); with no configuration dictionary, the value is read as `%@` reads it.
        let findings = try Self.check(source: "%d files", translation: "%#@files@ Dateien")
        #expect(findings.count == 1)
        #expect(findings.first?.rule == "type-mismatch" && findings.first?.severity == "error")
        #expect(findings.first?.message.contains("the app crashes") == true, "\(findings)")
        #expect(findings.first?.message.contains("outside a .stringsdict") == true)
    }

    @Test func aVariableOutsideAStringsDictReadingAnObjectIsFine() throws {
        #expect(try Self.check(source: "%@ files", translation: "%#@files@ Dateien").isEmpty)
    }

    @Test func aReorderedSentenceGetsTheNumberedForm() throws {
        let findings = try Self.check(source: "%d media in %@", translation: "既に %@ の一部である %d", language: "ja")
        #expect(findings.count == 1)
        #expect(findings.first?.rule == "type-mismatch" && findings.first?.severity == "error")
        #expect(findings.first?.message.contains(#""既に %2$@ の一部である %1$d""#) == true, "\(findings)")
        #expect(findings.first?.message.contains("the app crashes") == true)
        // The proposal is what the phone then shows as en does, in the translation's order.
        #expect(Self.foundation("%2$d in %1$d", 5, 7) == "7 in 5")
    }

    @Test func aTranslationThatOmitsAnArgumentStaysAWarning() throws {
        let findings = try Self.check(source: "%@ years old", translation: "Alter")
        #expect(findings.map(\.rule) == ["argument-missing"])
        #expect(findings.first?.severity == "warning")
        #expect(findings.first?.message.contains(#"the phone shows "Alter" (en shows "Anna years old")"#) == true, "\(findings)")
    }
}
