/// A line and column (1-based; columns count Unicode scalars) in the decoded text.
struct TextPlace: Hashable, Sendable {
    var line: Int
    var column: Int

    static let start = TextPlace(line: 1, column: 1)
}

/// One value of an XML property list, with where it stands.
struct PlistNode: Sendable {
    /// The value, as `PropertyListSerialization` would read it.
    enum Value: Sendable {
        case string(String)
        /// `<integer>`: a magnitude up to `UInt64.max` and a sign, as Foundation accepts.
        case integer(PlistInteger)
        case real(Double)
        case boolean(Bool)
        /// `<date>`: seconds since 2001-01-01T00:00:00Z (Foundation's reference date).
        case date(Double)
        case data([UInt8])
        case array([PlistNode])
        /// `<dict>`: the members in file order, repeated keys included (the reader of the
        /// dictionary decides what a repeat means).
        case dictionary([PlistMember])
    }

    var value: Value
    /// The offset of the element's open tag (its `<`) in the decoded text.
    var tagOffset: Int
    /// For a `<string>`: where its text starts (right after the open tag's `>`). Other values leave it
    /// `nil`, which spares the line walk for elements no finding points into.
    var textPlace: TextPlace?
}

/// A `<key>` of a `<dict>` and the value that follows it.
struct PlistMember: Sendable {
    var key: String
    /// Where the `<key>` tag starts.
    var keyPlace: TextPlace
    var value: PlistNode
}

/// The number of an `<integer>`: Foundation reads up to 64 bits of magnitude with a sign.
struct PlistInteger: Hashable, Sendable {
    var isNegative: Bool
    var magnitude: UInt64
}
