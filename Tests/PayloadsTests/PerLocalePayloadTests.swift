import Testing
@testable import Payloads

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
        let document = try #require(parse(#"{"aps":{"badge":1,"sound":"a","badge":2},"x":1,"y":2,"x":3}"#).document)
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
}
