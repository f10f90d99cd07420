/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Hashable {
    /// The key (escapes decoded).
    public var key: String
    /// The value.
    public var value: JSONValue

    /// Creates a member.
    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}
