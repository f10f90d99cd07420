@testable import PushlocDevtodev
import PushlocJSON
import Testing
@testable import PushlocPayloads
import PushlocRules

@Suite struct DevtodevPayloadEstimateTests {
    @Test func modelOfAFullMessage() throws {
        let message = try #require(DevtodevMessage(json: ["ios": [
            "payload": [
                "interactive": ["template": "dtd_yes.open_no.dismiss", "buttons": [["id": "yes", "action": ["url": "u"]]]],
                "text": "Hi", "title": "T", "badge": 2, "sound": "default", "data": ["campaign": "c", "n": 1],
                "attachment": ["type": "image", "url": "https://x.y/p.png"], "action": ["deeplink": "a://b"],
                "loc-key": "K",
            ],
            "options": ["priority": "high"],
        ]]))
        let model = DevtodevPayloadEstimate.model(of: message)
        #expect(String(decoding: JSONWriter.serialize(model), as: UTF8.self)
            == #"{"aps":{"alert":{"title":"T","body":"Hi","loc-key":"K"},"badge":2,"sound":"default","category":"dtd_yes.open_no.dismiss","mutable-content":1},"campaign":"c","n":1,"_dtd":{"attachment":{"type":"image","url":"https://x.y/p.png"},"action":{"deeplink":"a://b"},"buttons":[{"id":"yes","action":{"url":"u"}}]}}"#)
        #expect(DevtodevPayloadEstimate.bytes(of: message) == JSONWriter.serialize(model).count + DevtodevPayloadEstimate.reserveBytes)
    }

    @Test func modelOfAHiddenMessage() throws {
        let message = try #require(DevtodevMessage(json: ["payload": ["data": ["sync": true], "text": "ignored"], "options": ["hidden": true]]))
        #expect(String(decoding: JSONWriter.serialize(DevtodevPayloadEstimate.model(of: message)), as: UTF8.self)
            == #"{"aps":{"content-available":1},"sync":true}"#)
    }

    @Test func modelOfAnEmptyMessage() throws {
        let message = try #require(DevtodevMessage(json: ["payload": [:]]))
        #expect(DevtodevPayloadEstimate.bytes(of: message) == #"{"aps":{}}"#.utf8.count + DevtodevPayloadEstimate.reserveBytes)
    }

    @Test(arguments: [
        (3686, nil),
        (3687, "within 10%"),
        (4096, "within 10%"),
        (4097, "over the APNs limit"),
        (100_000, "over the APNs limit"),
        (0, nil),
    ] as [(Int, String?)])
    func sizeWarningThreshold(_ bytes: Int, _ phrase: String?) {
        let warning = DevtodevPayloadEstimate.check(bytes: bytes, language: "fr", jsonPath: "ios.payload")
        #expect(warning.map { $0.message.contains(phrase ?? "-") } == phrase.map { _ in true })
        if let warning {
            #expect(warning.rule == RuleDescription.devtodevSize.id)
            #expect(warning.severity == .warning)
            #expect(warning.language == "fr")
            #expect(warning.jsonPath == "ios.payload")
        }
    }
}
