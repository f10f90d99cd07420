import PushlocJSON
import PushlocDiagnostics
import PushlocTestSupport
import Testing
@testable import PushlocPayloads

@Suite struct APNsModelTests {
    @Test func typedReadsOfEveryKey() throws {
        let json = #"{"aps":{"alert":{"title":"t","subtitle":"s","body":"b","launch-image":"i","title-loc-key":"T","title-loc-args":["1"],"subtitle-loc-key":"S","subtitle-loc-args":["2"],"loc-key":"B","loc-args":["3",4],"action-loc-key":null,"summary-arg":"sa","summary-arg-count":2},"badge":7,"sound":{"critical":1,"name":"n","volume":0.5},"thread-id":"th","category":"c","content-available":1,"mutable-content":1,"target-content-id":"w","interruption-level":"time-sensitive","relevance-score":0.25,"filter-criteria":"f","timestamp":10,"event":"update","content-state":{"a":1},"stale-date":20,"dismissal-date":30,"attributes-type":"AT","attributes":{"b":2},"acme":"x"},"c":1}"#
        let payload = APNsPayload(json: try #require(parseJSON(json).document).root)
        let aps = payload.aps
        let alert = try #require(aps.alert)
        #expect(alert.title == "t")
        #expect(alert.subtitle == "s")
        #expect(alert.body == "b")
        #expect(alert.launchImage == "i")
        #expect(alert.titleLocKey == "T")
        #expect(alert.titleLocArgs == ["1"])
        #expect(alert.subtitleLocKey == "S")
        #expect(alert.subtitleLocArgs == ["2"])
        #expect(alert.locKey == "B")
        #expect(alert.locArgs == ["3", "4"])
        #expect(alert.actionLocKey == .none)
        #expect(alert.summaryArg == "sa")
        #expect(alert.summaryArgCount == 2)
        #expect(alert.unknownMembers.isEmpty)
        #expect(!alert.isPlainString)
        #expect(aps.badge == 7)
        #expect(aps.sound == .critical(APSCriticalSound(isCritical: true, name: "n", volume: 0.5)))
        #expect(aps.threadID == "th")
        #expect(aps.category == "c")
        #expect(aps.contentAvailable == 1)
        #expect(aps.mutableContent == 1)
        #expect(aps.targetContentID == "w")
        #expect(aps.interruptionLevel == .timeSensitive)
        #expect(aps.relevanceScore == 0.25)
        #expect(aps.filterCriteria == "f")
        #expect(aps.timestamp == 10)
        #expect(aps.event == .update)
        #expect(aps.contentState == ["a": 1])
        #expect(aps.staleDate == 20)
        #expect(aps.dismissalDate == 30)
        #expect(aps.attributesType == "AT")
        #expect(aps.attributes == ["b": 2])
        #expect(aps.unknownMembers == [JSONMember(key: "acme", value: "x")])
        // Reading and writing back keeps every byte.
        #expect(String(decoding: JSONWriter.serialize(payload.json), as: UTF8.self) == json)
    }

    @Test func wrongTypesReadAsNil() {
        let aps = APNsPayload(json: ["aps": ["alert": 5, "badge": "1", "sound": 2, "interruption-level": "loud", "event": "go", "relevance-score": "x"]]).aps
        #expect(aps.alert == nil)
        #expect(aps.badge == nil)
        #expect(aps.sound == nil)
        #expect(aps.interruptionLevel == nil)
        #expect(aps.event == nil)
        #expect(aps.relevanceScore == nil)
        // ...but nothing is lost.
        #expect(aps.object.members.count == 6)
    }

    @Test func settersKeepOrderAndForm() {
        var payload = APNsPayload(json: ["aps": ["alert": "Hi", "sound": "a"], "x": 1])
        #expect(payload.aps.alert?.isPlainString == true)
        payload.aps.badge = 3
        payload.aps.sound = .critical(APSCriticalSound(volume: 0.75))
        payload.aps.interruptionLevel = .critical
        payload.aps.relevanceScore = 0.5
        #expect(String(decoding: JSONWriter.serialize(payload.json), as: UTF8.self)
            == #"{"aps":{"alert":"Hi","sound":{"critical":1,"name":"default","volume":0.75},"badge":3,"interruption-level":"critical","relevance-score":0.5},"x":1}"#)
        var alert = payload.aps.alert ?? APSAlert()
        alert.title = "T"
        alert.actionLocKey = .none
        payload.aps.alert = alert
        payload.aps.badge = nil
        payload.aps.relevanceScore = .nan
        #expect(String(decoding: JSONWriter.serialize(payload.json), as: UTF8.self)
            == #"{"aps":{"alert":{"body":"Hi","title":"T","action-loc-key":null},"sound":{"critical":1,"name":"default","volume":0.75},"interruption-level":"critical"},"x":1}"#)
    }

    @Test func objectSubscriptSetCollapsesDuplicates() {
        var object = JSONObject([JSONMember(key: "a", value: 1), JSONMember(key: "b", value: 2), JSONMember(key: "a", value: 3)])
        object["a"] = 4
        #expect(object.members == [JSONMember(key: "b", value: 2), JSONMember(key: "a", value: 4)])
        object["c"] = 5
        object["b"] = nil
        #expect(object.keys == ["a", "c"])
        #expect(object.contains(key: "c"))
        #expect(!object.isEmpty)
    }

    @Test func payloadFromANonObjectIsEmpty() {
        #expect(APNsPayload(json: [1, 2]) == APNsPayload())
        #expect(APNsPayload(json: ["aps": "x", "k": 1]).aps.object.isEmpty)
    }

    @Test(arguments: [
        ("aps.alert.loc-args[1]", [JSONPath.Component.key("aps"), .key("alert"), .key("loc-args"), .index(1)]),
        ("", []),
        ("[0][1]", [.index(0), .index(1)]),
        (#"["a.b"].c"#, [.key("a.b"), .key("c")]),
        (#"x[""]"#, [.key("x"), .key("")]),
        (#"["q\"\\"]"#, [.key("q\"\\")]),
        ("ключ.é", [.key("ключ"), .key("é")]),
    ])
    func jsonPathsRoundTrip(_ text: String, _ components: [JSONPath.Component]) {
        #expect(JSONPath(text)?.components == components)
        #expect(JSONPath(components: components).description == text)
    }

    @Test(arguments: ["a.", ".a", "a..b", "a[", "a[x]", "a[-1]", "a[+1]", #"a["x"#, "a]b", "a[0]b"])
    func malformedPaths(_ text: String) {
        #expect(JSONPath(text) == nil)
    }
}

@Suite struct APNsHeadersTests {
    @Test func alertHeaders() {
        let headers = APNsHeaders(pushType: .alert, bundleID: "com.example.app", expiration: 0, collapseID: "game-1")
        #expect(headers.priority == 10)
        #expect(headers.topic == "com.example.app")
        #expect(headers.fields.map { "\($0.name): \($0.value)" } == [
            "apns-push-type: alert", "apns-topic: com.example.app", "apns-priority: 10",
            "apns-expiration: 0", "apns-collapse-id: game-1",
        ])
        #expect(String(decoding: JSONWriter.serialize(headers.json), as: UTF8.self)
            == #"{"apns-push-type":"alert","apns-topic":"com.example.app","apns-priority":"10","apns-expiration":"0","apns-collapse-id":"game-1"}"#)
        #expect(headers.validate().isEmpty)
    }

    @Test func backgroundHeaders() {
        let headers = APNsHeaders(pushType: .background, bundleID: "com.example.app")
        #expect(headers.priority == 5)
        #expect(headers.topic == "com.example.app")
        #expect(headers.fields.map(\.name) == ["apns-push-type", "apns-topic", "apns-priority"])
        #expect(headers.validate().isEmpty)
        let urgent = APNsHeaders(pushType: .background, bundleID: "com.example.app", priority: 10)
        #expect(urgent.validate().map(\.rule) == ["priority-background"])
        #expect(urgent.validate().first?.severity == .error)
        #expect(urgent.validate().first?.key == "apns-priority")
    }

    @Test func voipHeaders() {
        let headers = APNsHeaders(pushType: .voip, bundleID: "com.example.app")
        #expect(headers.topic == "com.example.app.voip")
        #expect(headers.priority == 10)
        #expect(APNsHeaders(pushType: .voip, bundleID: "com.example.app.voip").topic == "com.example.app.voip")
        #expect(PayloadBudget.defaultLimit(for: .voip) == 5120)
    }

    @Test func liveActivityHeaders() {
        let headers = APNsHeaders(pushType: .liveactivity, bundleID: "com.example.app", priority: 5)
        #expect(headers.topic == "com.example.app.push-type.liveactivity")
        #expect(headers.priority == 5)
        #expect(headers.validate().isEmpty)
    }

    @Test(arguments: [
        (APNsPushType.alert, "com.x"), (.background, "com.x"), (.mdm, "com.x"), (.voip, "com.x.voip"),
        (.location, "com.x.location-query"), (.complication, "com.x.complication"),
        (.fileprovider, "com.x.pushkit.fileprovider"), (.liveactivity, "com.x.push-type.liveactivity"),
        (.pushtotalk, "com.x.voip-ptt"), (.widgets, "com.x.push-type.widgets"), (.controls, "com.x.push-type.controls"),
    ])
    func topics(_ pushType: APNsPushType, _ topic: String) {
        #expect(APNsHeaders.topic(bundleID: "com.x", pushType: pushType) == topic)
        #expect(PayloadBudget.defaultLimit(for: pushType) == (pushType == .voip ? 5120 : 4096))
    }

    @Test func collapseIDIsAtMost64Bytes() {
        let exact = String(repeating: "é", count: 32)
        #expect(APNsHeaders(pushType: .alert, bundleID: "b", collapseID: exact).validate().isEmpty)
        let over = exact + "x"
        let diagnostics = APNsHeaders(pushType: .alert, bundleID: "b", collapseID: over).validate()
        #expect(diagnostics.map(\.rule) == ["collapse-id-too-long"])
        #expect(diagnostics.first?.message.contains("65 bytes") == true)
    }

    @Test func otherHeaderErrors() {
        #expect(APNsHeaders(pushType: .alert, bundleID: "b", priority: 7).validate().map(\.rule) == ["priority-invalid"])
        #expect(APNsHeaders(pushType: .alert, bundleID: "b", priority: 1).validate().isEmpty)
        #expect(APNsHeaders(pushType: .alert, bundleID: "b", expiration: -1).validate().map(\.rule) == ["expiration-invalid"])
        #expect(APNsHeaders(pushType: .alert, bundleID: "").validate().map(\.rule) == ["topic-missing"])
    }
}
