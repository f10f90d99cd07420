import PushlocJSON
import PushlocTestSupport
import Testing
@testable import PushlocPayloads

/// `APSAlert.namedStrings`: the one place that reads which strings a payload names by key.
@Suite struct NamedAlertStringTests {
    private func named(_ alert: String) throws -> [String] {
        let document = try #require(parseJSON(#"{"aps":{"alert":\#(alert)}}"#).document)
        let json = try #require(document.root.objectValue?["aps"]?.objectValue?["alert"])
        return try #require(APSAlert(json: json)).namedStrings.map { "\($0.role.rawValue) \($0.key) \($0.argumentCount)" }
    }

    @Test func everyKeyInTheDeviceOrder() throws {
        let alert = #"{"loc-key":"B","loc-args":["x",2,null],"action-loc-key":"A","subtitle-loc-key":"S","title-loc-key":"T","title-loc-args":[]}"#
        #expect(try named(alert) == ["title-loc-key T 0", "subtitle-loc-key S 0", "loc-key B 3", "action-loc-key A 0"])
    }

    @Test func aNullOrMissingKeyNamesNothing() throws {
        #expect(try named(#"{"loc-key":null,"loc-args":["x"],"action-loc-key":null,"title":"t"}"#).isEmpty)
        #expect(try named(#""a plain body""#).isEmpty)
        #expect(try named(#"{"subtitle-loc-key":5}"#).isEmpty)
    }

    @Test func argumentsWithoutAnArrayCountAsNone() throws {
        #expect(try named(#"{"loc-key":"B","loc-args":"x"}"#) == ["loc-key B 0"])
    }
}
