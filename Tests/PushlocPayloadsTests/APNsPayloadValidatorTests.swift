import PushlocDiagnostics
import PushlocTestSupport
import Testing
@testable import PushlocPayloads

/// A payload, the push type, and every finding expected (none for a good case).
struct ValidationCase: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    let pushType: APNsPushType?
    let expected: [ExpectedFinding]

    init(_ name: String, _ json: String, pushType: APNsPushType? = nil, _ expected: ExpectedFinding...) {
        self.name = name
        self.json = json
        self.pushType = pushType
        self.expected = expected
    }

    var testDescription: String { name }
}

private typealias E = ExpectedFinding

@Suite struct APNsPayloadValidatorTests {
    static let bad: [ValidationCase] = [
        ValidationCase("root is not an object", "[1]", E("payload-not-object", .error, "", at: "[")),
        ValidationCase("aps is missing", #"{"x": 1}"#, E("aps-missing", .error, "aps", at: "{")),
        ValidationCase("aps is not a dictionary", #"{"aps": "hi"}"#, E("aps-type", .error, "aps", at: #""hi""#)),
        ValidationCase("custom key inside aps", "{\"aps\": {\n  \"badge\": 1,\n  \"acme\": 1}}", E("aps-unknown-key", .warning, "aps.acme", at: #""acme""#)),
        ValidationCase("alert of the wrong type", #"{"aps": {"alert": 5}}"#, E("aps-type", .error, "aps.alert", at: "5")),
        ValidationCase("alert key of the wrong type", #"{"aps": {"alert": {"title": 1}}}"#, E("aps-type", .error, "aps.alert.title", at: "1")),
        ValidationCase("unknown alert key", #"{"aps": {"alert": {"body": "b", "titel": "x"}}}"#, E("alert-unknown-key", .warning, "aps.alert.titel", at: #""titel""#)),
        ValidationCase("loc-args not an array", #"{"aps": {"alert": {"loc-key": "K", "loc-args": "x"}}}"#, E("loc-args-type", .error, "aps.alert.loc-args", at: #""x""#)),
        ValidationCase("loc-args with a number and a null", "{\"aps\": {\"alert\": {\"loc-key\": \"K\",\n \"loc-args\": [\"a\", 5, null]}}}",
                       E("loc-args-type", .error, "aps.alert.loc-args[1]", at: "5"),
                       E("loc-args-type", .error, "aps.alert.loc-args[2]", at: "null")),
        ValidationCase("loc-args null", #"{"aps": {"alert": {"loc-key": "K", "loc-args": null}}}"#, E("loc-args-type", .error, "aps.alert.loc-args", at: "null")),
        ValidationCase("title-loc-args of the wrong type", #"{"aps": {"alert": {"title-loc-key": "T", "title-loc-args": [true]}}}"#, E("loc-args-type", .error, "aps.alert.title-loc-args[0]", at: "true")),
        ValidationCase("title-loc-args without title-loc-key", #"{"aps": {"alert": {"body": "b", "title-loc-args": ["a"]}}}"#,
                       E("title-loc-args-without-key", .error, "aps.alert.title-loc-args", at: #""title-loc-args""#)),
        ValidationCase("subtitle-loc-args with a null subtitle-loc-key", #"{"aps": {"alert": {"subtitle-loc-key": null, "subtitle-loc-args": ["a"]}}}"#,
                       E("subtitle-loc-args-without-key", .error, "aps.alert.subtitle-loc-args", at: #""subtitle-loc-args""#)),
        ValidationCase("loc-args without loc-key", #"{"aps": {"alert": {"title": "t", "loc-args": ["a"]}}}"#,
                       E("loc-args-without-key", .error, "aps.alert.loc-args", at: #""loc-args""#)),
        ValidationCase("plain body and loc-key", #"{"aps": {"alert": {"body": "Hi", "loc-key": "K"}}}"#,
                       E("alert-body-and-loc-key", .warning, "aps.alert.loc-key", at: #""loc-key""#)),
        ValidationCase("plain title and title-loc-key", #"{"aps": {"alert": {"title": "Hi", "title-loc-key": "K"}}}"#,
                       E("alert-title-and-loc-key", .warning, "aps.alert.title-loc-key", at: #""title-loc-key""#)),
        ValidationCase("plain subtitle and subtitle-loc-key", #"{"aps": {"alert": {"subtitle": "Hi", "subtitle-loc-key": "K"}}}"#,
                       E("alert-subtitle-and-loc-key", .warning, "aps.alert.subtitle-loc-key", at: #""subtitle-loc-key""#)),
        ValidationCase("action-loc-key of the wrong type", #"{"aps": {"alert": {"body": "b", "action-loc-key": 1}}}"#, E("aps-type", .error, "aps.alert.action-loc-key", at: "1")),
        ValidationCase("summary-arg-count negative", #"{"aps": {"alert": {"body": "b", "summary-arg-count": -2}}}"#, E("aps-type", .error, "aps.alert.summary-arg-count", at: "-2")),
        ValidationCase("badge negative", #"{"aps": {"badge": -1}}"#, E("badge-invalid", .error, "aps.badge", at: "-1")),
        ValidationCase("badge fractional", #"{"aps": {"badge": 1.5}}"#, E("badge-invalid", .error, "aps.badge", at: "1.5")),
        ValidationCase("badge a string", #"{"aps": {"badge": "5"}}"#, E("badge-invalid", .error, "aps.badge", at: #""5""#)),
        ValidationCase("badge a boolean", #"{"aps": {"badge": true}}"#, E("badge-invalid", .error, "aps.badge", at: "true")),
        ValidationCase("content-available 0", #"{"aps": {"content-available": 0}}"#, E("content-available-invalid", .warning, "aps.content-available", at: "0")),
        ValidationCase("content-available 2", #"{"aps": {"content-available": 2}}"#, E("content-available-invalid", .error, "aps.content-available", at: "2")),
        ValidationCase("content-available a string", #"{"aps": {"content-available": "1"}}"#, E("content-available-invalid", .error, "aps.content-available", at: #""1""#)),
        ValidationCase("mutable-content true", #"{"aps": {"mutable-content": true}}"#, E("mutable-content-invalid", .error, "aps.mutable-content", at: "true")),
        ValidationCase("sound a number", #"{"aps": {"sound": 5}}"#, E("sound-invalid", .error, "aps.sound", at: "5")),
        ValidationCase("sound volume above 1", #"{"aps": {"sound": {"critical": 1, "name": "default", "volume": 1.5}}}"#, E("sound-invalid", .error, "aps.sound.volume", at: "1.5")),
        ValidationCase("sound volume below 0", #"{"aps": {"sound": {"critical": 1, "name": "default", "volume": -0.1}}}"#, E("sound-invalid", .error, "aps.sound.volume", at: "-0.1")),
        ValidationCase("sound critical 2", #"{"aps": {"sound": {"critical": 2, "name": "default"}}}"#, E("sound-invalid", .error, "aps.sound.critical", at: "2")),
        ValidationCase("sound name a number", #"{"aps": {"sound": {"critical": 1, "name": 3}}}"#, E("sound-invalid", .error, "aps.sound.name", at: "3")),
        ValidationCase("sound unknown key", #"{"aps": {"sound": {"critical": 1, "name": "a", "loud": 1}}}"#, E("sound-unknown-key", .warning, "aps.sound.loud", at: #""loud""#)),
        ValidationCase("relevance-score above 1", #"{"aps": {"relevance-score": 1.5}}"#, E("relevance-score-range", .error, "aps.relevance-score", at: "1.5")),
        ValidationCase("relevance-score negative", #"{"aps": {"relevance-score": -0.1}}"#, E("relevance-score-range", .error, "aps.relevance-score", at: "-0.1")),
        ValidationCase("relevance-score a string", #"{"aps": {"relevance-score": "high"}}"#, E("aps-type", .error, "aps.relevance-score", at: #""high""#)),
        ValidationCase("interruption-level unknown", #"{"aps": {"interruption-level": "urgent"}}"#, E("interruption-level-unknown", .error, "aps.interruption-level", at: #""urgent""#)),
        ValidationCase("interruption-level a number", #"{"aps": {"interruption-level": 2}}"#, E("aps-type", .error, "aps.interruption-level", at: "2")),
        ValidationCase("category a number", #"{"aps": {"category": 7}}"#, E("aps-type", .error, "aps.category", at: "7")),
        ValidationCase("thread-id a number", #"{"aps": {"thread-id": 7}}"#, E("aps-type", .error, "aps.thread-id", at: "7")),
        ValidationCase("timestamp negative", #"{"aps": {"timestamp": -1}}"#, E("aps-type", .error, "aps.timestamp", at: "-1")),
        ValidationCase("content-state a string", #"{"aps": {"content-state": "x"}}"#, E("aps-type", .error, "aps.content-state", at: #""x""#)),
        ValidationCase("event unknown", #"{"aps": {"event": "begin", "timestamp": 1}}"#, pushType: .liveactivity,
                       E("live-activity-event-invalid", .error, "aps.event", at: #""begin""#)),
        ValidationCase("background push without content-available, with an alert", #"{"aps": {"alert": "hi"}}"#, pushType: .background,
                       E("background-content-available", .error, "aps", at: #"{"alert""#),
                       E("background-with-alert", .warning, "aps.alert", at: #""alert""#)),
        ValidationCase("alert push that shows nothing", #"{"aps": {"content-available": 1}}"#, pushType: .alert,
                       E("alert-push-without-alert", .warning, "aps", at: #"{"content"#)),
        ValidationCase("Live Activity start without its keys", #"{"aps": {"event": "start", "timestamp": 1}}"#, pushType: .liveactivity,
                       E("live-activity-missing-key", .error, "aps", at: #"{"event""#),
                       E("live-activity-missing-key", .error, "aps", at: #"{"event""#),
                       E("live-activity-missing-key", .error, "aps", at: #"{"event""#)),
        ValidationCase("Live Activity without timestamp and event", #"{"aps": {"content-state": {}}}"#, pushType: .liveactivity,
                       E("live-activity-missing-key", .error, "aps", at: #"{"content"#),
                       E("live-activity-missing-key", .error, "aps", at: #"{"content"#)),
    ]

    static let good: [ValidationCase] = [
        ValidationCase("empty aps", #"{"aps": {}}"#),
        ValidationCase("alert string", #"{"aps": {"alert": "Hi"}}"#),
        ValidationCase("alert dictionary with only a body", #"{"aps": {"alert": {"body": "Hi"}}}"#),
        ValidationCase("every alert key", #"{"aps": {"alert": {"title": "t", "subtitle": "s", "body": "b", "launch-image": "i.png", "title-loc-key": "T", "title-loc-args": ["a"], "subtitle-loc-key": "S", "subtitle-loc-args": [], "loc-key": "B", "loc-args": ["x", "y"], "action-loc-key": "PLAY", "summary-arg": "Bob", "summary-arg-count": 2}}}"#,
                       E("alert-title-and-loc-key", .warning, "aps.alert.title-loc-key", at: #""title-loc-key""#),
                       E("alert-subtitle-and-loc-key", .warning, "aps.alert.subtitle-loc-key", at: #""subtitle-loc-key""#),
                       E("alert-body-and-loc-key", .warning, "aps.alert.loc-key", at: #""loc-key""#)),
        ValidationCase("null loc keys and args", #"{"aps": {"alert": {"body": "b", "title-loc-key": null, "title-loc-args": null, "subtitle-loc-args": null, "action-loc-key": null}}}"#),
        ValidationCase("badges", #"{"aps": {"badge": 0}, "x": {"aps": {"badge": -1}}}"#),
        ValidationCase("badge 2.0 is an integer", #"{"aps": {"badge": 2.0}}"#),
        ValidationCase("flags", #"{"aps": {"content-available": 1, "mutable-content": 1}}"#),
        ValidationCase("sounds", #"{"aps": {"sound": "default"}}"#),
        ValidationCase("critical sound", #"{"aps": {"sound": {"critical": 1, "name": "default", "volume": 1}}}"#),
        ValidationCase("critical sound at volume 0", #"{"aps": {"sound": {"critical": 0, "name": "a.caf", "volume": 0}}}"#),
        ValidationCase("current keys", #"{"aps": {"alert": "a", "thread-id": "t", "category": "c", "target-content-id": "w", "interruption-level": "time-sensitive", "relevance-score": 0.5, "filter-criteria": "work"}}"#),
        ValidationCase("interruption levels", #"{"aps": {"interruption-level": "passive"}}"#),
        ValidationCase("critical interruption level", #"{"aps": {"interruption-level": "critical"}}"#),
        ValidationCase("background push", #"{"aps": {"content-available": 1}, "id": 5}"#, pushType: .background),
        ValidationCase("alert push with a badge only", #"{"aps": {"badge": 1}}"#, pushType: .alert),
        ValidationCase("Live Activity start", #"{"aps": {"timestamp": 1700000000, "event": "start", "content-state": {"score": 1}, "attributes-type": "Match", "attributes": {"team": "A"}, "alert": {"title": "t", "body": "b"}, "relevance-score": 100, "stale-date": 1700003600, "input-push-token": 1}}"#, pushType: .liveactivity),
        ValidationCase("Live Activity update", #"{"aps": {"timestamp": 1700000000, "event": "update", "content-state": {}}}"#, pushType: .liveactivity),
        ValidationCase("Live Activity end", #"{"aps": {"timestamp": 1700000000, "event": "end", "dismissal-date": 1700003600}}"#, pushType: .liveactivity),
        ValidationCase("voip payload", #"{"aps": {}, "call": "x"}"#, pushType: .voip),
    ]

    @Test(arguments: bad + good)
    func validation(_ testCase: ValidationCase) throws {
        let result = parseJSON(testCase.json, path: "p.json")
        let document = try #require(result.document, "\(result.diagnostics)")
        let diagnostics = APNsPayloadValidator.validate(document, path: "p.json", pushType: testCase.pushType)
        #expect(diagnostics.map(\.summary) == testCase.expected.map { $0.summary(in: testCase.json) })
        for diagnostic in diagnostics {
            #expect(diagnostic.location?.file == "p.json")
            #expect(!diagnostic.message.isEmpty)
        }
    }

    @Test func locationMatchesTheDocumentsOwnLookup() throws {
        let json = "{\n  \"aps\": {\n    \"alert\": {\n      \"loc-key\": \"K\",\n      \"loc-args\": [\"a\", 2]\n    }\n  }\n}"
        let document = try #require(parseJSON(json).document)
        let diagnostics = APNsPayloadValidator.validate(document, path: "t.json", pushType: nil)
        #expect(diagnostics.map(\.summary) == ["loc-args-type error aps.alert.loc-args[1] 5:25"])
        #expect(diagnostics.first?.location == document.location(of: "aps.alert.loc-args[1]"))
        #expect(diagnostics.first?.message.contains(#"(write "2")"#) == true)
    }

    @Test func relevanceScoreRangeDoesNotApplyToLiveActivities() throws {
        let document = try #require(parseJSON(#"{"aps": {"relevance-score": 100}}"#).document)
        #expect(APNsPayloadValidator.validate(document, path: "t.json", pushType: nil).map(\.rule) == ["relevance-score-range"])
        #expect(APNsPayloadValidator.validate(document, path: "t.json", pushType: .liveactivity).map(\.rule) == [
            "live-activity-missing-key", "live-activity-missing-key",
        ])
    }

    @Test func duplicateApsUsesTheLastOne() throws {
        let json = #"{"aps": {"badge": -1}, "aps": {"badge": 1}}"#
        let document = try #require(parseJSON(json).document)
        #expect(APNsPayloadValidator.validate(document, path: "t.json", pushType: nil).isEmpty)
        #expect(APNsPayload(json: document.root).aps.badge == 1)
    }
}
