import PushlocJSON
import PushlocPayloads
import Testing
@testable import PushlocPreview
import PushLocalization
import PushlocCatalog
import PushlocChecks
import PushlocDevtodev
import PushlocDiagnostics
import PushlocFormatString
import PushlocICU
import PushlocStringCatalog
import PushlocStringsFile

@Suite struct PreviewBuilderTests {
    static let files = [
        "L/en.lproj/Localizable.strings": "\"T\" = \"Hello\";\n\"B\" = \"%@ wrote\";\n\"LONG\" = \"x\";\n",
        "L/ar.lproj/Localizable.strings": "\"T\" = \"مرحبا\";\n\"B\" = \"%@، كتب\";\n",
        "L/fr.lproj/Localizable.strings": "\"T\" = \"Bonjour\";\n\"B\" = \"%@ a écrit à %@\";\n",
        "L/fr-CA.lproj/Localizable.strings": "\"T\" = \"Allô\";\n",
        "L/ru.lproj/Buttons.strings": "\"accept\" = \"Принять\";\n",
    ]

    static func section(_ json: String, options: PayloadOptions = PayloadOptions(bundleID: "com.example.game"), locales: [String] = []) throws -> PreviewSection {
        let localizer = try PreviewFixtures.localizer(files)
        let document = try #require(JSONParser.parse(Array(json.utf8), path: "t.json").document)
        return PreviewBuilder(localizer: localizer, options: options).section(title: "t.json", template: document, locales: locales)
    }

    static let template = #"{"aps":{"alert":{"title-loc-key":"T","loc-key":"B","loc-args":["Sam"]}}}"#

    @Test func everyLanguageTheProductHasGetsABanner() throws {
        let section = try Self.section(Self.template)
        #expect(section.banners.map(\.locale) == ["ar", "en", "fr", "fr-CA", "ru"])
        let ru = try #require(section.banners.last)
        #expect(ru.resolved == "en")
        #expect(ru.text(.body)?.text == "Sam wrote")
        #expect(ru.notes.map(\.kind) == [.fallback])
        #expect(ru.status == .warned)
    }

    /// CFBundle reads one file per table: fr-CA's own `Localizable.strings` has the title but not the
    /// body's key, so the phone shows the key itself, never fr's text.
    @Test func aRegionVariantsOwnTableShowsTheKeyItLacks() throws {
        let frCA = try #require(try Self.section(Self.template, locales: ["fr-CA"]).banners.first)
        #expect(frCA.text(.title)?.text == "Allô")
        #expect(frCA.text(.body)?.text == "B")
        #expect(frCA.notes.map(\.kind) == [.missingKey])
        #expect(frCA.notes.first?.location?.description == "t.json:1:48")
        #expect(frCA.status == .failing)
    }

    @Test func arabicIsRightToLeftEvenWhenTheBodyStartsWithALatinName() throws {
        let ar = try #require(try Self.section(Self.template, locales: ["ar"]).banners.first)
        #expect(ar.text(.body)?.text == "Sam، كتب")
        #expect(ar.script.htmlDirection == "rtl")
        #expect(ar.notes.isEmpty)
        #expect(ar.payloadBytes == Array(#"{"aps":{"alert":{"title":"مرحبا","body":"Sam، كتب"}}}"#.utf8).count)
        #expect(ar.payloadLimit == 4096)
    }

    @Test func aMissingKeyShowsTheKeyWithALocatedNote() throws {
        let json = "{\"aps\":{\"alert\":{\n\"title-loc-key\":\"NOPE\"}}}"
        let en = try #require(try Self.section(json, locales: ["en"]).banners.first)
        #expect(en.text(.title)?.text == "NOPE")
        #expect(en.notes.map(\.kind) == [.missingKey])
        #expect(en.notes.first?.field == .title)
        #expect(en.notes.first?.location?.description == "t.json:2:17")
    }

    @Test func payloadTruncationAndOverflowAreNoted() throws {
        let long = String(repeating: "long text ", count: 30)
        let json = #"{"aps":{"alert":{"body":"\#(long)"}},"data":"\#(String(repeating: "d", count: 150))"}"#
        let truncated = try #require(try Self.section(json, options: PayloadOptions(bundleID: "com.example.game", maxBytes: 256), locales: ["en"]).banners.first)
        #expect(truncated.notes.map(\.kind) == [.cutOnScreen, .payloadTruncated])
        #expect(truncated.notes.first?.location?.description == "t.json:1:25")
        #expect(truncated.payloadBytes.map { $0 <= 256 } == true)
        let tooLarge = try #require(try Self.section(json, options: PayloadOptions(bundleID: "com.example.game", maxBytes: 100), locales: ["en"]).banners.first)
        #expect(tooLarge.notes.map(\.kind).contains(.payloadTooLarge))
        #expect(tooLarge.status == .failing)
    }

    @Test func theSummaryCountsEachLanguageOnceByItsWorstTemplate() throws {
        let clean = try Self.section(#"{"aps":{"alert":{"title-loc-key":"T"}}}"#)
        let broken = try Self.section(Self.template)
        let document = PreviewDocument(sections: [clean, broken])
        // ru falls back (warned); fr-CA and fr read a missing argument (failing); ar and en are clean.
        #expect(document.summary == [.clean: 2, .warned: 1, .failing: 2])
    }
}
