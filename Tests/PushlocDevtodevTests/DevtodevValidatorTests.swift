@testable import PushlocDevtodev
import PushlocJSON
import PushlocRules
import PushlocDiagnostics
import PushlocTestSupport
import Testing
@testable import PushlocPayloads

/// The findings of devtodev cases have the same shape as the APNs validator's.
typealias DevtodevFinding = ExpectedFinding

/// A message, the `now` to validate at, and every finding expected (none for a good case).
struct DevtodevCase: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    let now: Int64?
    let expected: [DevtodevFinding]

    init(_ name: String, _ json: String, now: Int64? = nil, _ expected: DevtodevFinding...) {
        self.name = name
        self.json = json
        self.now = now
        self.expected = expected
    }

    var testDescription: String { name }
}

private typealias F = DevtodevFinding

/// A bare iOS message with this payload body (and options body), over several lines.
private func bare(_ payload: String, options: String? = nil) -> String {
    var text = "{\n  \"payload\": {\n    \(payload)\n  }"
    if let options { text += ",\n  \"options\": {\n    \(options)\n  }" }
    return text + "\n}"
}

/// A request body with this audience and a minimal valid iOS message.
private func request(audience: String) -> String {
    "{\n  \"audience\": \(audience),\n  \"ios\": {\"payload\": {\"text\": \"Hi\"}}\n}"
}

@Suite struct DevtodevValidatorTests {
    static let now: Int64 = 1_750_000_000

    static let shape: [DevtodevCase] = [
        DevtodevCase("root is not an object", "[1]", F(RuleDescription.devtodevShape.id, .error, "", at: "[")),
        DevtodevCase("neither ios nor payload", "{\n  \"android\": {}\n}", F(RuleDescription.devtodevShape.id, .error, "", at: "{")),
        DevtodevCase("ios is not an object", #"{"ios": 5}"#, F(RuleDescription.devtodevShape.id, .error, "ios", at: "5")),
        DevtodevCase("ios without payload", #"{"ios": {"options": {}}}"#, F(RuleDescription.devtodevShape.id, .error, "ios", at: #"{"options""#)),
        DevtodevCase("payload is not an object", #"{"payload": []}"#, F(RuleDescription.devtodevShape.id, .error, "payload", at: "[]")),
        DevtodevCase("options is not an object", #"{"payload": {"text": "t"}, "options": 1}"#, F(RuleDescription.devtodevShape.id, .error, "options", at: "1")),
        DevtodevCase("audience is not an array", request(audience: #"{"userId": "u"}"#), F(RuleDescription.devtodevShape.id, .error, "audience", at: #"{"userId""#)),
        DevtodevCase("audience is empty", request(audience: "[]"), F(RuleDescription.devtodevShape.id, .error, "audience", at: "[]")),
        DevtodevCase("audience element is not an object", request(audience: #"["u1"]"#), F(RuleDescription.devtodevShape.id, .error, "audience[0]", at: #""u1""#)),
        DevtodevCase("unknown key in the iOS message", "{\"ios\": {\"payload\": {\"text\": \"t\"},\n \"extra\": 1}}",
                     F(RuleDescription.devtodevUnknownKey.id, .warning, "ios.extra", at: #""extra""#)),
    ]

    static let targeting: [DevtodevCase] = [
        DevtodevCase("target without identifier", request(audience: "[{}]"), F(RuleDescription.devtodevTargetMissing.id, .error, "audience[0]", at: "{}")),
        DevtodevCase("token and other identifiers", request(audience: "[\n    {\"token\": \"abc\", \"userId\": \"u\", \"idfa\": \"A\"}\n  ]"),
                     F(RuleDescription.devtodevTokenOverrides.id, .warning, "audience[0].userId", at: #""userId""#),
                     F(RuleDescription.devtodevTokenOverrides.id, .warning, "audience[0].idfa", at: #""idfa""#)),
        DevtodevCase("identifier types", request(audience: #"[{"devtodevId": "12"}, {"idfa": 5}, {"userId": ""}]"#),
                     F(RuleDescription.devtodevType.id, .error, "audience[0].devtodevId", at: #""12""#),
                     F(RuleDescription.devtodevType.id, .error, "audience[1].idfa", at: "5"),
                     F(RuleDescription.devtodevType.id, .error, "audience[2].userId", at: #""""#)),
        DevtodevCase("unknown targeting key", request(audience: #"[{"userId": "u", "email": "a@b"}]"#),
                     F(RuleDescription.devtodevUnknownKey.id, .warning, "audience[0].email", at: #""email""#)),
    ]

    static let content: [DevtodevCase] = [
        DevtodevCase("text missing", bare(#""title": "T""#), F(RuleDescription.devtodevTextMissing.id, .error, "payload", at: "{", occurrence: 2)),
        DevtodevCase("body instead of text", bare(#""body": "B""#),
                     F(RuleDescription.devtodevUnknownKey.id, .warning, "payload.body", at: #""body""#),
                     F(RuleDescription.devtodevTextMissing.id, .error, "payload", at: "{", occurrence: 2)),
        DevtodevCase("text and loc-key", bare(#""text": "T", "loc-key": "K""#), F(RuleDescription.devtodevPlainAndLocKey.id, .warning, "payload.loc-key", at: #""loc-key""#)),
        DevtodevCase("title and title-loc-key", bare(#""text": "T", "title": "A", "title-loc-key": "K""#),
                     F(RuleDescription.devtodevPlainAndLocKey.id, .warning, "payload.title-loc-key", at: #""title-loc-key""#)),
        DevtodevCase("loc-args not an array", bare(#""loc-key": "K", "loc-args": "a""#), F(RuleDescription.devtodevLocArgsType.id, .error, "payload.loc-args", at: #""a""#)),
        DevtodevCase("loc-args with a number and a null", bare("\"loc-key\": \"K\",\n    \"loc-args\": [\"a\", 7, null]"),
                     F(RuleDescription.devtodevLocArgsType.id, .error, "payload.loc-args[1]", at: "7"),
                     F(RuleDescription.devtodevLocArgsType.id, .error, "payload.loc-args[2]", at: "null")),
        DevtodevCase("title-loc-args with a Boolean", bare(#""text": "t", "title-loc-key": "K", "title-loc-args": [true]"#),
                     F(RuleDescription.devtodevLocArgsType.id, .error, "payload.title-loc-args[0]", at: "true")),
        DevtodevCase("loc-args without loc-key", bare(#""text": "t", "loc-args": ["a"]"#), F(RuleDescription.devtodevLocArgsWithoutKey.id, .error, "payload.loc-args", at: #""loc-args""#)),
        DevtodevCase("title-loc-args without title-loc-key", bare(#""text": "t", "title-loc-args": ["a"]"#),
                     F(RuleDescription.devtodevLocArgsWithoutKey.id, .error, "payload.title-loc-args", at: #""title-loc-args""#)),
        DevtodevCase("hidden message with text and badge", bare(#""text": "t", "data": {"k": 1}, "badge": 2"#, options: #""hidden": true"#),
                     F(RuleDescription.devtodevHiddenPayload.id, .error, "payload.text", at: #""text""#),
                     F(RuleDescription.devtodevHiddenPayload.id, .error, "payload.badge", at: #""badge""#)),
        DevtodevCase("hidden message with priority high", bare(#""data": {"k": 1}"#, options: #""hidden": true, "priority": "high""#),
                     F(RuleDescription.devtodevHiddenPriority.id, .error, "options.priority", at: #""high""#)),
    ]

    static let types: [DevtodevCase] = [
        DevtodevCase("badge negative", bare(#""text": "t", "badge": -1"#), F(RuleDescription.devtodevType.id, .error, "payload.badge", at: "-1")),
        DevtodevCase("badge fraction", bare(#""text": "t", "badge": 1.5"#), F(RuleDescription.devtodevType.id, .error, "payload.badge", at: "1.5")),
        DevtodevCase("badge string", bare(#""text": "t", "badge": "1""#), F(RuleDescription.devtodevType.id, .error, "payload.badge", at: #""1""#)),
        DevtodevCase("sound not a string", bare(#""text": "t", "sound": {"name": "x"}"#), F(RuleDescription.devtodevType.id, .error, "payload.sound", at: #"{"name""#)),
        DevtodevCase("data not an object", bare(#""text": "t", "data": [1]"#), F(RuleDescription.devtodevType.id, .error, "payload.data", at: "[1]")),
        DevtodevCase("title not a string", bare(#""text": "t", "title": 5"#), F(RuleDescription.devtodevType.id, .error, "payload.title", at: "5")),
        DevtodevCase("text not a string", bare(#""text": null"#), F(RuleDescription.devtodevType.id, .error, "payload.text", at: "null")),
        DevtodevCase("loc-key not a string", bare(#""loc-key": 3"#), F(RuleDescription.devtodevType.id, .error, "payload.loc-key", at: "3")),
        DevtodevCase("action-loc-key not a string", bare(#""text": "t", "action-loc-key": 5"#), F(RuleDescription.devtodevType.id, .error, "payload.action-loc-key", at: "5")),
        DevtodevCase("launch-image not a string", bare(#""text": "t", "launch-image": false"#), F(RuleDescription.devtodevType.id, .error, "payload.launch-image", at: "false")),
        DevtodevCase("sandbox and hidden not Booleans", bare(#""text": "t""#, options: #""sandbox": "yes", "hidden": 1"#),
                     F(RuleDescription.devtodevType.id, .error, "options.sandbox", at: #""yes""#),
                     F(RuleDescription.devtodevType.id, .error, "options.hidden", at: "1")),
        DevtodevCase("unknown options key", bare(#""text": "t""#, options: #""ttl": 60"#), F(RuleDescription.devtodevUnknownKey.id, .warning, "options.ttl", at: #""ttl""#)),
    ]

    static let options: [DevtodevCase] = [
        DevtodevCase("priority unknown", bare(#""text": "t""#, options: #""priority": "urgent""#), F(RuleDescription.devtodevPriorityInvalid.id, .error, "options.priority", at: #""urgent""#)),
        DevtodevCase("priority not a string", bare(#""text": "t""#, options: #""priority": 10"#), F(RuleDescription.devtodevType.id, .error, "options.priority", at: "10")),
        DevtodevCase("expire negative", bare(#""text": "t""#, options: #""expire": -1"#), F(RuleDescription.devtodevExpireInvalid.id, .error, "options.expire", at: "-1")),
        DevtodevCase("expire fraction", bare(#""text": "t""#, options: #""expire": 1.5"#), F(RuleDescription.devtodevExpireInvalid.id, .error, "options.expire", at: "1.5")),
        DevtodevCase("expire string", bare(#""text": "t""#, options: #""expire": "3600""#), F(RuleDescription.devtodevType.id, .error, "options.expire", at: #""3600""#)),
        DevtodevCase("expire epoch in the past", bare(#""text": "t""#, options: #""expire": 1700000000"#), now: now,
                     F(RuleDescription.devtodevExpirePast.id, .warning, "options.expire", at: "1700000000")),
        DevtodevCase("expire epoch exactly at the threshold is an epoch", bare(#""text": "t""#, options: #""expire": 1000000000"#), now: now,
                     F(RuleDescription.devtodevExpirePast.id, .warning, "options.expire", at: "1000000000")),
        DevtodevCase("collapse_key over 64 bytes", bare(#""text": "t""#, options: "\"collapse_key\": \"\(String(repeating: "k", count: 65))\""),
                     F(RuleDescription.devtodevCollapseKeyTooLong.id, .error, "options.collapse_key", at: "\"kkk")),
        DevtodevCase("collapse_key of 33 two-byte characters", bare(#""text": "t""#, options: "\"collapse_key\": \"\(String(repeating: "é", count: 33))\""),
                     F(RuleDescription.devtodevCollapseKeyTooLong.id, .error, "options.collapse_key", at: "\"éé")),
        DevtodevCase("collapse_key not a string", bare(#""text": "t""#, options: #""collapse_key": 1"#), F(RuleDescription.devtodevType.id, .error, "options.collapse_key", at: "1")),
    ]

    static let media: [DevtodevCase] = [
        DevtodevCase("attachment type unknown", bare(#""text": "t", "attachment": {"type": "gif", "url": "https://a.b/c.gif"}"#),
                     F(RuleDescription.devtodevAttachmentType.id, .error, "payload.attachment.type", at: #""gif""#)),
        DevtodevCase("attachment without type and url", bare(#""text": "t", "attachment": {}"#),
                     F(RuleDescription.devtodevAttachmentType.id, .error, "payload.attachment", at: "{}"),
                     F(RuleDescription.devtodevAttachmentUrl.id, .error, "payload.attachment", at: "{}")),
        DevtodevCase("attachment over http", bare(#""text": "t", "attachment": {"type": "image", "url": "http://a.b/c.png"}"#),
                     F(RuleDescription.devtodevAttachmentUrl.id, .error, "payload.attachment.url", at: #""http:"#)),
        DevtodevCase("attachment url without host", bare(#""text": "t", "attachment": {"type": "video", "url": "https:///x.mp4"}"#),
                     F(RuleDescription.devtodevAttachmentUrl.id, .error, "payload.attachment.url", at: #""https:"#)),
        DevtodevCase("attachment not an object", bare(#""text": "t", "attachment": "https://a.b/c.png""#),
                     F(RuleDescription.devtodevType.id, .error, "payload.attachment", at: #""https:"#)),
        DevtodevCase("attachment unknown key", bare(#""text": "t", "attachment": {"type": "audio", "url": "https://a.b/c.m4a", "size": 1}"#),
                     F(RuleDescription.devtodevUnknownKey.id, .warning, "payload.attachment.size", at: #""size""#)),
        DevtodevCase("action without a kind", bare(#""text": "t", "action": {}"#), F(RuleDescription.devtodevActionInvalid.id, .error, "payload.action", at: "{}")),
        DevtodevCase("action with two kinds", bare(#""text": "t", "action": {"url": "https://a.b", "share": "x"}"#),
                     F(RuleDescription.devtodevActionInvalid.id, .error, "payload.action.share", at: #""share""#)),
        DevtodevCase("action with a misspelt kind", bare(#""text": "t", "action": {"link": "x://y"}"#),
                     F(RuleDescription.devtodevUnknownKey.id, .warning, "payload.action.link", at: #""link""#),
                     F(RuleDescription.devtodevActionInvalid.id, .error, "payload.action", at: #"{"link""#)),
        DevtodevCase("action value not a string", bare(#""text": "t", "action": {"deeplink": 5}"#), F(RuleDescription.devtodevType.id, .error, "payload.action.deeplink", at: "5")),
        DevtodevCase("action not an object", bare(#""text": "t", "action": "x://y""#), F(RuleDescription.devtodevType.id, .error, "payload.action", at: #""x://y""#)),
    ]

    static let interactive: [DevtodevCase] = [
        DevtodevCase("unknown template", bare(#""text": "t", "interactive": {"template": "dtd_maybe.open"}"#),
                     F(RuleDescription.devtodevUnknownTemplate.id, .error, "payload.interactive.template", at: #""dtd_maybe.open""#)),
        DevtodevCase("interactive without template", bare(#""text": "t", "interactive": {"buttons": []}"#),
                     F(RuleDescription.devtodevUnknownTemplate.id, .error, "payload.interactive", at: #"{"buttons""#)),
        DevtodevCase("template not a string", bare(#""text": "t", "interactive": {"template": 1}"#), F(RuleDescription.devtodevType.id, .error, "payload.interactive.template", at: "1")),
        DevtodevCase("interactive not an object", bare(#""text": "t", "interactive": []"#), F(RuleDescription.devtodevType.id, .error, "payload.interactive", at: "[]")),
        DevtodevCase("buttons not an array", bare(#""text": "t", "interactive": {"template": "dtd_yes.open_no.dismiss", "buttons": {}}"#),
                     F(RuleDescription.devtodevType.id, .error, "payload.interactive.buttons", at: "{}")),
        DevtodevCase("button not in the template",
                     bare("\"text\": \"t\",\n    \"interactive\": {\"template\": \"dtd_yes.open_no.dismiss\",\n      \"buttons\": [{\"id\": \"accept\"}]}"),
                     F(RuleDescription.devtodevUnknownButton.id, .error, "payload.interactive.buttons[0].id", at: #""accept""#)),
        DevtodevCase("button without id", bare(#""text": "t", "interactive": {"template": "dtd_yes.open_no.dismiss", "buttons": [{"action": {"url": "x"}}]}"#),
                     F(RuleDescription.devtodevUnknownButton.id, .error, "payload.interactive.buttons[0]", at: #"{"action""#)),
        DevtodevCase("button id not a string", bare(#""text": "t", "interactive": {"template": "dtd_yes.open_no.dismiss", "buttons": [{"id": 1}]}"#),
                     F(RuleDescription.devtodevType.id, .error, "payload.interactive.buttons[0].id", at: "1}")),
        DevtodevCase("button not an object", bare(#""text": "t", "interactive": {"template": "dtd_yes.open_no.dismiss", "buttons": ["yes"]}"#),
                     F(RuleDescription.devtodevType.id, .error, "payload.interactive.buttons[0]", at: #""yes""#)),
        DevtodevCase("button listed twice", bare(#""text": "t", "interactive": {"template": "dtd_yes.open_no.dismiss", "buttons": [{"id": "yes"}, {"id": "yes"}]}"#),
                     F(RuleDescription.devtodevDuplicateButton.id, .warning, "payload.interactive.buttons[1].id", at: #""yes""#, occurrence: 2)),
        DevtodevCase("action on a dismissing button",
                     bare("\"text\": \"t\", \"interactive\": {\"template\": \"dtd_yes.open_no.dismiss\",\n      \"buttons\": [{\"id\": \"no\", \"action\": {\"url\": \"https://a.b\"}}]}"),
                     F(RuleDescription.devtodevButtonAction.id, .error, "payload.interactive.buttons[0].action", at: #""action""#)),
        DevtodevCase("action on a button of a template where none opens the app",
                     bare(#""text": "t", "interactive": {"template": "dtd_yes.dismiss_no.dismiss", "buttons": [{"id": "yes", "action": {"deeplink": "a://b"}}]}"#),
                     F(RuleDescription.devtodevButtonAction.id, .error, "payload.interactive.buttons[0].action", at: #""action""#)),
        DevtodevCase("bad action on a button", bare(#""text": "t", "interactive": {"template": "dtd_yes.open_no.dismiss", "buttons": [{"id": "yes", "action": {}}]}"#),
                     F(RuleDescription.devtodevActionInvalid.id, .error, "payload.interactive.buttons[0].action", at: "{}")),
        DevtodevCase("unknown keys in interactive and a button",
                     bare(#""text": "t", "interactive": {"template": "dtd_yes.open_no.dismiss", "style": 1, "buttons": [{"id": "yes", "label": "Y"}]}"#),
                     F(RuleDescription.devtodevUnknownKey.id, .warning, "payload.interactive.style", at: #""style""#),
                     F(RuleDescription.devtodevUnknownKey.id, .warning, "payload.interactive.buttons[0].label", at: #""label""#)),
    ]

    static let good: [DevtodevCase] = [
        DevtodevCase("plain text", bare(#""text": "Hello""#)),
        DevtodevCase("loc-key stands in for text", bare(#""title-loc-key": "T", "loc-key": "K", "loc-args": ["a", "b"]"#)),
        DevtodevCase("everything", bare(
            #""title": "T", "text": "Hi", "launch-image": "L", "action-loc-key": null, "data": {"a": [1, {"b": null}]}, "badge": 0, "sound": "default", "attachment": {"type": "video", "url": "HTTPS://cdn.example.com/v.mp4"}, "action": {"share": "Look"}, "interactive": {"template": "dtd_like.open_dislike.open", "buttons": [{"id": "like", "action": {"url": "x://like"}}, {"id": "dislike", "action": {"deeplink": "x://dislike"}}]}"#,
            options: #""sandbox": true, "hidden": false, "priority": "high", "expire": 0, "collapse_key": "\#(String(repeating: "é", count: 32))""#)),
        DevtodevCase("hidden with data only", bare(#""data": {"sync": true}"#, options: #""hidden": true, "priority": "normal""#)),
        DevtodevCase("hidden with an empty payload", bare("", options: #""hidden": true"#)),
        DevtodevCase("relative expire below the threshold", bare(#""text": "t""#, options: #""expire": 999999999"#), now: now),
        DevtodevCase("epoch expire in the future", bare(#""text": "t""#, options: #""expire": 1893456000"#), now: now),
        DevtodevCase("past epoch without now", bare(#""text": "t""#, options: #""expire": 1700000000"#)),
        DevtodevCase("request with other fields passed through", #"{"audience": [{"token": "abc"}], "ios": {"payload": {"text": "t"}}, "android": {"x": 1}, "name": "c"}"#),
        DevtodevCase("every identifier type", request(audience: #"[{"idfa": "A"}, {"idfv": "V"}, {"userId": "U"}, {"devtodevId": 7}]"#)),
        DevtodevCase("a button without action on a dismissing button", bare(#""text": "t", "interactive": {"template": "dtd_accept.open_decline.dismiss", "buttons": [{"id": "decline"}]}"#)),
    ]

    @Test(arguments: shape + targeting + content + types + options + media + interactive + good)
    func validation(_ testCase: DevtodevCase) throws {
        let result = parseJSON(testCase.json, path: "m.json")
        let document = try #require(result.document, "\(result.diagnostics)")
        let diagnostics = DevtodevMessageValidator.validate(document, path: "m.json", templates: EmbeddedButtonData.templates, now: testCase.now)
        #expect(diagnostics.map(\.summary) == testCase.expected.map { $0.summary(in: testCase.json) })
        for diagnostic in diagnostics {
            #expect(diagnostic.location?.file == "m.json")
            #expect(!diagnostic.message.isEmpty)
            #expect(Self.devtodevRules.contains(diagnostic.rule))
        }
    }

    /// The rules of devtodev messages and button templates.
    static let devtodevRules = RuleRegistry.ids.filter { $0.hasPrefix("devtodev-") || $0.hasPrefix("button-template-") }
        .union([RuleDescription.locKeyNotFound.id])

    /// Every rule the validator can report is exercised by a bad case above.
    @Test func everyValidatorRuleHasABadCase() {
        let cases = Self.shape + Self.targeting + Self.content + Self.types + Self.options + Self.media + Self.interactive
        let covered = Set(cases.flatMap { $0.expected.map(\.rule) })
        let notValidator: Set<String> = [RuleDescription.devtodevSize.id, RuleDescription.locKeyNotFound.id, RuleDescription.buttonTemplateInvalid.id, RuleDescription.buttonTemplateDuplicate.id, RuleDescription.buttonTemplateNaming.id]
        #expect(Self.devtodevRules.subtracting(notValidator).subtracting(covered).isEmpty)
    }

    @Test func locationIsTheDocumentsOwnLookup() throws {
        let json = "{\n  \"payload\": {\n    \"loc-key\": \"K\",\n    \"loc-args\": [\"a\", 2]\n  }\n}"
        let document = try #require(parseJSON(json).document)
        let diagnostics = DevtodevMessageValidator.validate(document, path: "t.json", templates: [])
        #expect(diagnostics.map(\.summary) == ["devtodev-loc-args-type error payload.loc-args[1] 4:23"])
        #expect(diagnostics.first?.location == document.location(of: "payload.loc-args[1]"))
        #expect(diagnostics.first?.message.contains(#"(write "2")"#) == true)
    }

    @Test func withoutTemplatesEveryTemplateIsUnknown() throws {
        let json = bare(#""text": "t", "interactive": {"template": "dtd_yes.open_no.dismiss"}"#)
        let document = try #require(parseJSON(json).document)
        let diagnostics = DevtodevMessageValidator.validate(document, path: "t.json", templates: [])
        #expect(diagnostics.map(\.rule) == [RuleDescription.devtodevUnknownTemplate.id])
    }

    @Test func shippedSampleMessagesAreClean() throws {
        for name in ["flash_sale", "game_invite"] {
            let (bytes, path) = try DevtodevRepository.bytes("templates/devtodev/messages/\(name).json")
            let result = JSONParser.parse(bytes, path: path)
            let document = try #require(result.document)
            #expect(result.diagnostics.isEmpty)
            let diagnostics = DevtodevMessageValidator.validate(document, path: path, templates: EmbeddedButtonData.templates, now: Self.now)
            #expect(diagnostics.isEmpty, "\(name): \(diagnostics.map(\.summary))")
        }
    }
}
