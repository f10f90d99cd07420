import PushlocDevtodev
import PushlocJSON
import Testing
@testable import PushLocalization
import PushlocCatalog
import PushlocChecks
import PushlocDiagnostics
import PushlocFormatString
import PushlocICU
import PushlocPayloads
import PushlocStringCatalog
import PushlocStringsFile

@Suite struct DevtodevLocalizerTests {
    static let samples: [(message: String, locale: String, title: String, text: String)] = [
        ("flash_sale", "fr", "Vente flash", "Sam, économisez 20\u{202F}% aujourd’hui seulement\u{202F}!"),
        ("flash_sale", "ja", "タイムセール", "Samさん、本日限定で20%オフ！"),
        ("flash_sale", "ar", "تخفيضات خاطفة", "Sam، وفِّر 20% اليوم فقط!"),
        ("game_invite", "fr", "Invitation à jouer", "Jenna et Frank vous invitent à jouer au Monopoly"),
        ("game_invite", "ja", "ゲームの招待", "JennaさんとFrankさんからモノポリーの招待が届きました"),
        ("game_invite", "ar", "دعوة إلى لعبة", "دعاك Jenna وFrank إلى لعب مونوبولي"),
        ("game_invite", "fr-CA", "Invitation à jouer", "Jenna et Frank vous invitent à jouer au Monopoly"),
        ("game_invite", "en-AU", "Game Request", "Jenna and Frank have invited you to play Monopoly"),
    ]

    @Test(arguments: samples)
    func shippedSamplesLocalize(_ sample: (message: String, locale: String, title: String, text: String)) throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        let message = try #require(DevtodevFixtures.sample(sample.message))
        let localized = DevtodevLocalizer.localize(message, catalog: catalog, locale: sample.locale)
        #expect(localized.diagnostics.isEmpty)
        #expect(localized.locale == sample.locale)
        let output = try #require(DevtodevMessage(json: localized.message))
        #expect(output.form == .requestBody)
        #expect(output.payload.title == sample.title)
        #expect(output.payload.text == sample.text)
        // The loc keys are gone; everything else is the input's, in order.
        var expected = message.payload.object
        expected.members.removeAll { ["title-loc-key", "loc-key", "loc-args"].contains($0.key) }
        var got = output.payload.object
        got.members.removeAll { ["title", "text"].contains($0.key) }
        #expect(got == expected)
        #expect(output.payload.object.keys.prefix(2) == ["title", "text"])
        #expect(output.options == message.options)
        #expect(output.root[DevtodevKey.audience] == message.root[DevtodevKey.audience])
        #expect(localized.estimatedBytes == DevtodevPayloadEstimate.bytes(of: output))
    }

    @Test func resolvedLanguageIsTheDevicesChoice() throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        let message = try #require(DevtodevFixtures.sample("game_invite"))
        // fr-CA and en-GB have no Localizable table of their own: the device reads fr's and en's.
        #expect(DevtodevLocalizer.localize(message, catalog: catalog, locale: "fr-CA").language == "fr")
        #expect(DevtodevLocalizer.localize(message, catalog: catalog, locale: "fr-CH").language == "fr")
        #expect(DevtodevLocalizer.localize(message, catalog: catalog, locale: "en-AU").language == "en")
    }

    @Test func defaultLocalesReachTheLocalizableTable() throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        #expect(DevtodevLocalizer.defaultLocales(catalog: catalog) == [
            "ar", "de", "en", "en-GB", "es", "es-419", "fr", "fr-CA", "he", "ja", "pt-BR", "ru", "zh-Hans",
        ])
    }

    @Test func missingKeyShowsTheKeyWithAnError() throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        let message = try #require(DevtodevMessage(json: ["payload": ["title-loc-key": "NOPE_%@", "title-loc-args": ["x"], "loc-key": "GAME_REQUEST_TITLE"]]))
        let localized = DevtodevLocalizer.localize(message, catalog: catalog, locale: "de")
        #expect(localized.message == ["payload": ["title": "NOPE_x", "text": "Spieleinladung"]])
        #expect(localized.diagnostics.map(\.devtodevSummary) == ["loc-key-not-found error payload.title-loc-key -"])
        #expect(localized.diagnostics.first?.language == "de")
        #expect(localized.diagnostics.first?.key == "NOPE_%@")
    }

    @Test func withoutACatalogEveryKeyIsMissing() throws {
        let message = try #require(DevtodevMessage(json: ["payload": ["loc-key": "K %@", "loc-args": ["a"]]]))
        let localized = DevtodevLocalizer.localize(message, catalog: nil, locale: "fr")
        #expect(localized.message == ["payload": ["text": "K a"]])
        #expect(localized.language == "fr")
        #expect(localized.diagnostics.map(\.rule) == ["loc-key-not-found"])
    }

    @Test func deviceSubstitution() throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        // A missing argument is (null); an argument holding %@ is not expanded again.
        let message = try #require(DevtodevMessage(json: ["payload": ["loc-key": "GAME_PLAY_REQUEST_FORMAT", "loc-args": ["%@ 100%"]]]))
        let localized = DevtodevLocalizer.localize(message, catalog: catalog, locale: "en")
        #expect(localized.message == ["payload": ["text": "%@ 100% and (null) have invited you to play Monopoly"]])
    }

    @Test func plainTextWinsAndKeepsItsPlace() throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        let message = try #require(DevtodevMessage(json: ["payload": [
            "badge": 1, "text": "Plain", "title-loc-key": "FLASH_SALE_TITLE", "loc-key": "DISCOUNT_OFFER",
            "action-loc-key": "VIEW", "data": ["k": "v"], "title-loc-args": [],
        ]]))
        let localized = DevtodevLocalizer.localize(message, catalog: catalog, locale: "de")
        #expect(localized.message == ["payload": ["badge": 1, "text": "Plain", "title": "Blitzangebot", "data": ["k": "v"]]])
    }

    @Test func duplicateKeysKeepTheLastAtItsPlace() throws {
        let payload = JSONObject([
            JSONMember(key: "sound", value: "a"), JSONMember(key: "text", value: "one"),
            JSONMember(key: "sound", value: "b"), JSONMember(key: "text", value: "two"),
        ])
        let message = try #require(DevtodevMessage(json: .object(JSONObject([JSONMember(key: "payload", value: .object(payload))]))))
        let localized = DevtodevLocalizer.localize(message, catalog: nil, locale: "en")
        #expect(String(decoding: JSONWriter.serialize(localized.message), as: UTF8.self) == #"{"payload":{"text":"two","sound":"b"}}"#)
    }

    @Test func wrongTypedTitleIsKeptNotDropped() throws {
        let message = try #require(DevtodevMessage(json: ["payload": ["title": 5, "text": "t"]]))
        let localized = DevtodevLocalizer.localize(message, catalog: nil, locale: "en")
        #expect(localized.message == ["payload": ["title": 5, "text": "t"]])
    }

    @Test func hiddenMessagePassesThroughUnchanged() throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        let json: JSONValue = ["audience": [["token": "t"]], "ios": ["payload": ["data": ["sync": 1]], "options": ["hidden": true]], "extra": true]
        let message = try #require(DevtodevMessage(json: json))
        let localized = DevtodevLocalizer.localize(message, catalog: catalog, locale: "ja")
        #expect(localized.message == json)
        #expect(localized.diagnostics.isEmpty)
    }

    @Test func sizeWarningForALargeMessage() throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        let big = String(repeating: "x", count: 3700)
        let message = try #require(DevtodevMessage(json: ["ios": ["payload": ["loc-key": "GAME_REQUEST_TITLE", "data": ["blob": .string(big)]]]]))
        let localized = DevtodevLocalizer.localize(message, catalog: catalog, locale: "fr")
        #expect(localized.diagnostics.map(\.devtodevSummary) == ["devtodev-size warning ios.payload -"])
        #expect(localized.estimatedBytes > 3700)
        let small = try #require(DevtodevMessage(json: ["ios": ["payload": ["loc-key": "GAME_REQUEST_TITLE", "data": ["blob": "x"]]]]))
        #expect(DevtodevLocalizer.localize(small, catalog: catalog, locale: "fr").diagnostics.isEmpty)
    }

    @Test func localizesManyLocalesInOrder() throws {
        let catalog = try #require(DevtodevFixtures.catalog)
        let message = try #require(DevtodevFixtures.sample("flash_sale"))
        let all = DevtodevLocalizer.localize(message, catalog: catalog, locales: ["ru", "he", "zh-Hans"])
        #expect(all.map(\.locale) == ["ru", "he", "zh-Hans"])
        #expect(all.allSatisfy { $0.diagnostics.isEmpty })
    }
}
