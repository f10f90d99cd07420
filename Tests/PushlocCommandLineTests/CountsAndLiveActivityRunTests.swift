import Foundation
import PushlocTestSupport
import Testing

/// Counts, Live Activities and broadcasts through the built `pushloc`, on the fixture app of
/// Tests/Fixtures/Counts (ru/pl/uk/cs/ar/fil/en, `.stringsdict` and String Catalog sources).
@Suite struct CountsAndLiveActivityRunTests {
    static let fixture = Repository.root.appendingPathComponent("Tests/Fixtures/Counts")

    private static func json(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private static func bodies(_ output: Data) throws -> [String: String] {
        let payloads = try #require(try json(output)["payloads"] as? [[String: Any]])
        var found: [String: String] = [:]
        for item in payloads {
            let alert = (item["payload"] as? [String: Any])?["aps"] as? [String: Any]
            if let locale = item["locale"] as? String, let body = (alert?["alert"] as? [String: Any])?["body"] as? String {
                found[locale] = body
            }
        }
        return found
    }

    @Test func payloadsPutInRussiansFormForEachCount() throws {
        let folder = try TemporaryFolder()
        let expected = ["21": "21 новое сообщение", "3": "3 новых сообщения", "5": "5 новых сообщений", "11": "11 новых сообщений"]
        for (count, text) in expected {
            try folder.write("push.json", #"{"aps":{"alert":{"loc-key":"NEW_MESSAGES","loc-args":["\#(count)"]}}}"#)
            let run = try PushlocProcess.run(
                ["payloads", folder.root.appendingPathComponent("push.json").path, "--localizations", "Stringsdict", "--locale", "ru", "--locale", "en"],
                in: Self.fixture)
            #expect(run.status == 0, "\(run.standardError)")
            #expect(try Self.bodies(run.standardOutput)["ru"] == text)
        }
        try folder.write("push.json", #"{"aps":{"alert":{"loc-key":"NEW_MESSAGES","loc-args":["1"]}}}"#)
        let english = try PushlocProcess.run(
            ["payloads", folder.root.appendingPathComponent("push.json").path, "--localizations", "Stringsdict", "--locale", "en"], in: Self.fixture)
        #expect(try Self.bodies(english.standardOutput)["en"] == "1 new message")
        let rendered = try PushlocProcess.run(
            ["render", folder.root.appendingPathComponent("push.json").path, "--localizations", "Stringsdict", "--locale", "en", "--format", "json"],
            in: Self.fixture)
        let renders = try #require(try Self.json(rendered.standardOutput)["renders"] as? [[String: Any]])
        #expect(renders.first?["body"] as? String == "1 new message")
    }

    @Test func liveActivityTemplatesAreProducedWithTheAppsTopic() throws {
        for name in ["delivery_start", "delivery_update", "delivery_end"] {
            let run = try PushlocProcess.run(
                ["payloads", "templates/notifications/\(name).json", "--localizations", "Stringsdict", "--push-type", "liveactivity",
                 "--topic", "com.example.food"], in: Self.fixture)
            #expect(run.status == 0, "\(name): \(String(decoding: run.standardOutput, as: UTF8.self).prefix(600))")
            let payloads = try #require(try Self.json(run.standardOutput)["payloads"] as? [[String: Any]])
            #expect(payloads.count == 7)
            for item in payloads {
                let headers = try #require(item["headers"] as? [String: String])
                #expect(headers["apns-topic"] == "com.example.food.push-type.liveactivity")
                let aps = try #require((item["payload"] as? [String: Any])?["aps"] as? [String: Any])
                let alert = try #require(aps["alert"] as? [String: Any])
                #expect(alert["title"] is String && alert["body"] is String, "\(name) \(item["locale"] ?? "")")
                #expect(aps["content-state"] is [String: Any])
            }
        }
        // No bundle id: no topic at all (never a bare suffix), and an error when one is required.
        let run = try PushlocProcess.run(
            ["payloads", "templates/notifications/delivery_update.json", "--localizations", "Stringsdict", "--push-type", "liveactivity",
             "--locale", "ru", "--require-topic"], in: Self.fixture)
        #expect(run.status == 1)
        let object = try Self.json(run.standardOutput)
        let headers = try #require((object["payloads"] as? [[String: Any]])?.first?["headers"] as? [String: String])
        #expect(headers["apns-topic"] == nil)
        #expect((object["diagnostics"] as? [[String: Any]])?.compactMap { $0["rule"] as? String } == ["topic-missing"])
    }

    @Test func theTemplateCheckSeesTheActivitysObjects() throws {
        let folder = try TemporaryFolder()
        try folder.write("Localizations/en.lproj/Localizable.strings", "\"DELIVERY_TITLE\" = \"%@ is on the way\";\n\"DELIVERY_BODY\" = \"Soon\";\n")
        try folder.write("Localizations/fr.lproj/Localizable.strings", "\"DELIVERY_TITLE\" = \"%@ est en route\";\n\"DELIVERY_BODY\" = \"Bientôt\";\n")
        try folder.write("templates/notifications/la.json", #"{"aps":{"timestamp":1,"event":"update","content-state":{},"alert":{"title":{"loc-key":"DELIVERY_TITLE"},"body":{"loc-key":"DELIVERY_BODY"}}}}"#)
        let run = try PushlocProcess.run(["check", "--format", "json"], in: folder.root)
        #expect(run.status == 1)
        let findings = try #require(try Self.json(run.standardOutput)["diagnostics"] as? [[String: Any]])
        #expect(findings.compactMap { $0["rule"] as? String } == ["loc-args-arity"], "\(findings)")
        #expect((findings.first?["message"] as? String)?.contains("title.loc-args") == true)
        // Given its argument, the same template passes; a key no table has is reported once.
        try folder.write("templates/notifications/la.json", #"{"aps":{"timestamp":1,"event":"update","content-state":{},"alert":{"title":{"loc-key":"DELIVERY_TITLE","loc-args":["Pizza"]},"body":{"loc-key":"NOPE"}}}}"#)
        let second = try PushlocProcess.run(["check", "--format", "json"], in: folder.root)
        let rules = (try Self.json(second.standardOutput)["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        #expect(rules == ["unknown-loc-key"], "\(rules)")
    }

    @Test func theActivitysAlertIsRenderedAndPreviewedPerLanguage() throws {
        let run = try PushlocProcess.run(
            ["render", "templates/notifications/delivery_start.json", "--localizations", "Stringsdict", "--format", "json"], in: Self.fixture)
        #expect(run.status == 0, "\(run.standardError)")
        let renders = try #require(try Self.json(run.standardOutput)["renders"] as? [[String: Any]])
        let byLocale = Dictionary(uniqueKeysWithValues: renders.compactMap { item in (item["locale"] as? String).map { ($0, item) } })
        #expect(byLocale["uk"]?["title"] as? String == "Pizza Place вже в дорозі")
        #expect(byLocale["ar"]?["body"] as? String == "يصل خلال 25 دقيقة")
        #expect((try Self.json(run.standardOutput)["diagnostics"] as? [Any])?.isEmpty == true)
        let html = try PushlocProcess.run(
            ["render", "templates/notifications/delivery_start.json", "--localizations", "Stringsdict", "--format", "html"], in: Self.fixture)
        let page = String(decoding: html.standardOutput, as: UTF8.self)
        for text in ["Pizza Place is on the way", "Pizza Place jest w drodze", "Pizza Place je na cestě", "Papunta na ang Pizza Place"] {
            #expect(page.contains(text), "\(text)")
        }
    }

    @Test func aBroadcastIsOnePayloadThatKeepsItsLocKeys() throws {
        let folder = try TemporaryFolder()
        let run = try PushlocProcess.run(
            ["payloads", "templates/notifications/delivery_update.json", "--localizations", "Stringsdict", "--push-type", "liveactivity",
             "--channel-id", "dHdvLWdvYWxz", "--out", folder.root.path], in: Self.fixture)
        #expect(run.status == 0, "\(String(decoding: run.standardOutput, as: UTF8.self).prefix(500))")
        let payloads = try #require(try Self.json(run.standardOutput)["payloads"] as? [[String: Any]])
        #expect(payloads.count == 1)
        #expect((payloads.first?["headers"] as? [String: String])?["apns-channel-id"] == "dHdvLWdvYWxz")
        let written = try String(contentsOf: folder.root.appendingPathComponent("broadcast.json"), encoding: .utf8)
        #expect(written.contains(#""title":{"loc-key":"DELIVERY_TITLE""#))
        // Text put in for one locale on a channel is an error naming the fix.
        let putIn = try PushlocProcess.run(
            ["payloads", "templates/notifications/delivery_update.json", "--localizations", "Stringsdict", "--push-type", "liveactivity",
             "--channel-id", "dHdvLWdvYWxz", "--locale", "ru"], in: Self.fixture)
        #expect(putIn.status == 1)
        let findings = try #require(try Self.json(putIn.standardOutput)["diagnostics"] as? [[String: Any]])
        #expect(findings.compactMap { $0["rule"] as? String } == ["broadcast-localized-text"])
        // Plain text in a broadcast template reaches everyone as written: a warning.
        let plain = try PushlocProcess.run(
            ["payloads", "templates/notifications/score_broadcast.json", "--localizations", "Stringsdict", "--push-type", "liveactivity",
             "--channel-id", "dHdvLWdvYWxz"], in: Self.fixture)
        #expect(plain.status == 0)
        let warnings = try #require(try Self.json(plain.standardOutput)["diagnostics"] as? [[String: Any]])
        #expect(warnings.compactMap { $0["severity"] as? String } == ["warning", "warning"])
    }
}
