import Foundation
import PushLocalization
import Testing

/// What a server gets from a plain `import PushLocalization` (no internal module imported here): the
/// template parser with located errors, the producer from a localizer, options that name the app, and
/// the aliases of the internal types a server meets.
@Suite struct PublicFaceTests {
    static let hasShippedData = FileManager.default.fileExists(atPath: "Localizations/en.lproj")

    @Test func malformedTemplateTextThrowsALocatedError() {
        #expect(throws: PayloadJSONError.self) { _ = try APNsPayload(jsonText: "{\"aps\": {\"alert\": }", path: "bad.json") }
        do {
            _ = try APNsPayload(jsonText: "{\"aps\":\n  [1,}", path: "bad.json")
            Issue.record("no error")
        } catch {
            let finding: PushDiagnostic? = error.diagnostics.first
            #expect(finding?.location?.file == "bad.json")
            #expect(finding?.location?.line == 2)
            #expect(error.description.hasPrefix("bad.json:2:"))
        }
    }

    @Test func templateBytesAndTextGiveTheSamePayload() throws {
        let text = #"{"aps":{"alert":{"loc-key":"GAME_PLAY_REQUEST_FORMAT","loc-args":["Jenna","Frank"]}},"id":7}"#
        #expect(try APNsPayload(jsonText: text) == APNsPayload(jsonBytes: Array(text.utf8)))
    }

    /// The count call and a Live Activity's alert objects are reachable with the one import.
    @Test(.enabled(if: hasShippedData))
    func countsAndActivityObjectsNeedNoOtherImport() throws {
        let localizer = try PushLocalizer.load(localizations: "Localizations")
        #expect(localizer.localizedString(key: "NO_SUCH_KEY", count: 3, preferredLanguages: ["en"]).found == false)
        var alert = APSAlert()
        alert.titleObject = LiveActivityAlertText(key: "DELIVERY_TITLE", arguments: ["Pizza Place"])
        #expect(alert.titleObject?.arguments == ["Pizza Place"] && alert.title == nil)
        var options = PayloadOptions(bundleID: "com.example.food", pushType: .liveactivity)
        options.channelID = "dHdvLWdvYWxz"
        #expect(options.headers.topic == "com.example.food.push-type.liveactivity")
        #expect(AlertArguments.none.fillsFromTemplateSamples == false && AlertArguments.templateSamples.fillsFromTemplateSamples)
    }

    @Test func optionsNameTheApp() {
        let options = PayloadOptions(bundleID: "com.example.game", pushType: .voip)
        #expect(options.headers.topic == "com.example.game.voip")
        #expect(options.budget.limit == 5120)
        let measuring = PayloadOptions.sizeOnly(maxBytes: 2048)
        #expect(measuring.bundleID.isEmpty && measuring.budget.limit == 2048)
    }

    @Test(.enabled(if: hasShippedData))
    func theProducerComesFromTheLocalizerAndResolvesLikeIt() throws {
        let localizer = try PushLocalizer.load(localizations: "Localizations")
        let template = try APNsPayload(jsonText: #"{"aps":{"alert":{"loc-key":"GAME_PLAY_REQUEST_FORMAT","loc-args":["A","B"]}}}"#)
        let producer = localizer.payloadProducer(for: template)
        #expect(producer.resolve(preferredLanguages: ["fr-CA", "en"]) == localizer.resolve(preferredLanguages: ["fr-CA", "en"]))
        let payload = producer.payload(preferredLanguages: ["de-AT"], options: PayloadOptions(bundleID: "com.example.game"))
        #expect(payload.headers.topic == "com.example.game")
        #expect(!payload.bytes.isEmpty)
        // One label for string and typed arguments.
        let typed = localizer.localizedString(key: "GAME_PLAY_REQUEST_FORMAT", arguments: [FormatArgument.string("A"), .string("B")], preferredLanguages: ["en"])
        let plain = localizer.localizedString(key: "GAME_PLAY_REQUEST_FORMAT", arguments: ["A", "B"], preferredLanguages: ["en"])
        #expect(typed.text == plain.text)
    }

    @Test func aMissingFolderIsAPushBundleLoadError() {
        #expect(throws: PushBundleLoadError.self) { _ = try PushLocalizer.load(localizations: "/nonexistent/Localizations") }
    }
}
