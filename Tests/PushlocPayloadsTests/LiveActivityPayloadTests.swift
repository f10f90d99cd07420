import PushlocDiagnostics
import PushlocFormatString
import Foundation
import PushlocJSON
import PushlocTestSupport
import Testing
@testable import PushlocPayloads

/// Live Activity payloads (ActivityKit's push format): localized `title`/`body` objects and `sound`
/// inside `alert` are valid, read as loc keys by the one reader, and typed; the topic never is a bare suffix.
@Suite struct LiveActivityPayloadTests {
    static let start = #"""
    {"aps":{"timestamp":1767225600,"event":"start","attributes-type":"DeliveryAttributes","attributes":{"id":"A"},
    "content-state":{"minutes":25},"stale-date":1767229200,"relevance-score":75,
    "alert":{"title":{"loc-key":"DELIVERY_TITLE","loc-args":["Pizza Place"]},"body":{"loc-key":"DELIVERY_BODY","loc-args":["25"]},"sound":"chime.aiff"}}}
    """#

    private func findings(_ json: String, pushType: APNsPushType? = .liveactivity) throws -> [String] {
        let document = try #require(parseJSON(json, path: "la.json").document)
        return APNsPayloadValidator.validate(document, path: "la.json", pushType: pushType).map { "\($0.rule) \($0.jsonPath ?? "")" }
    }

    @Test func localizedObjectsAndSoundInsideTheAlertAreValid() throws {
        #expect(try findings(Self.start).isEmpty)
        // A template (push type unknown) with an event is a Live Activity's too.
        #expect(try findings(Self.start, pushType: nil).isEmpty)
        // The same objects in an alert push are not an alert's title.
        let alert = #"{"aps":{"alert":{"title":{"loc-key":"T"}}}}"#
        #expect(try findings(alert, pushType: .alert) == ["aps-type aps.alert.title"])
    }

    @Test func theObjectsAreTyped() throws {
        let bad = #"{"aps":{"timestamp":1,"event":"update","content-state":{},"alert":{"title":{"loc-key":5,"extra":1},"body":{"loc-args":[2]},"sound":7}}}"#
        #expect(try Set(findings(bad)) == [
            "aps-type aps.alert.title.loc-key", "alert-unknown-key aps.alert.title.extra", "loc-args-type aps.alert.body.loc-args[0]",
            "loc-args-without-key aps.alert.body.loc-args", "sound-invalid aps.alert.sound",
        ])
    }

    @Test func eventsAndDatesAreTyped() throws {
        #expect(try findings(#"{"aps":{"timestamp":1,"event":"start","content-state":{}}}"#) == [
            "live-activity-missing-key aps", "live-activity-missing-key aps",
        ])
        #expect(try findings(#"{"aps":{"timestamp":1,"event":"end","dismissal-date":1767231000}}"#).isEmpty)
        #expect(try findings(#"{"aps":{"timestamp":1,"event":"end","dismissal-date":"soon","stale-date":-1,"relevance-score":"high"}}"#) == [
            "aps-type aps.dismissal-date", "aps-type aps.stale-date", "aps-type aps.relevance-score",
        ])
    }

    @Test func theOneReaderNamesTheObjectsKeys() throws {
        let document = try #require(parseJSON(Self.start).document)
        let alert = try #require(APNsPayload(json: document.root).aps.alert)
        #expect(alert.namedStrings.map { "\($0.role.rawValue) \($0.key) \($0.argumentCount)" }
            == ["title.loc-key DELIVERY_TITLE 1", "body.loc-key DELIVERY_BODY 1"])
        #expect(alert.namedStrings.map(\.role.jsonPath) == ["aps.alert.title.loc-key", "aps.alert.body.loc-key"])
        #expect(document.location(of: LocKeyRole.liveActivityTitle.jsonPath) != nil)
        #expect(alert.titleObject == LiveActivityAlertText(key: "DELIVERY_TITLE", arguments: ["Pizza Place"]))
        #expect(alert.title == nil)
    }

    @Test func theTopicIsTheBundleIDsAndNeverABareSuffix() {
        #expect(APNsHeaders.topic(bundleID: "com.example.food", pushType: .liveactivity) == "com.example.food.push-type.liveactivity")
        #expect(APNsHeaders.topic(bundleID: "", pushType: .liveactivity) == "")
        let headers = PayloadOptions.sizeOnly(pushType: .liveactivity).headers
        #expect(!headers.fields.contains { $0.name == "apns-topic" })
        #expect(headers.validate(requiringTopic: true).map(\.rule) == ["topic-missing"])
    }

    @Test func perLocaleTextReplacesTheObjectsAndKeepsTheContentState() throws {
        let document = try #require(parseJSON(Self.start).document)
        let template = PerLocalePayloadTemplate(APNsPayload(json: document.root))
        let strings = ["DELIVERY_TITLE": "%@ is on the way", "DELIVERY_BODY": "Arrives in %@ minutes"]
        let localized = template.localize(lookup: { strings[$0] }, format: { ParsedFormat($0).substituting($1) }, language: "en")
        #expect(localized.text.title == "Pizza Place is on the way")
        #expect(localized.text.body == "Arrives in 25 minutes")
        let bytes = String(decoding: template.bytes(localized.text), as: UTF8.self)
        #expect(bytes.contains(#""alert":{"title":"Pizza Place is on the way","body":"Arrives in 25 minutes","sound":"chime.aiff"}"#))
        #expect(bytes.contains(#""content-state":{"minutes":25}"#))
        // A tight limit shortens the alert's text, never the content state.
        let state = String(repeating: "x", count: 300)
        let big = try #require(parseJSON(Self.start.replacingOccurrences(of: #"{"minutes":25}"#, with: #"{"note":"\#(state)"}"#)).document)
        let fit = PerLocalePayloadTemplate(APNsPayload(json: big.root)).fit(localized.text, budget: PayloadBudget(limit: 560), language: "en")
        #expect(String(decoding: fit.bytes, as: UTF8.self).contains(state))
        #expect(fit.truncated && fit.bytes.count <= 560, "\(fit.bytes.count) \(fit.diagnostics)")
    }
}
