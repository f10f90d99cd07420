import Foundation
import PushlocTestSupport
import Testing
@testable import PushLocalization
import PushlocJSON
import PushlocPayloads

/// A production call gives every argument its keys read, or gets an error naming the missing ones:
/// a template's sample loc-args never reach a user.
@Suite struct ProductionArgumentsTests {
    static let template = #"{"aps":{"alert":{"title-loc-key":"GAME_REQUEST_TITLE","subtitle-loc-key":"GAME_REQUEST_SUBTITLE","subtitle-loc-args":["Jenna"],"loc-key":"GAME_PLAY_REQUEST_FORMAT","loc-args":["Jenna","Frank"]}}}"#

    static func producer() throws -> PayloadProducer {
        let localizer = try PushLocalizer.load(localizations: Repository.path("Localizations"))
        return localizer.payloadProducer(for: APNsPayload(json: try #require(JSONParser.parse(Array(template.utf8), path: "t").document).root))
    }

    @Test func aFieldLeftOutGetsNoSampleAndAnErrorNamingIt() throws {
        let payload = try Self.producer().payload(
            arguments: AlertArguments(body: ["Zoé", "Léa"]), preferredLanguages: ["fr"], options: .sizeOnly())
        let text = String(decoding: payload.bytes, as: UTF8.self)
        #expect(!text.contains("Jenna"), "\(text)")
        #expect(text.contains("(null)"))
        #expect(payload.missingText.count == 1)
        let message = try #require(payload.missingText.first?.message)
        #expect(message.contains("AlertArguments.subtitle"), "\(message)")
    }

    @Test func everyArgumentGivenIsClean() throws {
        let payload = try Self.producer().payload(
            arguments: AlertArguments(subtitle: ["Zoé"], body: ["Zoé", "Léa"]), preferredLanguages: ["fr"], options: .sizeOnly())
        #expect(payload.diagnostics.isEmpty, "\(payload.diagnostics)")
        #expect(!String(decoding: payload.bytes, as: UTF8.self).contains("Jenna"))
    }

    @Test func theDefaultSendsNoSamples() throws {
        let payload = try Self.producer().payload(preferredLanguages: ["de"], options: .sizeOnly())
        #expect(!String(decoding: payload.bytes, as: UTF8.self).contains("Jenna"))
        #expect(payload.missingText.count == 2)
    }

    @Test func samplesAreForPreviewsOnly() throws {
        let preview = try Self.producer().payload(arguments: .templateSamples, preferredLanguages: ["en"], options: .sizeOnly())
        #expect(String(decoding: preview.bytes, as: UTF8.self).contains("Jenna"))
        #expect(preview.diagnostics.isEmpty)
        // Given fields win over the samples.
        let mixed = try Self.producer().payload(
            arguments: AlertArguments(subtitle: ["Zoé"], body: ["Zoé", "Léa"]), preferredLanguages: ["en"], options: .sizeOnly())
        #expect(!String(decoding: mixed.bytes, as: UTF8.self).contains("Jenna"))
    }
}

/// Live Activity alerts through the library, and broadcast pushes.
@Suite struct LiveActivityLibraryTests {
    static let counts = Repository.path("Tests/Fixtures/Counts/Stringsdict")

    static func template(_ name: String) throws -> APNsPayload {
        let bytes = try #require(Repository.bytes("Tests/Fixtures/Counts/templates/notifications/\(name).json"))
        return APNsPayload(json: try #require(JSONParser.parse(bytes, path: name).document).root)
    }

    @Test func anActivitysAlertIsRenderedAndProducedPerLocale() throws {
        let localizer = try PushLocalizer.load(localizations: Self.counts)
        let start = try Self.template("delivery_start")
        let rendered = localizer.render(start, preferredLanguages: ["ru"])
        #expect(rendered.title == "Pizza Place уже в пути")
        #expect(rendered.body == "Прибудет через 25 мин.")
        #expect(rendered.diagnostics.isEmpty)
        let options = PayloadOptions(bundleID: "com.example.food", pushType: .liveactivity)
        let payload = localizer.payloadProducer(for: start).payload(
            arguments: AlertArguments(title: ["Pizza Place"], body: ["12"]), preferredLanguages: ["pl"], options: options)
        let text = String(decoding: payload.bytes, as: UTF8.self)
        #expect(text.contains(#""alert":{"title":"Pizza Place jest w drodze","body":"Dotrze za 12 min","sound":"chime.aiff"}"#), "\(text)")
        #expect(text.contains(#""content-state":{"minutesLeft":25,"courier":"Sam","stage":"cooking"}"#))
        #expect(payload.headers.topic == "com.example.food.push-type.liveactivity")
        #expect(payload.diagnostics.isEmpty)
        // A title object whose string reads an argument the request leaves out: (null), named.
        let missing = localizer.payloadProducer(for: start).payload(
            arguments: AlertArguments(body: ["12"]), preferredLanguages: ["en"], options: options)
        #expect(missing.missingText.map(\.jsonPath) == ["aps.alert.title.loc-key"])
        // An end event's title object that reads nothing needs no arguments.
        let end = localizer.payloadProducer(for: try Self.template("delivery_end")).payload(
            arguments: AlertArguments(body: ["Pizza Place"]), preferredLanguages: ["uk"], options: options)
        #expect(end.diagnostics.isEmpty)
        #expect(String(decoding: end.bytes, as: UTF8.self).contains(#""title":"Доставлено""#))
    }

    @Test func aBroadcastKeepsTheLocKeysAndTextPutInIsAnError() throws {
        let localizer = try PushLocalizer.load(localizations: Self.counts)
        var options = PayloadOptions(bundleID: "com.example.food", pushType: .liveactivity)
        options.channelID = "dHdvLWdvYWxz"
        let producer = localizer.payloadProducer(for: try Self.template("delivery_update"))
        let broadcast = producer.broadcastPayload(options: options)
        #expect(broadcast.diagnostics.isEmpty)
        #expect(String(decoding: broadcast.bytes, as: UTF8.self).contains(#""title":{"loc-key":"DELIVERY_TITLE""#))
        #expect(broadcast.headers.fields.contains { $0.name == "apns-channel-id" && $0.value == "dHdvLWdvYWxz" })
        let putIn = producer.payload(arguments: AlertArguments(title: ["Pizza Place"], body: ["5"]), preferredLanguages: ["ru"], options: options)
        #expect(putIn.diagnostics.map(\.rule) == ["broadcast-localized-text"])
        #expect(putIn.diagnostics.first?.message.contains("loc-key") == true)
        let plain = localizer.payloadProducer(for: try Self.template("score_broadcast")).broadcastPayload(options: options)
        #expect(plain.diagnostics.map { "\($0.rule) \($0.severity)" } == ["broadcast-localized-text warning", "broadcast-localized-text warning"])
    }
}
