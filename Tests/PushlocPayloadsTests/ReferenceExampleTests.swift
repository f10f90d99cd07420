import PushlocJSON
import PushlocFormatString
import Foundation
import PushlocDiagnostics
import PushlocTestSupport
import Testing
@testable import PushlocPayloads

/// The example payloads of the reference documents in `/work/shared/reference/`, copied verbatim.
enum ReferenceExamples {
    // apns-legacy-payload-and-localized-strings.md, "Examples of JSON Payloads"
    static let legacy1 = """
    {
      "aps" : { "alert" : "Message received from Bob" },
      "acme2" : [ "bang", "whiz" ]
    }

    """
    /// The document breaks the key `action-loc-key` across two lines: a raw line break inside a string.
    static let legacy2 = """
    {
      "aps" : {
        "alert" : { "body" : "Bob wants to play poker", "action-loc-
        key" : "PLAY" },
        "badge" : 5,
        "acme1" : "bar",
        "acme2" : [
        "bang", "whiz" ] }
    }

    """
    /// Example 3 is split over two code blocks in the document (`{` alone, then the rest); joined here.
    static let legacy3 = """
    {
    "aps" : {
        "alert" : "You got your emails.",
        "badge" : 9,
        "sound" : "bingbong.aiff"
    },
    "acme1" : "bar",
    "acme2" : 42
    }

    """
    /// Has a trailing comma after `"sound" : "chime"`: invalid JSON.
    static let legacy4 = """
    {
        "aps" : {
            "alert" : { "loc-key" : "GAME_PLAY_REQUEST_FORMAT", "loc-args" : [ "Jenna",
    "Frank" ] },
            "sound" : "chime",
        },
        "acme" : "foo"
    }

    """
    static let legacy5 = """
    {
        "aps" : {
        },
        "acme2" : [ 5, 8 ]
    }

    """

    // generating-a-remote-notification.md, listings 1 to 3 (whitespace as the page has it)
    static let listing1 = #"{    "aps" : {       "alert" : {          "title" : "Game Request",          "subtitle" : "Five Card Draw",          "body" : "Bob wants to play poker"       },       "category" : "GAME_INVITATION"    },    "gameID" : "12345678" }"#
    static let listing2 = #"{    "aps" : {       "badge" : 9,       "sound" : "bingbong.aiff"    },    "messageID" : "ABCDEFGHIJ" }"#
    static let listing3 = #"{    "aps" : {       "alert" : {          "loc-key" : "GAME_PLAY_REQUEST_FORMAT",          "loc-args" : [ "Shelly", "Rick"]       }    } }"#

    /// The `Localizable.strings` entries of the legacy document.
    static let sequentialFormat = "%@ and %@ have invited you to play Monopoly"
    static let positionalFormat = "%2$@ and %1$@ have invited you to play Monopoly"
}

@Suite struct ReferenceExampleTests {
    @Test(arguments: [
        ("legacy example 1", ReferenceExamples.legacy1),
        ("legacy example 3", ReferenceExamples.legacy3),
        ("legacy example 5", ReferenceExamples.legacy5),
        ("listing 1", ReferenceExamples.listing1),
        ("listing 2", ReferenceExamples.listing2),
        ("listing 3", ReferenceExamples.listing3),
    ])
    func validExamplesParseAndValidateClean(_ name: String, _ text: String) throws {
        let result = parseJSON(text, path: "example.json")
        let document = try #require(result.document, "\(name): \(result.diagnostics)")
        #expect(result.diagnostics.isEmpty)
        #expect(APNsPayloadValidator.validate(document, path: "example.json", pushType: nil).isEmpty)
    }

    @Test func legacyExample2BreaksAKeyAcrossLines() {
        #expect(syntaxErrorPosition(Array(ReferenceExamples.legacy2.utf8)) == "3:65")
    }

    @Test func legacyExample2RepairedHasCustomKeysInsideAps() throws {
        let repaired = ReferenceExamples.legacy2.replacingOccurrences(of: "action-loc-\n    key", with: "action-loc-key")
        let document = try #require(parseJSON(repaired, path: "example2.json").document)
        let diagnostics = APNsPayloadValidator.validate(document, path: "example2.json", pushType: .alert)
        #expect(diagnostics.map(\.summary) == [
            "aps-unknown-key warning aps.acme1 5:5",
            "aps-unknown-key warning aps.acme2 6:5",
        ])
        #expect(diagnostics.allSatisfy { $0.location?.file == "example2.json" })
        let payload = APNsPayload(json: document.root)
        #expect(payload.aps.alert?.actionLocKey == .key("PLAY"))
        #expect(payload.aps.badge == 5)
    }

    @Test func legacyExample4HasATrailingComma() {
        #expect(syntaxErrorPosition(Array(ReferenceExamples.legacy4.utf8)) == "5:26")
        let result = parseJSON(ReferenceExamples.legacy4, path: "example4.json")
        #expect(result.diagnostics.map(\.summary) == ["syntax error - 5:26"])
        #expect(result.diagnostics.first?.message.contains("Trailing comma before '}'") == true)
    }

    @Test func legacyExample4RepairedLocalizesAsTheDocumentSays() throws {
        let repaired = ReferenceExamples.legacy4.replacingOccurrences(of: "\"chime\",", with: "\"chime\"")
        let document = try #require(parseJSON(repaired).document)
        #expect(APNsPayloadValidator.validate(document, path: "t.json", pushType: .alert).isEmpty)
        let payload = APNsPayload(json: document.root)
        for (format, expected) in [
            (ReferenceExamples.sequentialFormat, "Jenna and Frank have invited you to play Monopoly"),
            (ReferenceExamples.positionalFormat, "Frank and Jenna have invited you to play Monopoly"),
        ] {
            let table = ["GAME_PLAY_REQUEST_FORMAT": format]
            let result = PayloadLocalizer.localize(payload, lookup: { table[$0] }, format: { ParsedFormat($0).substituting($1) })
            #expect(result.text == LocalizedAlertText(body: expected))
            #expect(result.diagnostics.isEmpty)
        }
    }

    @Test func legacyExample5IsAnEmptyApsThatShowsNothing() throws {
        let document = try #require(parseJSON(ReferenceExamples.legacy5).document)
        #expect(APNsPayloadValidator.validate(document, path: "t.json", pushType: .alert).map(\.summary) == [
            "alert-push-without-alert warning aps 2:13",
        ])
    }

    @Test func listing1ReadsIntoTheModel() throws {
        let document = try #require(parseJSON(ReferenceExamples.listing1).document)
        let payload = APNsPayload(json: document.root)
        let alert = try #require(payload.aps.alert)
        #expect(alert.title == "Game Request")
        #expect(alert.subtitle == "Five Card Draw")
        #expect(alert.body == "Bob wants to play poker")
        #expect(payload.aps.category == "GAME_INVITATION")
        #expect(payload.custom == [JSONMember(key: "gameID", value: "12345678")])
        #expect(String(decoding: JSONWriter.serialize(payload.json), as: UTF8.self)
            == #"{"aps":{"alert":{"title":"Game Request","subtitle":"Five Card Draw","body":"Bob wants to play poker"},"category":"GAME_INVITATION"},"gameID":"12345678"}"#)
    }
}
