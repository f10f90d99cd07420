@testable import PushlocDevtodev
import PushlocJSON
import Testing
@testable import PushlocPayloads

@Suite struct DevtodevModelTests {
    @Test(arguments: [
        (Int64(0), DevtodevExpiration.relative(seconds: 0)),
        (604_800, .relative(seconds: 604_800)),
        (999_999_999, .relative(seconds: 999_999_999)),
        (1_000_000_000, .absolute(epochSeconds: 1_000_000_000)),
        (1_893_456_000, .absolute(epochSeconds: 1_893_456_000)),
    ])
    func expirationIsToldApartBySize(_ value: Int64, _ expected: DevtodevExpiration) {
        #expect(DevtodevExpiration(seconds: value) == expected)
    }

    @Test func expirationDetails() {
        #expect(DevtodevExpiration(seconds: -1) == nil)
        #expect(DevtodevExpiration.default == .relative(seconds: 604_800))
        #expect(DevtodevExpiration.relative(seconds: 0).isNowOrNever)
        #expect(!DevtodevExpiration.relative(seconds: 1).isNowOrNever)
        #expect(DevtodevExpiration.relative(seconds: 60).expirationTime(sendingAt: 1_700_000_000) == 1_700_000_060)
        #expect(DevtodevExpiration.absolute(epochSeconds: 1_800_000_000).expirationTime(sendingAt: 1_700_000_000) == 1_800_000_000)
        #expect(DevtodevExpiration.relative(seconds: 999_999_999).expirationTime(sendingAt: .max) == .max)
    }

    @Test func options() throws {
        let message = try #require(DevtodevMessage(json: ["payload": [:], "options": ["hidden": true, "priority": "high", "expire": 86400, "collapse_key": "k", "sandbox": true]]))
        #expect(message.options.hidden)
        #expect(message.options.sandbox)
        #expect(message.options.priority == .high)
        #expect(message.options.expire == .relative(seconds: 86400))
        #expect(message.options.collapseKey == "k")
        let plain = try #require(DevtodevMessage(json: ["payload": [:]]))
        #expect(!plain.options.hidden)
        #expect(plain.options.priority == nil)
        #expect(plain.options.expire == .default)
        let bad = try #require(DevtodevMessage(json: ["payload": [:], "options": ["expire": -5]]))
        #expect(bad.options.expire == nil)
    }

    @Test func forms() throws {
        let request = try #require(DevtodevMessage(json: ["audience": [["userId": "u"], "x"], "ios": ["payload": ["text": "t"]], "name": "n"]))
        #expect(request.form == .requestBody)
        #expect(request.payloadPath.description == "ios.payload")
        #expect(request.payload.text == "t")
        #expect(request.audience.map(\.userId) == ["u"])
        let bare = try #require(DevtodevMessage(json: ["payload": ["text": "t"]]))
        #expect(bare.form == .iosMessage)
        #expect(bare.payloadPath.description == "payload")
        #expect(DevtodevMessage(json: ["ios": "x"]) == nil)
        #expect(DevtodevMessage(json: ["android": [:]]) == nil)
        #expect(DevtodevMessage(json: [1]) == nil)
    }

    @Test func replacingThePayloadKeepsEverythingElseInPlace() throws {
        var message = try #require(DevtodevMessage(json: ["name": "n", "ios": ["options": ["priority": "normal"], "payload": ["text": "a"], "x": 1], "audience": []]))
        var payload = message.payload
        payload.text = "b"
        message.payload = payload
        #expect(message.json == ["name": "n", "ios": ["options": ["priority": "normal"], "payload": ["text": "b"], "x": 1], "audience": []])
        var bare = try #require(DevtodevMessage(json: ["options": [:], "payload": ["title": "a"]]))
        var barePayload = bare.payload
        barePayload.title = nil
        bare.payload = barePayload
        #expect(bare.json == ["options": [:], "payload": [:]])
    }

    @Test func payloadReads() throws {
        let message = try #require(DevtodevMessage(json: ["payload": [
            "title": "T", "title-loc-key": "TK", "title-loc-args": ["a", 5], "loc-key": "K", "loc-args": ["b"],
            "action-loc-key": "A", "launch-image": "L", "data": ["k": 1], "badge": 3, "sound": "default",
            "attachment": ["type": "image", "url": "https://x.y/z.png"], "action": ["deeplink": "a://b"],
            "interactive": ["template": "dtd_yes.open_no.dismiss", "buttons": [["id": "yes", "action": ["url": "u"]], ["id": 1], ["id": "no"]]],
        ]]))
        let payload = message.payload
        #expect(payload.title == "T")
        #expect(payload.titleLocKey == "TK")
        #expect(payload.titleLocArgs == ["a", "5"])
        #expect(payload.locKey == "K")
        #expect(payload.locArgs == ["b"])
        #expect(payload.actionLocKey == "A")
        #expect(payload.launchImage == "L")
        #expect(payload.data == ["k": 1])
        #expect(payload.badge == 3)
        #expect(payload.sound == "default")
        #expect(payload.attachment == DevtodevAttachment(type: "image", url: "https://x.y/z.png"))
        #expect(payload.attachment?.kind == .image)
        #expect(payload.attachment?.hasSecureURL == true)
        #expect(payload.action == .deeplink("a://b"))
        #expect(payload.interactive == DevtodevInteractive(template: "dtd_yes.open_no.dismiss", buttons: [
            .init(id: "yes", action: .url("u")), .init(id: "no"),
        ]))
    }

    static let actionCases: [(JSONValue, DevtodevAction?)] = [
        (["deeplink": "a://b"], .deeplink("a://b")),
        (["url": "https://x"], .url("https://x")),
        (["share": "Hi"], .share("Hi")),
        ([:], nil),
        (["url": "x", "share": "y"], nil),
        (["url": 5], nil),
        ("a://b", nil),
    ]

    @Test(arguments: actionCases)
    func actions(_ json: JSONValue, _ expected: DevtodevAction?) {
        #expect(DevtodevAction(json: json) == expected)
        if let expected { #expect(DevtodevAction(json: expected.json) == expected) }
    }

    @Test(arguments: [
        ("https://cdn.example.com/a.jpg", true),
        ("HTTPS://cdn.example.com/a.jpg", true),
        ("https://h", true),
        ("http://cdn.example.com/a.jpg", false),
        ("https://", false),
        ("https:///path", false),
        ("https://a b/c", false),
        ("ftp://x", false),
        ("//cdn.example.com/a.jpg", false),
        ("", false),
    ])
    func secureURLs(_ url: String, _ secure: Bool) {
        #expect(DevtodevAttachment.isSecureURL(url) == secure)
    }

    @Test func targets() {
        let target = DevtodevTarget(["userId": "u", "token": "t", "devtodevId": 5, "idfa": "a"])
        #expect(target.identifierKeys == ["token", "idfa", "userId", "devtodevId"])
        #expect(target.ignoredIdentifierKeys == ["idfa", "userId", "devtodevId"])
        #expect(target.token == "t")
        #expect(target.devtodevId == 5)
        #expect(DevtodevTarget(["idfv": "v"]).ignoredIdentifierKeys.isEmpty)
    }

    @Test(arguments: [
        ("plain", "plain"),
        ("say \"hi\"\\", #"say \"hi\"\\"#),
        ("a\nb\tc", #"a\nb\tc"#),
        ("اشتراک\u{200C}گذاری", "اشتراک\\u{200C}گذاری"),
        ("Je n’aime pas", "Je n’aime pas"),
        ("20\u{202F}%", "20\\u{202F}%"),
        ("\u{7}", "\\u{7}"),
    ])
    func generatorWritesSwiftLiterals(_ text: String, _ body: String) {
        #expect(EmbeddedButtonDataGenerator.literal(text) == "\"\(body)\"")
    }

    @Test func generatorIsDeterministicAndSorted() {
        let source = EmbeddedButtonDataGenerator.source(
            labels: [(language: "fr", entries: [(key: "yes", value: "Oui")]), (language: "de", entries: [])],
            buttonIDs: ["yes"], templates: [], developmentLanguage: "en")
        #expect(source.contains("        \"de\": [:],\n        \"fr\": [\n            \"yes\": \"Oui\",\n        ],\n"))
        #expect(source.contains("public static let developmentLanguage = \"en\""))
        #expect(source == EmbeddedButtonDataGenerator.source(
            labels: [(language: "de", entries: []), (language: "fr", entries: [(key: "yes", value: "Oui")])],
            buttonIDs: ["yes"], templates: [], developmentLanguage: "en"))
    }
}
