import PushlocJSON
import PushlocTestSupport
import Testing
@testable import PushlocPayloads

@Suite struct PerLocalePayloadTests {
    private func output(_ template: JSONValue, _ text: LocalizedAlertText) -> String {
        String(decoding: PerLocalePayloadBuilder.bytes(APNsPayload(json: template), text: text), as: UTF8.self)
    }

    @Test func locKeysGoTextComesInOtherKeysKeepTheirOrder() {
        let template: JSONValue = [
            "z": 1,
            "aps": [
                "badge": 1,
                "alert": [
                    "title-loc-key": "T", "title-loc-args": ["a"], "launch-image": "l.png",
                    "subtitle-loc-key": "S", "subtitle-loc-args": ["s"],
                    "loc-key": "B", "loc-args": ["x"], "action-loc-key": "PLAY", "summary-arg": "s",
                ],
                "sound": "default",
                "acme": true,
            ],
            "a": ["k": [1, 2.5, nil]],
        ]
        let text = LocalizedAlertText(title: "Titre", subtitle: "Sous-titre", body: "Corps \"x\" / é")
        #expect(output(template, text)
            == #"{"aps":{"badge":1,"alert":{"title":"Titre","subtitle":"Sous-titre","body":"Corps \"x\" / é","launch-image":"l.png","summary-arg":"s"},"sound":"default","acme":true},"z":1,"a":{"k":[1,2.5,null]}}"#)
    }

    @Test func plainStringAlertStaysAString() {
        #expect(output(["aps": ["alert": "Hi"]], LocalizedAlertText(body: "Salut")) == #"{"aps":{"alert":"Salut"}}"#)
        #expect(output(["aps": ["alert": "Hi"]], LocalizedAlertText(title: "T", body: "Salut"))
            == #"{"aps":{"alert":{"title":"T","body":"Salut"}}}"#)
    }

    @Test func alertIsAddedFirstOrDropped() {
        #expect(output(["aps": ["badge": 2]], LocalizedAlertText(body: "B")) == #"{"aps":{"alert":{"body":"B"},"badge":2}}"#)
        #expect(output(["aps": ["badge": 2]], LocalizedAlertText()) == #"{"aps":{"badge":2}}"#)
        #expect(output(["aps": ["alert": ["loc-key": "K"], "badge": 2]], LocalizedAlertText()) == #"{"aps":{"badge":2}}"#)
    }

    @Test func duplicateKeysCollapseToTheLast() throws {
        let document = try #require(parseJSON(#"{"aps":{"badge":1,"sound":"a","badge":2},"x":1,"y":2,"x":3}"#).document)
        let bytes = PerLocalePayloadBuilder.bytes(APNsPayload(json: document.root), text: LocalizedAlertText())
        #expect(String(decoding: bytes, as: UTF8.self) == #"{"aps":{"sound":"a","badge":2},"y":2,"x":3}"#)
    }

    @Test func manyCustomKeysWithDuplicates() {
        var members = (0..<40).map { JSONMember(key: "k\($0)", value: .number(JSONNumber($0))) }
        members.append(JSONMember(key: "k3", value: "last"))
        let payload = APNsPayload(aps: APSDictionary(), custom: members)
        let json = PerLocalePayloadBuilder.json(payload, text: LocalizedAlertText())
        let object = json.objectValue
        #expect(object?.members.count == 41)
        #expect(object?.members.last == JSONMember(key: "k3", value: "last"))
        #expect(object?.duplicateKeys == [])
    }

    @Test func jsonAndBytesAgree() {
        let payload = APNsPayload(json: ["aps": ["alert": ["loc-key": "K"]], "c": "d"])
        let text = LocalizedAlertText(title: "t", body: "b")
        #expect(JSONWriter.serialize(PerLocalePayloadBuilder.json(payload, text: text)) == PerLocalePayloadBuilder.bytes(payload, text: text))
    }

    @Test func preparedTemplateMatchesTheReferenceBuilderOnRandomShapes() {
        var generator = SeededGenerator(seed: 7)
        let alerts: [JSONValue?] = [
            nil, "plain", 5, [:], ["loc-key": "K"], ["launch-image": "i", "loc-key": "K", "x": [1]],
            ["title": "t", "summary-arg": "s", "action-loc-key": nil, "summary-arg-count": 1],
        ]
        let others: [JSONMember] = [
            JSONMember(key: "badge", value: 1), JSONMember(key: "sound", value: "s"),
            JSONMember(key: "thread-id", value: "t\"q"), JSONMember(key: "badge", value: 2),
            JSONMember(key: "acme", value: ["é": [true, nil]]),
        ]
        let texts: [String?] = [nil, "", "a", "é \"q\" \\ \n", "👩‍👩‍👧‍👦"]
        for _ in 0..<500 {
            var aps: [JSONMember] = []
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                aps.append(others[Int.random(in: 0..<others.count, using: &generator)])
            }
            if let alert = alerts[Int.random(in: 0..<alerts.count, using: &generator)] {
                aps.insert(JSONMember(key: "alert", value: alert), at: Int.random(in: 0...aps.count, using: &generator))
            }
            var custom: [JSONMember] = []
            for index in 0..<Int.random(in: 0...3, using: &generator) {
                custom.append(JSONMember(key: "c\(index % 2)", value: .number(JSONNumber(index))))
            }
            let payload = APNsPayload(aps: APSDictionary(JSONObject(aps)), custom: custom)
            let text = LocalizedAlertText(
                title: texts[Int.random(in: 0..<texts.count, using: &generator)],
                subtitle: texts[Int.random(in: 0..<texts.count, using: &generator)],
                body: texts[Int.random(in: 0..<texts.count, using: &generator)])
            let template = PerLocalePayloadTemplate(payload)
            let expected = PerLocalePayloadBuilder.bytes(payload, text: text)
            let bytes = template.directBytes(text) ?? []
            #expect(bytes == expected, "\(String(decoding: bytes, as: UTF8.self)) vs \(String(decoding: expected, as: UTF8.self))")
            #expect(template.byteCount(text) == expected.count)
            #expect(parseJSON(String(decoding: bytes, as: UTF8.self)).document != nil)
        }
    }
}
