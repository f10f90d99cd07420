import PushlocJSON
import Testing
@testable import PushlocPayloads

/// The fast writer's bytes with per-request extras equal the reference builder's on the template with
/// the extras put in, for templates with members before and after `alert`, duplicates and no alert.
@Suite struct PayloadExtrasWriterTests {
    static let templates: [String] = [
        #"{"aps":{"badge":1,"alert":{"loc-key":"B","launch-image":"l.png"},"sound":"default"},"gameID":"1"}"#,
        #"{"aps":{"alert":"plain"},"x":1,"x":2}"#,
        #"{"aps":{"sound":"a","sound":"b","content-available":1}}"#,
        #"{"aps":{"thread-id":"t","alert":{"title":"T"}}}"#,
        #"{"aps":{}}"#,
    ]
    static let texts = [
        LocalizedAlertText(title: "Hi", subtitle: nil, body: "Body \"quoted\""), LocalizedAlertText(title: nil, subtitle: nil, body: "only body"),
        LocalizedAlertText(title: nil, subtitle: nil, body: nil),
    ]

    static func extras() throws -> [PayloadExtras] {
        [
            .none,
            try PayloadExtras(badge: 3),
            try PayloadExtras(sound: .named("chime"), threadID: "t2", relevanceScore: 1),
            try PayloadExtras(interruptionLevel: .passive, targetContentID: "c", custom: ["x": "y", "gameID": ["a": [1, 2]]]),
            try PayloadExtras(custom: ["new": nil]),
            try PayloadExtras(sound: .critical(APSCriticalSound(name: "a\"b", volume: 0.25)), relevanceScore: 1e-7, custom: ["d": 1e20]),
        ]
    }

    @Test(arguments: templates)
    func theFastWriterMatchesTheReference(_ source: String) throws {
        let payload = try APNsPayload(jsonText: source)
        let template = PerLocalePayloadTemplate(payload)
        for extras in try Self.extras() {
            for text in Self.texts {
                let reference = PerLocalePayloadBuilder.bytes(extras.applied(to: payload), text: text)
                let fast = try #require(template.directBytes(text, extras: extras))
                #expect(String(decoding: fast, as: UTF8.self) == String(decoding: reference, as: UTF8.self))
                let fit = template.fit(text, budget: PayloadBudget(limit: 4096), language: nil, extras: extras)
                #expect(fit.bytes == reference)
            }
        }
    }
}
