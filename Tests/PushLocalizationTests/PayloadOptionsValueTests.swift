import PushLocalization
import Testing

/// Options are a value: a changed copy leaves the original as it was, and options with the same
/// fields are equal and hash alike however they were made.
@Suite struct PayloadOptionsValueTests {
    @Test func aChangedCopyLeavesTheOriginalAsItWas() {
        let original = PayloadOptions(bundleID: "com.example.game", collapseID: "game-1")
        var copy = original
        copy.bundleID = "com.example.other"
        copy.collapseID = nil
        copy.channelID = "dHdvLWdvYWxz"
        copy.maxBytes = 2048
        #expect(original.bundleID == "com.example.game")
        #expect(original.collapseID == "game-1")
        #expect(original.channelID == nil)
        #expect(original.budget.limit == 4096)
        #expect(copy.bundleID == "com.example.other")
        #expect(copy.collapseID == nil)
        #expect(copy.channelID == "dHdvLWdvYWxz")
        #expect(copy.budget.limit == 2048)
        #expect(copy != original)
    }

    @Test func optionsWithTheSameFieldsAreEqualAndHashAlike() {
        var changed = PayloadOptions(bundleID: "com.example.game", priority: 5)
        changed.pushType = .background
        changed.priority = 10
        let made = PayloadOptions(bundleID: "com.example.game", pushType: .background, priority: 10)
        #expect(changed == made)
        #expect(Set([changed, made]).count == 1)
        #expect(changed.headers.fields.map { "\($0.name): \($0.value)" } == made.headers.fields.map { "\($0.name): \($0.value)" })
        var other = made
        other.expiration = 0
        #expect(other != made)
    }
}
