import Foundation
import PushLocalization
import Testing

/// Per-request `aps` fields and custom keys through one producer, with only `import PushLocalization`:
/// what a sender writes.
@Suite struct PayloadExtrasTests {
    static let files = [
        "L/en.lproj/Localizable.strings": #""T" = "Game Request";"# + "\n" + #""S" = "%@ is waiting for you";"# + "\n"
            + #""B" = "%@ and %@ have invited you to play";"# + "\n",
        "L/fr.lproj/Localizable.strings": #""T" = "Invitation";"# + "\n" + #""S" = "%@ vous attend";"# + "\n"
            + #""B" = "%@ et %@ vous invitent à jouer";"# + "\n",
    ]
    static let template = #"{"aps":{"badge":1,"alert":{"title-loc-key":"T","subtitle-loc-key":"S","subtitle-loc-args":["A"],"loc-key":"B","loc-args":["A","B"]},"sound":"default"},"gameID":"1"}"#
    static let options = PayloadOptions(bundleID: "com.example.game")

    static func producer(_ template: String = template) throws -> PayloadProducer {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushloc-extras-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let localizer = try PushLocalizer.load(localizations: folder.appendingPathComponent("L").path)
        return localizer.payloadProducer(for: try APNsPayload(jsonText: template))
    }

    static func text(_ payload: LocalizedPayload) -> String { String(decoding: payload.bytes, as: UTF8.self) }

    @Test func noExtrasGiveTheTemplatesPayload() throws {
        let producer = try Self.producer()
        let plain = producer.payload(arguments: .templateSamples, preferredLanguages: ["fr"], options: Self.options)
        let none = producer.payload(arguments: .templateSamples, preferredLanguages: ["fr"], options: Self.options, extras: .none)
        #expect(plain.bytes == none.bytes)
        #expect(Self.text(plain).hasPrefix(#"{"aps":{"badge":1,"alert":{"title":"Invitation""#))
    }

    @Test func extrasReplaceTheTemplatesFieldsAndFollowThem() throws {
        let producer = try Self.producer()
        let extras = try PayloadExtras(
            badge: 7, sound: .named("chime"), threadID: "game-42", interruptionLevel: .timeSensitive, relevanceScore: 0.5,
            targetContentID: "game/42", custom: ["gameID": 42, "from": "Jenna"])
        let payload = producer.payload(
            arguments: AlertArguments(subtitle: ["Jenna"], body: ["Jenna", "Frank"]), preferredLanguages: ["fr-CA"], options: Self.options,
            extras: extras)
        #expect(Self.text(payload) == #"{"aps":{"alert":{"title":"Invitation","subtitle":"Jenna vous attend","body":"Jenna et Frank vous invitent à jouer"},"badge":7,"sound":"chime","thread-id":"game-42","interruption-level":"time-sensitive","relevance-score":0.5,"target-content-id":"game/42"},"from":"Jenna","gameID":42}"#)
        #expect(payload.diagnostics.isEmpty)
        // The next request without extras is the template's again: nothing was rebuilt or kept.
        #expect(Self.text(producer.payload(arguments: .templateSamples, preferredLanguages: ["fr"], options: Self.options)).contains(#""badge":1"#))
    }

    @Test func aCriticalSoundIsADictionary() throws {
        let producer = try Self.producer()
        let extras = try PayloadExtras(sound: .critical(APSCriticalSound(name: "alarm.caf", volume: 0.8)), interruptionLevel: .critical)
        let text = Self.text(producer.payload(arguments: .templateSamples, preferredLanguages: ["en"], options: Self.options, extras: extras))
        #expect(text.contains(#""sound":{"critical":1,"name":"alarm.caf","volume":0.8},"interruption-level":"critical"}"#))
    }

    @Test func customValuesAreEscapedAndObjectsSorted() throws {
        let producer = try Self.producer()
        let extras = try PayloadExtras(custom: [
            "note": "say \"hi\"\n\u{1}/é", "n": .null, "ok": true, "list": [1, 2.5, "x", [:]], "nested": ["b": 1, "a": ["z": false]],
        ])
        let payload = producer.payload(arguments: .templateSamples, preferredLanguages: ["en"], options: Self.options, extras: extras)
        #expect(Self.text(payload).hasSuffix(#""gameID":"1","list":[1,2.5,"x",{}],"n":null,"nested":{"a":{"z":false},"b":1},"note":"say \"hi\"\n\u0001/é","ok":true}"#))
        // Foundation reads back what was given.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(payload.bytes)) as? [String: Any])
        #expect(object["note"] as? String == "say \"hi\"\n\u{1}/é")
    }

    @Test func nonFiniteNumbersAndTheAPSKeyAreRefused() {
        #expect(throws: PayloadValueError.nonFiniteNumber(path: "score", value: .infinity)) { _ = try PayloadExtras(custom: ["score": .double(.infinity)]) }
        #expect(throws: PayloadValueError.self) { _ = try PayloadExtras(custom: ["stats": ["values": [1, .double(.nan)]]]) }
        #expect(throws: PayloadValueError.self) { _ = try PayloadExtras(relevanceScore: .nan) }
        #expect(throws: PayloadValueError.self) { _ = try PayloadExtras(sound: .critical(APSCriticalSound(volume: -.infinity))) }
        #expect(throws: PayloadValueError.reservedKey("aps")) { _ = try PayloadExtras(custom: ["aps": ["badge": 1]]) }
        #expect(throws: PayloadValueError.reservedKey("aps")) { _ = try APNsPayload(customValues: ["aps": 1]) }
        let message = (try? PayloadExtras(custom: ["stats": ["values": [1, .double(.nan)]]])).map { _ in "" }
            ?? PayloadValueError.nonFiniteNumber(path: "stats.values[1]", value: .nan).description
        #expect(message.hasPrefix("stats.values[1] is nan"))
    }

    @Test func customValuesRoundTripThroughATemplate() throws {
        let payload = try APNsPayload(jsonText: #"{"aps":{},"i":3,"d":2.5,"s":"x","a":[true,null],"o":{"k":1}}"#)
        #expect(payload.customValues == ["i": 3, "d": 2.5, "s": "x", "a": [true, nil], "o": ["k": 1]])
        #expect(try APNsPayload(customValues: ["i": 3]).customValues == ["i": 3])
    }

    @Test func extrasThatOverflowTheLimitShortenTheText() throws {
        let producer = try Self.producer()
        let options = PayloadOptions(bundleID: "com.example.game", maxBytes: 180)
        let plain = producer.payload(arguments: .templateSamples, preferredLanguages: ["en"], options: options)
        #expect(!plain.truncated)
        let extras = try PayloadExtras(custom: ["payload": .string(String(repeating: "x", count: 20))])
        let payload = producer.payload(arguments: .templateSamples, preferredLanguages: ["en"], options: options, extras: extras)
        #expect(payload.truncated && payload.fits && payload.errors.isEmpty)
        #expect(Self.text(payload).hasSuffix(#""payload":"xxxxxxxxxxxxxxxxxxxx"}"#))
        #expect(payload.byteCount <= 180)
    }

    @Test func textCutDownToAnEllipsisIsAnError() throws {
        let producer = try Self.producer()
        let payload = producer.payload(arguments: .templateSamples, preferredLanguages: ["en"], options: PayloadOptions(bundleID: "com.example.game", maxBytes: 119))
        #expect(payload.fits)
        let error = try #require(payload.errors.first)
        #expect(error.rule == "payload-too-large")
        #expect(error.message.contains("en payload") && error.message.contains("body would be cut down to \"…\""))
        #expect(throws: PayloadError.self) { _ = try payload.checkedBytes() }
        // Shortened but still readable: a warning, and the bytes are there to send.
        let shortened = producer.payload(arguments: .templateSamples, preferredLanguages: ["en"], options: PayloadOptions(bundleID: "com.example.game", maxBytes: 150))
        #expect(shortened.truncated && shortened.errors.isEmpty)
        #expect(try shortened.checkedBytes() == shortened.bytes)
    }

    @Test func aMissingArgumentIsAnErrorToRefuse() throws {
        let producer = try Self.producer()
        let payload = producer.payload(arguments: AlertArguments(body: ["Jenna"]), preferredLanguages: ["en"], options: Self.options)
        #expect(Self.text(payload).contains("(null)"))
        do {
            _ = try payload.checkedBytes()
            Issue.record("no error")
        } catch {
            #expect(error.errors.first?.rule == "loc-args-arity")
            #expect(error.description.contains("(null)") || error.description.contains("argument"))
        }
    }
}
