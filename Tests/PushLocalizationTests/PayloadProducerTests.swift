import PushlocJSON
import Foundation
import Testing
@testable import PushLocalization
@testable import PushlocWorkflows
import PushlocCatalog
import PushlocChecks
import PushlocDevtodev
import PushlocDiagnostics
import PushlocFormatString
import PushlocICU
import PushlocPayloads
import PushlocStringCatalog
import PushlocStringsFile

@Suite struct PayloadProducerTests {
    /// The options of a test app.
    static let options = PayloadOptions(bundleID: "com.example.game")

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func shippedCatalog() throws -> LocalizedBundle {
        let root = repository.path
        return try BundleLoader.load(paths: [root + "/Localizations"], workingDirectory: root)
    }

    static func template(_ name: String) throws -> APNsPayload {
        let data = try Data(contentsOf: repository.appendingPathComponent("templates/notifications/\(name).json"))
        let document = try #require(JSONParser.parse(Array(data), path: name).document)
        return APNsPayload(json: document.root)
    }

    private func catalog(_ files: [String: String], base: String? = nil) throws -> LocalizedBundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pushloc-producer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try BundleLoader.load(paths: [root.path], base: base, workingDirectory: root.path)
    }

    @Test(arguments: ["game_invite", "order_shipped", "flash_sale"])
    func everyShippedTemplateInEveryLanguageIsValidAndCompact(_ name: String) throws {
        let catalog = try Self.shippedCatalog()
        let producer = PayloadProducer(catalog: catalog, template: try Self.template(name))
        let payloads = producer.allLocales(arguments: .templateSamples, options: Self.options)
        #expect(payloads.count >= 10)
        for payload in payloads {
            #expect(payload.fits)
            #expect(!payload.truncated)
            #expect(payload.diagnostics.isEmpty, "\(payload.locale): \(payload.diagnostics)")
            let text = String(decoding: payload.bytes, as: UTF8.self)
            #expect(text.hasPrefix("{\"aps\":{"))
            #expect(!text.contains("loc-key") && !text.contains("loc-args"))
            #expect(!text.contains("\\u") && !text.contains("\n"))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(payload.bytes)) as? [String: Any])
            let alert = try #require((object["aps"] as? [String: Any])?["alert"] as? [String: Any])
            #expect(alert["body"] is String)
            // The fast writer (parts escaped straight into the buffer) and the string writer agree.
            #expect(payload.bytes == producer.template.fit(payload.text, budget: PayloadBudget(limit: 4096)).bytes)
            #expect(alert["body"] as? String == payload.text.body)
        }
    }

    /// Arguments are escaped into the payload as the JSON writer escapes them: those that need no
    /// escape are copied whole, the others (quotes, backslashes, control characters) piece by piece.
    @Test(arguments: ["Zoé", "Jenna", "a \"quoted\" name", "back\\slash", "line\nbreak\ttab", "bell\u{7}", "\u{1}",
                      "an argument long enough not to be a small string, with ümlauts", ""])
    func argumentsAreEscapedAsTheJSONWriterEscapesThem(_ argument: String) throws {
        let producer = PayloadProducer(catalog: try Self.shippedCatalog(), template: try Self.template("game_invite"))
        let payload = producer.payload(arguments: AlertArguments(subtitle: [argument], body: [argument, "Léa"]), preferredLanguages: ["en"], options: Self.options)
        #expect(payload.bytes == producer.template.fit(payload.text, budget: PayloadBudget(limit: 4096)).bytes)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(payload.bytes)) as? [String: Any])
        let alert = try #require((object["aps"] as? [String: Any])?["alert"] as? [String: Any])
        #expect(alert["subtitle"] as? String == payload.text.subtitle)
        #expect(alert["body"] as? String == payload.text.body && payload.text.subtitle?.hasPrefix(argument) == true)
    }

    @Test func argumentsReplaceTheTemplateSamplesAndLanguagesResolveLikeTheDevice() throws {
        let producer = PayloadProducer(catalog: try Self.shippedCatalog(), template: try Self.template("game_invite"))
        let french = producer.payload(arguments: AlertArguments(subtitle: ["Zoé"], body: ["Zoé", "Léa"]), preferredLanguages: ["fr-CA", "en"], options: Self.options)
        #expect(french.resolvedLanguage == "fr-CA" || french.resolvedLanguage == "fr")
        #expect(french.text.body == "Zoé et Léa vous invitent à jouer au Monopoly")
        #expect(french.text.subtitle == "Zoé vous attend")
        let stored = producer.resolve(preferredLanguages: ["fr-CA", "en"])
        #expect(producer.payload(arguments: AlertArguments(subtitle: ["Zoé"], body: ["Zoé", "Léa"]), resolvedLanguage: stored, options: Self.options).bytes == french.bytes)
        // The template's sample arguments, as a preview shows them.
        let fallback = producer.payload(arguments: .templateSamples, preferredLanguages: ["xx-YY"], options: Self.options)
        #expect(fallback.resolvedLanguage == "en")
        #expect(fallback.text.body == "Jenna and Frank have invited you to play Monopoly")
        let customKeys = String(decoding: french.bytes, as: UTF8.self)
        #expect(customKeys.hasSuffix(",\"gameID\":\"12345678\"}"))
    }

    @Test(arguments: [("ar", "ـ"), ("ja", "日本語のテキスト"), ("hi", "क्षत्रिय नमस्ते "), ("en", "👩‍👩‍👧‍👦🇫🇷e\u{301}\"\\")])
    func longTextsAreCutAtAClusterBoundaryToFitTheLimit(_ language: String, _ unit: String) throws {
        let long = String(repeating: unit, count: 200)
        let catalog = try catalog(["L/\(language).lproj/Localizable.strings": "\"LONG\" = \"%@ \(long.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\";\n"], base: language)
        let template = APNsPayload(json: .object(JSONObject([
            JSONMember(key: "aps", value: .object(JSONObject([
                JSONMember(key: "alert", value: .object(JSONObject([
                    JSONMember(key: "loc-key", value: "LONG"), JSONMember(key: "loc-args", value: .array(["Sam"])),
                ]))),
            ]))),
        ])))
        let producer = PayloadProducer(catalog: catalog, template: template)
        let payload = producer.payload(arguments: .templateSamples, preferredLanguages: [language], options: PayloadOptions(bundleID: "com.example.game", maxBytes: 256))
        #expect(payload.truncated)
        #expect(payload.byteCount <= 256)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(payload.bytes)) as? [String: Any])
        let body = try #require(((object["aps"] as? [String: Any])?["alert"] as? [String: Any])?["body"] as? String)
        #expect(body.hasSuffix("…"))
        let kept = String(body.dropLast())
        let full = "Sam " + long
        #expect(full.hasPrefix(kept))
        #expect(Array(kept).count == Array(full).prefix(Array(kept).count).count)
        #expect(full.index(full.startIndex, offsetBy: kept.count) == full.index(full.startIndex, offsetBy: kept.count, limitedBy: full.endIndex))
        #expect(payload.diagnostics.contains { $0.rule == "payload-truncated" })
    }

    @Test func customDataThatCannotFitIsPayloadTooLarge() throws {
        let catalog = try catalog(["L/en.lproj/Localizable.strings": "\"A\" = \"Hello\";\n"])
        let template = APNsPayload(json: .object(JSONObject([
            JSONMember(key: "aps", value: .object(JSONObject([JSONMember(key: "alert", value: .object(JSONObject([JSONMember(key: "loc-key", value: "A")])))]))),
            JSONMember(key: "blob", value: .string(String(repeating: "x", count: 5000))),
        ])))
        let payload = PayloadProducer(catalog: catalog, template: template).payload(arguments: .templateSamples, preferredLanguages: ["en"], options: Self.options)
        #expect(!payload.fits)
        #expect(payload.diagnostics.contains { $0.rule == "payload-too-large" && $0.severity == .error })
    }

    @Test func headersFollowThePushType() {
        #expect(PayloadOptions(bundleID: "com.a", pushType: .voip).budget.limit == 5120)
        #expect(PayloadOptions(bundleID: "com.a", pushType: .alert).budget.limit == 4096)
        #expect(PayloadOptions(bundleID: "com.a", maxBytes: 2048).budget.limit == 2048)
        let voip = PayloadOptions(bundleID: "com.a", pushType: .voip).headers
        #expect(voip.topic == "com.a.voip")
        let background = PayloadOptions(bundleID: "com.a", pushType: .background).headers
        #expect(background.priority == 5)
        #expect(PayloadOptions(bundleID: "com.a", pushType: .alert).headers.priority == 10)
    }

    @Test func oneProducerServesManyTasks() async throws {
        let producer = PayloadProducer(catalog: try Self.shippedCatalog(), template: try Self.template("order_shipped"))
        let expected = producer.payload(arguments: .templateSamples, preferredLanguages: ["de"], options: Self.options).bytes
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let languages = index.isMultiple(of: 2) ? ["de-AT"] : ["ja", "en"]
                    let payload = producer.payload(arguments: .templateSamples, preferredLanguages: languages, options: Self.options)
                    return index.isMultiple(of: 2) ? payload.bytes == expected : payload.resolvedLanguage == "ja"
                }
            }
            var all: [Bool] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.allSatisfy { $0 })
    }

    @Test func theReportHasTheContractShapeAndLocatesFindings() throws {
        let catalog = try catalog(["L/en.lproj/Localizable.strings": "\"A\" = \"%@ hi\";\n"])
        let bytes = Array("{\"aps\":{\"alert\":{\"loc-key\":\"A\",\"loc-args\":[\"x\"]},\"badge\":-2}}".utf8)
        let report = PayloadReport.make(bytes: bytes, path: "t.json", catalog: catalog, locales: ["en", "fr"], options: PayloadOptions(bundleID: "com.example.game"))
        #expect(report.hasErrors)
        #expect(report.diagnostics.contains { $0.rule == "badge-invalid" && $0.location?.line == 1 })
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(report.manifestText(files: ["en": "out/en.json"]).utf8)) as? [String: Any])
        let first = try #require((manifest["payloads"] as? [[String: Any]])?.first)
        #expect(first["locale"] as? String == "en")
        #expect(first["limit"] as? Int == 4096)
        #expect(first["truncated"] as? Bool == false)
        #expect(first["file"] as? String == "out/en.json")
        #expect((first["headers"] as? [String: String])?["apns-push-type"] == "alert")
        let malformed = PayloadReport.make(bytes: Array("{\"aps\":".utf8), path: "bad.json", catalog: catalog, locales: [], options: PayloadOptions(bundleID: "com.example.game"))
        #expect(malformed.payloads.isEmpty)
        #expect(malformed.diagnostics.first?.rule == "syntax")
        #expect(malformed.diagnostics.first?.location?.file == "bad.json")
    }

    /// Without the app's bundle id (`pushloc payloads` without `--topic`), no topic is invented: the
    /// manifest's headers are null and no header finding is made.
    @Test func withoutABundleIDTheManifestHasEveryHeaderButTheTopic() throws {
        let catalog = try catalog(["L/en.lproj/Localizable.strings": "\"A\" = \"%@ hi\";\n"])
        let bytes = Array("{\"aps\":{\"alert\":{\"loc-key\":\"A\",\"loc-args\":[\"x\"]}}}".utf8)
        let report = PayloadReport.make(bytes: bytes, path: "t.json", catalog: catalog, locales: ["en"], options: .sizeOnly())
        #expect(!report.hasErrors)
        #expect(report.diagnostics.isEmpty)
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(report.manifestText(files: [:]).utf8)) as? [String: Any])
        let first = try #require((manifest["payloads"] as? [[String: Any]])?.first)
        #expect(first["headers"] as? [String: String] == ["apns-push-type": "alert", "apns-priority": "10"])
        #expect(first["limit"] as? Int == 4096)
        let background = PayloadReport.make(
            bytes: Array(#"{"aps":{"content-available":1}}"#.utf8), path: "t.json", catalog: catalog, locales: ["en"],
            options: .sizeOnly(pushType: .background))
        #expect(background.payloads.first?.headers.fields.map(\.name) == ["apns-push-type", "apns-priority"])
        #expect(background.payloads.first?.headers.fields.last?.value == "5")
    }

    @Test func expirationAndCollapseIDAreInTheHeadersWithoutATopic() {
        let headers = PayloadOptions(bundleID: "", expiration: 0, collapseID: "sale").headers
        #expect(headers.fields.map(\.name) == ["apns-push-type", "apns-priority", "apns-expiration", "apns-collapse-id"])
        #expect(headers.validate(requiringTopic: false).isEmpty)
        #expect(headers.validate().map(\.rule) == ["topic-missing"])
        let withTopic = PayloadOptions(bundleID: "com.example.app", pushType: .voip).headers
        #expect(withTopic.fields.map(\.name) == ["apns-push-type", "apns-topic", "apns-priority"])
        #expect(withTopic.topic == "com.example.app.voip")
    }
}

/// A hostile template (an untrusted loc-key of 32,700 `%@`) against every shipped language.
@Suite struct HostileTemplateTests {
    @Test func aHostileLocKeyStaysBoundedInEveryLanguage() throws {
        let key = String(repeating: "%@", count: 32_700)
        let document = try #require(JSONParser.parse(Array("{\"aps\":{\"alert\":{\"loc-key\":\"\(key)\"}}}".utf8), path: "t.json").document)
        let producer = PayloadProducer(catalog: try PayloadProducerTests.shippedCatalog(), template: APNsPayload(json: document.root))
        let payloads = producer.allLocales(arguments: .templateSamples, options: PayloadProducerTests.options)
        #expect(payloads.count >= 10)
        for payload in payloads {
            #expect(payload.fits)
            #expect(payload.truncated)
            // The key is shown as its own text, never expanded: a missing-key finding, no per-specifier ones.
            #expect(payload.diagnostics.count <= 2, "\(payload.diagnostics.map(\.rule))")
        }
    }
}
