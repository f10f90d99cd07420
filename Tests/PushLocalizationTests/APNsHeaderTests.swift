import PushLocalization
import Testing

/// The headers a sender needs, with `apns-id` given or made.
@Suite struct APNsHeaderTests {
    static func isCanonical(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }

    @Test func aMadeIDIsACanonicalVersion4UUID() {
        var seen = Set<String>()
        for _ in 0..<100 {
            let id = APNsID.random().text
            #expect(Self.isCanonical(id))
            #expect(id == id.lowercased())
            let groups = id.split(separator: "-")
            #expect(groups[2].first == "4")
            #expect("89ab".contains(groups[3].first ?? "x"))
            seen.insert(id)
        }
        #expect(seen.count == 100)
    }

    @Test(arguments: ["123e4567-e89b-12d3-a456-426655440000", "123E4567-E89B-12D3-A456-426655440000"])
    func aGivenIDInEitherCaseIsKept(_ text: String) {
        #expect(APNsID(text)?.text == text)
    }

    @Test(arguments: [
        "", "123e4567e89b12d3a456426655440000", "{123e4567-e89b-12d3-a456-426655440000}", "123e4567-e89b-12d3-a456-42665544000",
        "123e4567-e89b-12d3-a456-4266554400000", "123e4567-e89b-12d3-a456_426655440000", "g23e4567-e89b-12d3-a456-426655440000",
    ])
    func anythingElseIsRefused(_ text: String) {
        #expect(APNsID(text) == nil)
    }

    @Test func theHeadersASenderNeeds() throws {
        let id = try #require(APNsID("123e4567-e89b-12d3-a456-426655440000"))
        let options = PayloadOptions(bundleID: "com.example.game", expiration: 1_700_000_000, collapseID: "game-42", apnsID: id)
        let fields = options.headers.fields
        #expect(fields.map(\.name) == ["apns-push-type", "apns-topic", "apns-priority", "apns-expiration", "apns-collapse-id", "apns-id"])
        #expect(fields.map(\.value) == ["alert", "com.example.game", "10", "1700000000", "game-42", id.text])
        let bare = PayloadOptions.sizeOnly().headers.fields
        #expect(bare.map(\.name) == ["apns-push-type", "apns-priority"])
    }
}
