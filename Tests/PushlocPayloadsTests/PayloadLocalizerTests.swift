import PushlocJSON
import PushlocFormatString
import PushlocDiagnostics
import PushlocTestSupport
import Testing
@testable import PushlocPayloads

@Suite struct PayloadLocalizerTests {
    static let table = [
        "T": "Hello %@",
        "S": "From %1$@",
        "B": "%2$@ invited %1$@ (100%%)",
        "PLAY": "Jouer",
    ]

    private func localize(_ json: JSONValue) -> AlertLocalization {
        PayloadLocalizer.localize(APNsPayload(json: json), lookup: { Self.table[$0] }, format: { ParsedFormat($0).substituting($1) }, language: "fr")
    }

    @Test func locKeysAndArgs() {
        let result = localize(["aps": ["alert": [
            "title-loc-key": "T", "title-loc-args": ["Ann"],
            "subtitle-loc-key": "S", "subtitle-loc-args": ["Zoé"],
            "loc-key": "B", "loc-args": ["Bob", "Cy"],
            "action-loc-key": "PLAY", "launch-image": "l.png",
        ]]])
        #expect(result.text == LocalizedAlertText(title: "Hello Ann", subtitle: "From Zoé", body: "Cy invited Bob (100%)"))
        #expect(result.action == .localized(key: "PLAY", title: "Jouer"))
        #expect(result.launchImage == "l.png")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func missingKeyShowsTheKeyWithAnError() {
        let result = localize(["aps": ["alert": ["loc-key": "NOPE", "loc-args": ["x"], "action-loc-key": "GONE"]]])
        #expect(result.text == LocalizedAlertText(body: "NOPE"))
        #expect(result.action == .localized(key: "GONE", title: "GONE"))
        #expect(result.diagnostics.map(\.summary) == [
            "loc-key-not-found error aps.alert.loc-key -",
            "loc-key-not-found error aps.alert.action-loc-key -",
        ])
        #expect(result.diagnostics.allSatisfy { $0.language == "fr" })
        #expect(result.diagnostics.map(\.key) == ["NOPE", "GONE"])
    }

    @Test func actionButtonStates() {
        #expect(localize(["aps": ["alert": ["body": "b", "action-loc-key": nil]]]).action == AlertActionButton.none)
        #expect(localize(["aps": ["alert": ["body": "b"]]]).action == .systemDefault)
        #expect(localize(["aps": ["alert": "b"]]).action == .systemDefault)
    }

    @Test func plainTextWinsOverLocKeyWithAWarning() {
        let result = localize(["aps": ["alert": ["title": "Plain title", "title-loc-key": "T", "body": "Plain", "loc-key": "B", "loc-args": ["a", "b"]]]])
        #expect(result.text == LocalizedAlertText(title: "Plain title", body: "Plain"))
        #expect(result.diagnostics.map(\.summary) == [
            "alert-title-and-loc-key warning aps.alert.title-loc-key -",
            "alert-body-and-loc-key warning aps.alert.loc-key -",
        ])
    }

    @Test func plainStringAlertIsTheBody() {
        let result = localize(["aps": ["alert": "Message received from Bob"]])
        #expect(result.text == LocalizedAlertText(body: "Message received from Bob"))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func noAlertGivesNoText() {
        let result = localize(["aps": ["badge": 1]])
        #expect(result.text.isEmpty)
        #expect(result.action == .systemDefault)
    }

    @Test func missingArgumentsAndArgumentsAreLiteral() {
        let result = localize(["aps": ["alert": ["loc-key": "B", "loc-args": ["%@ %%"]]]])
        #expect(result.text.body == "(null) invited %@ %% (100%)")
    }

    @Test func nonStringArgumentsReadAsText() {
        let result = localize(["aps": ["alert": ["loc-key": "B", "loc-args": [5, true]]]])
        #expect(result.text.body == "1 invited 5 (100%)")
    }

    @Test func localizeThenFitMakesThePerLocalePayload() {
        let payload = APNsPayload(json: [
            "gameID": "42",
            "aps": ["alert": ["title-loc-key": "T", "title-loc-args": ["Ann"], "loc-key": "B", "loc-args": ["Bob", "Cy"], "action-loc-key": "PLAY"], "sound": "default"],
        ])
        let localized = PayloadLocalizer.localize(payload, lookup: { Self.table[$0] }, format: { ParsedFormat($0).substituting($1) })
        let fit = PayloadFitter.fit(payload, localized: localized.text, budget: PayloadBudget(pushType: .alert))
        #expect(String(decoding: fit.bytes, as: UTF8.self)
            == #"{"aps":{"alert":{"title":"Hello Ann","body":"Cy invited Bob (100%)"},"sound":"default"},"gameID":"42"}"#)
    }
}
