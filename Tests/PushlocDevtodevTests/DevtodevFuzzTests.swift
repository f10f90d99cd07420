@testable import PushlocDevtodev
import PushlocJSON
import PushlocRules
import PushlocTestSupport
import PushlocDiagnostics
import Testing
@testable import PushlocPayloads

/// Random messages built from devtodev's keys and random values: the validator never crashes, and
/// every finding points at a place that exists in the document; localizing keeps the message valid.
@Suite struct DevtodevFuzzTests {
    private static let payloadKeys = DevtodevPayloadKey.all + ["body", "subtitle"]
    private static let optionKeys = DevtodevOptionsKey.all + ["ttl"]

    private static func scalar(_ rng: inout SeededGenerator) -> JSONValue {
        switch Int.random(in: 0..<9, using: &rng) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &rng))
        case 2: return .number(JSONNumber(Int64.random(in: -5...2_000_000_000, using: &rng)))
        case 3: return 1.5
        case 4: return ["https://a.b/c.png", "http://x", "dtd_yes.open_no.dismiss", "yes", "no", "image", "high", "normal"].randomElement(using: &rng).map(JSONValue.string) ?? ""
        case 5: return .string(String(repeating: "é", count: Int.random(in: 0...40, using: &rng)))
        case 6: return ["a", 1]
        case 7: return ["deeplink": "a://b"]
        default: return ["type": "video", "url": "https://v.example/x.mp4"]
        }
    }

    private static func value(for key: String, noisy: Bool, _ rng: inout SeededGenerator) -> JSONValue {
        if noisy && Int.random(in: 0..<4, using: &rng) == 0 { return scalar(&rng) }
        switch key {
        case DevtodevPayloadKey.interactive:
            let buttons: [JSONValue] = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                var button: [JSONMember] = [JSONMember(key: "id", value: ["yes", "no", "accept", "x"].randomElement(using: &rng).map(JSONValue.string) ?? "yes")]
                if Bool.random(using: &rng) { button.append(JSONMember(key: "action", value: Bool.random(using: &rng) ? ["url": "u"] : [:])) }
                return .object(JSONObject(button))
            }
            return ["template": ["dtd_yes.open_no.dismiss", "dtd_like.open", "nope"].randomElement(using: &rng).map(JSONValue.string) ?? "", "buttons": .array(buttons)]
        case DevtodevPayloadKey.locArgs, DevtodevPayloadKey.titleLocArgs:
            return .array((0..<Int.random(in: 0...3, using: &rng)).map { _ in !noisy || Bool.random(using: &rng) ? "arg" : scalar(&rng) })
        case DevtodevPayloadKey.data:
            return ["k": scalar(&rng)]
        case DevtodevPayloadKey.badge, DevtodevOptionsKey.expire:
            return .number(JSONNumber(Int64.random(in: (noisy ? -1 : 0)...2_000_000_000, using: &rng)))
        case DevtodevOptionsKey.hidden, DevtodevOptionsKey.sandbox:
            return .bool(Bool.random(using: &rng))
        case DevtodevPayloadKey.attachment:
            return ["type": "image", "url": Bool.random(using: &rng) ? "https://a.b/c.png" : "http://a.b/c.png"]
        case DevtodevPayloadKey.action:
            return Bool.random(using: &rng) ? ["share": "s"] : ["url": "u", "deeplink": "d"]
        default:
            return .string(["T", "GAME_REQUEST_TITLE", "default", "high", "k"].randomElement(using: &rng) ?? "T")
        }
    }

    private static func message(noisy: Bool = true, _ rng: inout SeededGenerator) -> JSONValue {
        func object(_ keys: [String]) -> JSONValue {
            let members = keys.filter { _ in Int.random(in: 0..<3, using: &rng) == 0 }.map { JSONMember(key: $0, value: value(for: $0, noisy: noisy, &rng)) }
            return .object(JSONObject(members))
        }
        let payload = noisy && Int.random(in: 0..<10, using: &rng) == 0 ? scalar(&rng) : object(noisy ? payloadKeys : DevtodevPayloadKey.all)
        let options = object(noisy ? optionKeys : DevtodevOptionsKey.all)
        var ios: [JSONMember] = [JSONMember(key: "payload", value: payload), JSONMember(key: "options", value: options)]
        ios.shuffle(using: &rng)
        if Bool.random(using: &rng) { return .object(JSONObject(ios)) }
        let audience: JSONValue = noisy ? [["token": "t", "userId": scalar(&rng)], [:]] : [["token": "t"]]
        return .object(JSONObject([JSONMember(key: "audience", value: audience), JSONMember(key: "ios", value: .object(JSONObject(ios)))]))
    }

    @Test func findingsPointAtPlacesThatExist() throws {
        var rng = SeededGenerator(seed: 0xD7D)
        for _ in 0..<400 {
            let text = String(decoding: JSONWriter.serialize(Self.message(&rng)), as: UTF8.self)
            let document = try #require(parseJSON(text, path: "f.json").document)
            let diagnostics = DevtodevMessageValidator.validate(document, path: "f.json", templates: EmbeddedButtonData.templates, now: 1_750_000_000)
            for diagnostic in diagnostics {
                let path = try #require(diagnostic.jsonPath)
                let location = try #require(diagnostic.location)
                #expect(location.file == "f.json")
                let places = [document.location(of: path), document.keyLocation(of: path)].compactMap { $0 }
                #expect(places.contains(location), "\(diagnostic.summary) in \(text)")
                #expect(DevtodevValidatorTests.devtodevRules.contains(diagnostic.rule))
            }
        }
    }

    @Test func localizingAValidMessageKeepsItValid() throws {
        var rng = SeededGenerator(seed: 42)
        var checked = 0
        for _ in 0..<600 {
            let text = String(decoding: JSONWriter.serialize(Self.message(noisy: false, &rng)), as: UTF8.self)
            let document = try #require(parseJSON(text).document)
            let before = DevtodevMessageValidator.validate(document, path: "t.json", templates: EmbeddedButtonData.templates)
            guard !before.contains(where: \.isError), let message = DevtodevMessage(json: document.root) else { continue }
            checked += 1
            let localized = DevtodevLocalizer.localize(message, catalog: nil, locale: "fr")
            let output = try #require(DevtodevMessage(json: localized.message))
            #expect(output.form == message.form)
            #expect(output.options == message.options)
            if !message.options.hidden {
                #expect(output.payload.object.keys.allSatisfy { !$0.contains("loc-") }, "\(localized.message)")
            }
            let again = try #require(parseJSON(String(decoding: JSONWriter.serialize(localized.message), as: UTF8.self)).document)
            let after = DevtodevMessageValidator.validate(again, path: "t.json", templates: EmbeddedButtonData.templates)
            let errors = after.filter(\.isError)
            #expect(errors.isEmpty, "\(errors.map(\.summary)) for \(text)")
        }
        #expect(checked > 40, "only \(checked) valid messages")
    }
}
