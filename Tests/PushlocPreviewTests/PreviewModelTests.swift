@_spi(RuleValues) import PushlocDiagnostics
import PushlocPayloads
import Testing
@testable import PushlocPreview
import PushLocalization
import PushlocCatalog
import PushlocChecks
import PushlocDevtodev
import PushlocFormatString
import PushlocICU
import PushlocJSON
import PushlocStringCatalog
import PushlocStringsFile
import PushlocRules

@Suite struct BannerLineModelTests {
    let model = BannerLineModel.iPhone390

    @Test func theTextColumnOfA390PointScreen() {
        #expect(model.textWidth == 298)
    }

    @Test func shortTextsTakeOneLine() {
        #expect(model.lines("") == 1)
        #expect(model.lines("Game Request") == 1)
        #expect(model.lines("Jenna and Frank have invited you") == 1)
    }

    @Test func longTextsWrapAtSpaces() {
        let german = "Jenna und Frank haben dich zu einer Runde Monopoly eingeladen, die heute Abend beginnt"
        #expect(model.lines(german) == 3)
        #expect(model.lines(String(repeating: "word ", count: 60)) > 4)
    }

    @Test func lineFeedsStartLines() {
        #expect(model.lines("a\nb\nc\n\ne") == 5)
    }

    @Test func cjkTakesAnEmPerCharacterAndBreaksAnywhere() {
        // 298 / 15 = 19.9 ems per line: 19 characters fit, 20 do not.
        #expect(model.lines(String(repeating: "新", count: 19)) == 1)
        #expect(model.lines(String(repeating: "新", count: 20)) == 2)
        #expect(model.lines(String(repeating: "新", count: 80)) == 5)
    }

    @Test func combiningMarksAndBidiControlsTakeNoWidth() {
        let plain = String(repeating: "e", count: 30)
        let marked = String(repeating: "e\u{301}", count: 30)
        #expect(model.lines(plain) == model.lines(marked))
        #expect(BannerLineModel.advance(of: "\u{202E}") == 0)
    }

    @Test func aWordWiderThanTheLineIsBrokenInside() {
        #expect(model.lines(String(repeating: "x", count: 100)) == 3)
    }

    @Test(arguments: [(PreviewField.title, 1), (.subtitle, 1), (.body, 4)])
    func collapsedLineLimits(_ field: PreviewField, _ limit: Int) {
        #expect(field.collapsedLineLimit == limit)
        #expect(!PreviewText(field: field, text: "t", estimatedLines: limit).isCut)
        #expect(PreviewText(field: field, text: "t", estimatedLines: limit + 1).isCut)
    }
}

@Suite struct PreviewScriptTests {
    @Test(arguments: [
        ("ar", "rtl", PreviewScript.FontGroup.arabic), ("he", "rtl", .hebrew), ("fa", "rtl", .arabic),
        ("en", "ltr", .standard), ("ru", "ltr", .standard), ("ja", "ltr", .japanese), ("ko", "ltr", .korean),
        ("zh-Hans", "ltr", .simplifiedChinese), ("zh-Hant", "ltr", .traditionalChinese), ("zh-HK", "ltr", .hongKongChinese),
        ("th", "ltr", .thai), ("hi", "ltr", .devanagari),
    ])
    func languageDirectionAndFont(_ tag: String, _ direction: String, _ font: PreviewScript.FontGroup) {
        let script = PreviewScript(language: tag)
        #expect(script.htmlDirection == direction)
        #expect(script.fontGroup == font)
        #expect(script.language == tag)
    }

    @Test func spellingsAreCanonicalised() {
        #expect(PreviewScript(language: "iw").language == "he")
        #expect(PreviewScript(language: "iw").htmlDirection == "rtl")
        #expect(PreviewScript(language: "zh_Hant").language == "zh-Hant")
    }

    @Test func aBannerTakesItsDirectionFromTheResolvedLanguageNotItsText() {
        let banner = PreviewBanner(locale: "ar", resolved: "ar", texts: [PreviewText(field: .body, text: "Sam، مرحبا", estimatedLines: 1)])
        #expect(banner.script.orientation == .rightToLeft)
        let fallback = PreviewBanner(locale: "ar-MA", resolved: "en", texts: [PreviewText(field: .body, text: "مرحبا", estimatedLines: 1)])
        #expect(fallback.script.orientation == .leftToRight)
        #expect(fallback.buttonScript.orientation == .rightToLeft)
    }
}

@Suite struct PreviewNotesTests {
    @Test func diagnosticsBecomeNotesOfTheirKindAndLevel() {
        let location = SourceLocation(file: "t.json", line: 4, column: 18)
        let notes = PreviewNotes.notes(for: [
            Diagnostic(rule: RuleDescription.locKeyNotFound.id, severity: .warning, message: "missing", location: location, jsonPath: "aps.alert.title-loc-key"),
            Diagnostic(rule: RuleDescription.payloadTruncated.id, severity: .warning, message: "cut", jsonPath: "aps.alert.body"),
            Diagnostic(rule: RuleDescription.payloadTooLarge.id, severity: .error, message: "too large"),
            Diagnostic(rule: RuleDescription.alertBodyAndLocKey.id, severity: .warning, message: "both", jsonPath: "aps.alert.loc-key"),
        ])
        #expect(notes.map(\.kind) == [.missingKey, .payloadTruncated, .payloadTooLarge, .other])
        #expect(notes.map(\.level) == [.warning, .warning, .error, .warning])
        #expect(notes.map(\.field) == [.title, .body, nil, .body])
        #expect(notes[0].location == location)
    }

    @Test func nullIsAnErrorOnlyWhenTheArgumentsDoNotCarryIt() {
        let text = PreviewText(field: .body, text: "Sam et (null)", estimatedLines: 1)
        #expect(PreviewNotes.null(in: text, arguments: ["Sam"])?.kind == .nullArgument)
        #expect(PreviewNotes.null(in: text, arguments: ["Sam"])?.level == .error)
        #expect(PreviewNotes.null(in: text, arguments: ["Sam", "(null)"]) == nil)
        #expect(PreviewNotes.null(in: PreviewText(field: .body, text: "Sam", estimatedLines: 1), arguments: []) == nil)
    }

    @Test func fallbacks() {
        #expect(PreviewNotes.fallback(locale: "fr", resolved: "fr", parentChain: ["fr"]) == nil)
        #expect(PreviewNotes.fallback(locale: "fr-CA", resolved: "fr", parentChain: ["fr-CA", "fr"])?.level == .info)
        let other = PreviewNotes.fallback(locale: "ru", resolved: "en", parentChain: ["ru"])
        #expect(other?.level == .warning)
        #expect(other?.message == "ru has no translation: a device set to ru shows this notification in en")
    }

    @Test func cutAndBidiNotes() {
        let title = PreviewText(field: .title, text: "Eine sehr lange Überschrift", estimatedLines: 2)
        #expect(PreviewNotes.cut(title)?.message == "the title takes about 2 lines; iOS shows 1 line and cuts the rest with …")
        #expect(PreviewNotes.cut(PreviewText(field: .body, text: "b", estimatedLines: 4)) == nil)
        let trojan = PreviewText(field: .body, text: "\u{202E}exe.txt\u{2069}", estimatedLines: 1)
        #expect(PreviewNotes.bidi(in: trojan)?.message.contains("(U+202E, U+2069)") == true)
        #expect(PreviewNotes.bidi(in: title) == nil)
    }

    @Test func statusIsTheWorstNote() {
        #expect(PreviewStatus(notes: []) == .clean)
        #expect(PreviewStatus(notes: [PreviewNote(kind: .fallback, level: .info, message: "")]) == .clean)
        #expect(PreviewStatus(notes: [PreviewNote(kind: .cutOnScreen, level: .warning, message: ""),
                                      PreviewNote(kind: .nullArgument, level: .error, message: "")]) == .failing)
    }
}
