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

/// The alert fields of the reference documents one by one: title-loc-key, subtitle-loc-key and their
/// args, a string alert, launch-image, and what the device shows for a key the table lacks.
@Suite struct RenderAlertFieldTests {
    static let files = [
        "L/en.lproj/Localizable.strings": """
        "TITLE" = "Game Request";
        "TITLE_FROM" = "%@ invites you";
        "SUBTITLE" = "%1$@ is waiting, %2$@ too";
        "BODY" = "%@ and %@ have invited you to play Monopoly";
        "PLAY" = "Play";
        """,
        "L/fr.lproj/Localizable.strings": """
        "TITLE_FROM" = "%@ vous invite";
        "SUBTITLE" = "%2$@ et %1$@ attendent";
        "BODY" = "%@ et %@ vous invitent à jouer au Monopoly";
        "PLAY" = "Jouer";
        """,
    ]

    @Test func titleAndSubtitleKeysTakeTheirOwnArguments() throws {
        let localizer = try RenderTests.localizer(Self.files)
        let payload = try RenderTests.payload(#"""
        {"aps":{"alert":{"title-loc-key":"TITLE_FROM","title-loc-args":["Jenna"],
        "subtitle-loc-key":"SUBTITLE","subtitle-loc-args":["Jenna","Frank"],
        "loc-key":"BODY","loc-args":["Jenna","Frank"],"action-loc-key":"PLAY","launch-image":"Splash"}}}
        """#)
        let english = localizer.render(payload, preferredLanguages: ["en-US"])
        #expect(english.title == "Jenna invites you")
        #expect(english.subtitle == "Jenna is waiting, Frank too")
        #expect(english.body == "Jenna and Frank have invited you to play Monopoly")
        #expect(english.action == "Play")
        #expect(english.launchImage == "Splash")
        #expect(english.diagnostics.isEmpty)
        let french = localizer.render(payload, preferredLanguages: ["fr-CA"])
        #expect(french.locale == "fr-CA")
        #expect(french.resolved == "fr")
        #expect(french.title == "Jenna vous invite")
        #expect(french.subtitle == "Frank et Jenna attendent")
        #expect(french.body == "Jenna et Frank vous invitent à jouer au Monopoly")
        #expect(french.action == "Jouer")
    }

    @Test func aStringAlertIsTheBodyWithTheDefaultButton() throws {
        let localizer = try RenderTests.localizer(Self.files)
        let alert = localizer.render(try RenderTests.payload(#"{"aps":{"alert":"Bob wants to play poker"}}"#), preferredLanguages: ["fr"])
        #expect(alert.title == nil)
        #expect(alert.subtitle == nil)
        #expect(alert.body == "Bob wants to play poker")
        #expect(alert.actionButton == .systemDefault)
        #expect(alert.diagnostics.isEmpty)
    }

    @Test func aKeyTheTableLacksShowsTheKeyWithAnErrorAtItsJSONPath() throws {
        let localizer = try RenderTests.localizer(Self.files)
        let alert = localizer.render(
            try RenderTests.payload(#"{"aps":{"alert":{"title-loc-key":"TITLE","loc-key":"BODY","loc-args":["A","B"],"action-loc-key":"OPEN"}}}"#),
            preferredLanguages: ["fr"])
        #expect(alert.title == "TITLE")
        #expect(alert.body == "A et B vous invitent à jouer au Monopoly")
        #expect(alert.actionButton == .localized(key: "OPEN", title: "OPEN"))
        #expect(alert.diagnostics.map(\.jsonPath) == ["aps.alert.title-loc-key", "aps.alert.action-loc-key"])
        #expect(alert.diagnostics.allSatisfy { $0.severity == .error && $0.rule == "loc-key-not-found" && $0.language == "fr" })
    }

    @Test func missingLocArgsShowAsNullAndExtraOnesAreIgnored() throws {
        let localizer = try RenderTests.localizer(Self.files)
        let short = localizer.render(try RenderTests.payload(#"{"aps":{"alert":{"loc-key":"BODY","loc-args":["Jenna"]}}}"#), preferredLanguages: ["en"])
        #expect(short.body == "Jenna and (null) have invited you to play Monopoly")
        let long = localizer.render(try RenderTests.payload(#"{"aps":{"alert":{"loc-key":"BODY","loc-args":["A","B","C"]}}}"#), preferredLanguages: ["en"])
        #expect(long.body == "A and B have invited you to play Monopoly")
    }

    @Test(arguments: [
        ("dtd_accept.open_decline.dismiss", ["fr"], ["Accepter", "Refuser"]),
        ("dtd_accept.open_decline.dismiss", ["ja-JP"], ["承諾", "辞退"]),
        ("not_a_template", ["fr"], []),
    ])
    func categoryButtonsFollowTheDevicesLanguage(_ category: String, _ preferred: [String], _ expected: [String]) throws {
        let localizer = try RenderTests.localizer(Self.files)
        let alert = localizer.render(
            try RenderTests.payload(#"{"aps":{"alert":"x","category":"\#(category)"}}"#), preferredLanguages: preferred)
        #expect(alert.category == category)
        #expect(alert.buttons == expected)
    }
}
